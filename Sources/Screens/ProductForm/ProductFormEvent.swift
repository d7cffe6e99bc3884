import Market

/// What happens on the register/edit form.
public enum ProductFormEvent: Equatable, Sendable, Codable {
    /// Tab (+1) or back-tab (-1).
    case focusMoved(by: Int)
    case focused(FormFocus)
    /// A text field's whole new text (a front end that edits whole values).
    case textChanged(ProductField, String)
    /// Text typed or pasted at the end of the focused field, or of the image path on the images row.
    case typed(String)
    /// The last character of the focused field goes; on the images row, the last character of the
    /// path, or the last image when the path is empty.
    case deletedBackward
    case imagePathChanged(String)
    /// Attach the file at the typed image path.
    case attachRequested
    /// A file was chosen (read from the typed path, or given by a front end): it is prepared before it
    /// joins the images.
    case imageAttached(ImageUpload)
    /// The chosen file, decoded and fitted to the image rule: this is what is shown and uploaded.
    case imagePrepared(ImageUpload)
    /// The file could not be read, is no PNG or JPEG, or could not be fitted.
    case imageAttachFailed(AttachError)
    case imageRemoved(at: Int)
    case currencySelected(Currency)
    /// The other currency (KRW, USD) is selected.
    case currencyToggled
    /// The focused place is confirmed (enter): the images row attaches the typed path, the button
    /// submits, any other field passes focus on.
    case focusConfirmed
    case submitTapped
    case submitted(ProductDetail)
    case submitFailed(MarketError)
    /// The market changed, maybe elsewhere: an edit form whose product was deleted says so at once.
    case marketChanged(MarketUpdate)
}
