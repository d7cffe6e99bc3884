import Market

/// What happens on the register/edit form.
public enum ProductFormEvent: Equatable, Sendable {
    /// Tab (+1) or back-tab (-1).
    case focusMoved(by: Int)
    case focused(FormFocus)
    /// A text field's whole new text.
    case textChanged(ProductField, String)
    case imagePathChanged(String)
    /// Attach the file at the typed image path.
    case attachRequested
    case imageAttached(ImageUpload)
    case imageAttachFailed(AttachError)
    case imageRemoved(at: Int)
    case currencySelected(Currency)
    case submitTapped
    case submitted(ProductDetail)
    case submitFailed(MarketError)
}
