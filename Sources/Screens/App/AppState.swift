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

    /// The id of the screen of `kind` in the path, if there is one.
    public func id(of kind: ScreenKind) -> StackElementID? {
        path.firstIndex { $0.kind == kind }.map(path.id(at:))
    }

    /// The screen of `kind` in the path, if there is one.
    func destination(_ kind: ScreenKind) -> AppDestination? {
        path.first { $0.kind == kind }
    }

    /// Replaces the screen of `destination`'s kind, keeping its id, or pushes it; `nil` pops the screen
    /// of `kind` and what is above it. For tests and previews: the app's reducer changes a screen in
    /// place, by id.
    mutating func setDestination(_ destination: AppDestination?, kind: ScreenKind) {
        let index = path.firstIndex { $0.kind == kind }
        switch (destination, index) {
        case (let destination?, let index?): path.replace(at: index, with: destination)
        case (let destination?, nil): path.append(destination)
        case (nil, let index?): path.pop(fromPosition: index)
        case (nil, nil): break
        }
    }
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

extension AppState {
    /// The screen of type `Screen` in the path, if there is one.
    public func screen<Screen: PushedScreen>(_ type: Screen.Type) -> Screen? {
        path.lazy.compactMap { $0.screen(type) }.first
    }

    /// Replaces the screen of `kind`, keeping its id, or pushes `screen`; `nil` pops the screen of
    /// `kind` and what is above it. For tests and previews: the app's reducer changes a screen in
    /// place, by id.
    mutating func setScreen(_ screen: (some PushedScreen)?, kind: ScreenKind) {
        setDestination(screen.map { AppDestination($0) }, kind: kind)
    }
}
