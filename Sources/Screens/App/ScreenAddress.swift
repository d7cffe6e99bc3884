/// An address a screen answers at (`/products/:id/seller`) and how the app opens it there: one
/// declaration a route, in the screen's own folder, listed by its screen (`PushedScreen.addresses`).
public struct ScreenAddress: Sendable {
    /// The pattern: its `:name` segments hold ids (positive numbers, as `Route.productID` reads them).
    public let pattern: String
    /// The kind of screen the address opens.
    public let kind: ScreenKind
    /// The query items its routes keep (`q`); an address without one reads it as empty.
    let queryNames: [String]
    /// The event that brings the screen on top to another route of this address in place (the search's
    /// text typed), or nil where another route is another screen.
    let refinement: (@Sendable (Route) -> AppDestination.Event)?
    /// How the app opens a route of this address; nil for one it cannot open.
    let opening: @Sendable (Route, AppState) -> RouteOpening?

    init(
        _ pattern: String, query queryNames: [String] = [], kind: ScreenKind,
        refinement: (@Sendable (Route) -> AppDestination.Event)? = nil,
        opening: @escaping @Sendable (Route, AppState) -> RouteOpening?
    ) {
        self.pattern = pattern
        self.kind = kind
        self.queryNames = queryNames
        self.refinement = refinement
        self.opening = opening
    }
}

/// How the app opens a route that is not shown yet (`AppFeature` pops to a route already on the path).
enum RouteOpening {
    /// Pops every screen: the list.
    case root
    /// The app's own event opens it (a product opens above whichever screen lists it).
    case event(AppEvent)
    /// Goes to `beneath`, pushes the screen above it, then sends the screen `events`.
    case push(AppDestination, then: [AppDestination.Event] = [], above: Route)
    /// Goes to `beneath` and asks its screen, which opens the route itself (the detail opens its editor
    /// once the product has loaded).
    case ask(AppDestination.Event, of: Route)
}
