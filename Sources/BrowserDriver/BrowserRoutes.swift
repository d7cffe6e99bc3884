/// The addresses the browser driver serves for every app, besides its screens: the tabs' WebSocket,
/// and below `/s/SESSION/` a session's uploads and resources.
public enum BrowserRoutes {
    /// The tabs' WebSocket.
    public static let live = "/live"

    /// The route pattern of a session's uploads.
    static let upload = "/s/:session/upload"

    /// The route pattern of a session's resources of `kind`.
    static func resource(_ kind: String) -> String { "/s/:session/\(kind)/:key" }
}
