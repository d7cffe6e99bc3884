import Market
import Presenters

/// The whole app's state: the list at the bottom of a navigation stack, the screens pushed on it
/// (each holding its own state, so no screen's state exists without its screen), and an alert over
/// them.
public struct AppState: Equatable {
    public var configuration: AppConfiguration
    public var list: ProductListState
    /// The screens above the list, bottom first: what a navigation stack's path binds to. A detail is
    /// only ever at the bottom, a form only on top.
    public var path: [AppDestination] = []
    public var alert: AppAlert?

    public init(configuration: AppConfiguration) {
        self.configuration = configuration
        list = ProductListState(itemsPerPage: configuration.itemsPerPage)
    }
}

/// A screen pushed above the list, with its state.
public enum AppDestination: Equatable {
    case search(SearchState)
    case detail(ProductDetailState)
    case form(ProductFormState)

    /// The search's state, when this is the search.
    public var search: SearchState? {
        get { if case .search(let state) = self { state } else { nil } }
        set { if let newValue { self = .search(newValue) } }
    }

    /// The detail's state, when this is a detail.
    public var detail: ProductDetailState? {
        get { if case .detail(let state) = self { state } else { nil } }
        set { if let newValue { self = .detail(newValue) } }
    }

    /// The form's state, when this is a form.
    public var form: ProductFormState? {
        get { if case .form(let state) = self { state } else { nil } }
        set { if let newValue { self = .form(newValue) } }
    }

    var isSearch: Bool { if case .search = self { true } else { false } }
    var isDetail: Bool { if case .detail = self { true } else { false } }
    var isForm: Bool { if case .form = self { true } else { false } }
}

extension AppState {
    /// The search screen in the path (only ever at the bottom). Setting it replaces its state, or
    /// pushes a search when there is none; setting `nil` pops it and what is above it.
    public var search: SearchState? {
        get {
            for case .search(let state) in path { return state }
            return nil
        }
        set { setDestination(newValue.map(AppDestination.search), where: \.isSearch) }
    }

    /// The detail screen in the path. Setting it replaces that screen's state, or pushes a detail
    /// when there is none; setting `nil` pops the detail and what is above it.
    public var detail: ProductDetailState? {
        get {
            for case .detail(let state) in path { return state }
            return nil
        }
        set { setDestination(newValue.map(AppDestination.detail), where: \.isDetail) }
    }

    /// The form screen in the path. Setting it replaces that screen's state, or pushes a form when there
    /// is none; setting `nil` pops the form.
    public var form: ProductFormState? {
        get {
            for case .form(let state) in path { return state }
            return nil
        }
        set { setDestination(newValue.map(AppDestination.form), where: \.isForm) }
    }

    /// What the delete flow shows over the detail, if anything.
    public var delete: DeleteState? { detail?.delete }

    private mutating func setDestination(
        _ destination: AppDestination?, where matches: (AppDestination) -> Bool
    ) {
        let index = path.firstIndex(where: matches)
        switch (destination, index) {
        case (let destination?, let index?): path[index] = destination
        case (let destination?, nil): path.append(destination)
        case (nil, let index?): path.removeSubrange(index...)
        case (nil, nil): break
        }
    }
}

/// What the app is configured with. The vendor's identifier and password are not here: the
/// `MarketClient` holds them, so no state can render them.
public struct AppConfiguration: Hashable, Sendable {
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
