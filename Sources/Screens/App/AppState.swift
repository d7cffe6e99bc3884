import Loop
import Market
import Presenters

/// The whole app's state: the list at the bottom of a navigation stack, the screens pushed on it
/// (each holding its own state, so no screen's state exists without its screen), and an alert over
/// them.
public struct AppState: Equatable, Sendable, Encodable {
    public var configuration: AppConfiguration
    public var list: ProductListState
    /// The screens above the list, bottom first, each with its id: what a navigation stack's path
    /// binds to. A form is only ever on top, a detail only at the bottom or above a search.
    public var path = StackState<AppDestination>()
    public var alert: AppAlert?

    public init(configuration: AppConfiguration) {
        self.configuration = configuration
        list = ProductListState(itemsPerPage: configuration.itemsPerPage)
    }
}

extension AppState {
    /// The kind of screen on top.
    public var topScreen: ScreenKind { path.last?.kind ?? .list }
}

/// What the app is configured with. The vendor's identifier and password are not here: the
/// `MarketClient` holds them, so no state can render them.
public struct AppConfiguration: Hashable, Sendable, Encodable {
    public var language: Language
    /// The vendor the app acts for; edit and delete are offered on its products only.
    public var userVendorID: Int?
    public var itemsPerPage: Int
    public var rules: ProductRules
    /// Whether the market answers searches (`MarketClient.searches`): the search screen is offered
    /// only then.
    public var searches: Bool

    public init(
        language: Language = .korean, userVendorID: Int?, itemsPerPage: Int = 20,
        rules: ProductRules = .standard, searches: Bool = false
    ) {
        self.language = language
        self.userVendorID = userVendorID
        self.itemsPerPage = itemsPerPage
        self.rules = rules
        self.searches = searches
    }

    public var strings: Strings { Strings(language, rules: rules) }

    /// Whether the app offers screens of `kind`: the search only where the market searches.
    public func offers(_ kind: ScreenKind) -> Bool {
        kind != .search || searches
    }
}

/// An alert: a message, and a retry that sends the failed request again when retrying makes sense.
public struct AppAlert: Equatable, Sendable, Encodable {
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
