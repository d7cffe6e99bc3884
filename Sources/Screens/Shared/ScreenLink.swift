/// A way to another screen that the other screen offers on the screen on top (a seller's profile
/// from a product's detail): its words and where it goes. The screen it opens declares it in its own
/// folder (`PushedScreen.link(on:_:)`), so the screen it is shown on knows nothing of it.
public struct ScreenLink: Equatable, Sendable {
    /// The kind of screen it opens.
    public var kind: ScreenKind
    public var title: String
    public var route: Route

    public init(kind: ScreenKind, title: String, route: Route) {
        self.kind = kind
        self.title = title
        self.route = route
    }
}
