/// Where the app is, as a link names it: what a URL, a universal link, a new tab or a restored session
/// opens. `AppState.route` reads it; `AppEvent.routeRequested` goes there.
public enum AppRoute: Hashable, Sendable {
    case list
    /// The search screen with this text typed and searched.
    case search(query: String)
    case product(id: Int)
    case register
    case edit(productID: Int)
}

extension AppState {
    /// The route of the screen on top.
    public var route: AppRoute {
        path.last?.route ?? .list
    }
}

extension AppRoute {
    /// Whether going from `other` to this route only refines the screen shown (the search's text
    /// typed): a browser then replaces its address rather than adding a step to its history.
    public func refines(_ other: AppRoute) -> Bool {
        switch (self, other) {
        case (.search, .search): true
        default: false
        }
    }
}

extension AppConfiguration {
    /// Whether the app can show `route`: the search only where the market searches.
    public func offers(_ route: AppRoute) -> Bool {
        if case .search = route { searches } else { true }
    }
}
