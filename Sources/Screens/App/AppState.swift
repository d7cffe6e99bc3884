import Market
import Presenters

/// The whole app's state: the list at the bottom of a navigation stack, the screens pushed on it, and
/// what is presented over them (an alert, an action sheet, the password prompt).
public struct AppState: Equatable {
    public var configuration: AppConfiguration
    public var list: ProductListState
    public var detail: ProductDetailState?
    public var form: ProductFormState?
    /// The screens above the list, bottom first.
    public var stack: [Route] = []
    public var alert: AppAlert?
    public var actionSheet: ActionSheet?
    public var passwordPrompt: PasswordPrompt?

    public init(configuration: AppConfiguration) {
        self.configuration = configuration
        list = ProductListState(itemsPerPage: configuration.itemsPerPage)
    }

    /// The screen on top.
    public var topRoute: Route { stack.last ?? .list }
}

/// A screen of the navigation stack.
public enum Route: Hashable, Sendable {
    case list, detail, form
}

/// What the app is configured with. The vendor's identifier and password are not here: the
/// `MarketClient` holds them, so no state can render them.
public struct AppConfiguration: Hashable, Sendable {
    public var language: Language
    /// The vendor the app acts for; edit and delete are offered on its products only.
    public var userVendorID: Int?
    public var itemsPerPage: Int
    public var rules: ProductRules

    public init(
        language: Language = .korean, userVendorID: Int?, itemsPerPage: Int = 20,
        rules: ProductRules = .standard
    ) {
        self.language = language
        self.userVendorID = userVendorID
        self.itemsPerPage = itemsPerPage
        self.rules = rules
    }

    public var strings: Strings { Strings(language, rules: rules) }
}

/// An alert: a message, and a retry that sends the failed request again when retrying makes sense.
public struct AppAlert: Equatable, Sendable {
    public var title: String
    public var message: String
    /// The event a retry sends; nil when only dismissing makes sense.
    public var retry: AppEvent?

    public init(title: String, message: String, retry: AppEvent?) {
        self.title = title
        self.message = message
        self.retry = retry
    }
}

/// The product actions offered on the user's own product.
public enum ProductAction: Hashable, Sendable, CaseIterable {
    case edit, delete
}

/// The action sheet of the detail screen: edit, then delete (as the assignment's mockup orders them).
public struct ActionSheet: Equatable, Sendable {
    public var productID: Int
    public var selection: ProductAction = .edit

    public init(productID: Int) {
        self.productID = productID
    }
}

/// The password prompt before a delete: the text is masked wherever it is shown or printed.
public struct PasswordPrompt: Equatable, Sendable {
    public var productID: Int
    public var password: SecretText = ""
    public var isVerifying = false
    /// Shown after a wrong password.
    public var error: String?

    public init(productID: Int) {
        self.productID = productID
    }
}
