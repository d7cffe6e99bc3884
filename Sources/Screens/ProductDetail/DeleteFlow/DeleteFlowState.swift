/// What the delete flow shows over the detail of the user's own product: the action sheet, then the
/// password prompt while the deletion secret is looked up and the product deleted. `nil` (as
/// `DeleteFlowState?`) when nothing is shown.
public enum DeleteFlowState: Equatable, Sendable, Encodable {
    case actionSheet(ActionSheet)
    case passwordPrompt(PasswordPrompt)

    /// The product the flow acts on.
    public var productID: Int {
        switch self {
        case .actionSheet(let sheet): sheet.productID
        case .passwordPrompt(let prompt): prompt.productID
        }
    }

    /// The action sheet, when it is what shows.
    public var actionSheet: ActionSheet? {
        get { if case .actionSheet(let sheet) = self { sheet } else { nil } }
        set { if let newValue { self = .actionSheet(newValue) } }
    }

    /// The password prompt, when it is what shows.
    public var passwordPrompt: PasswordPrompt? {
        get { if case .passwordPrompt(let prompt) = self { prompt } else { nil } }
        set { if let newValue { self = .passwordPrompt(newValue) } }
    }
}

/// The product actions offered on the user's own product.
public enum ProductAction: Hashable, Sendable, Codable, CaseIterable {
    case edit, delete
}

/// The action sheet of the detail screen: edit, then delete (as the assignment's mockup orders them).
public struct ActionSheet: Equatable, Sendable, Encodable {
    public var productID: Int
    public var selection: ProductAction = .edit

    public init(productID: Int) {
        self.productID = productID
    }
}

/// The password prompt before a delete: the text is masked wherever it is shown, printed or encoded.
public struct PasswordPrompt: Equatable, Sendable, Encodable {
    public var productID: Int
    public var password: SecretText = ""
    public var isVerifying = false
    /// Whether the server refused the password last submitted (the prompt says so until it changes).
    public var wasRefused = false

    public init(productID: Int) {
        self.productID = productID
    }
}
