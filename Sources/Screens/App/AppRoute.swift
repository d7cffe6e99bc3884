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
