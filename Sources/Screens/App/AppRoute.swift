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

extension AppRoute {
    /// The kind of screen the route opens.
    public var screenKind: ScreenKind {
        switch self {
        case .list: .list
        case .search: .search
        case .product: .detail
        case .register, .edit: .form
        }
    }
}
