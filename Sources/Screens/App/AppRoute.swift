/// The app's routes, as its front ends name them: `Route`, the address every screen answers with.
public typealias AppRoute = Route

extension AppState {
    /// The route of the screen on top.
    public var route: Route {
        path.last?.screen.route ?? .list
    }
}

extension Route {
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
