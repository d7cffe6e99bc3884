/// The addresses the browser driver serves for every app, besides its screens: the tabs' WebSocket,
/// and below `/s/SESSION/` a session's uploads and resources.
public enum BrowserRoutes {
    /// The tabs' WebSocket, for a client that names no session in the address (any process of several
    /// behind a proxy may take it).
    public static let live = "/live"

    /// The route pattern of the tabs' WebSocket as pages address it (`SessionContext.liveURL`), so that a
    /// proxy in front of several processes routes it to the one holding the session.
    static let sessionLive = "/s/:session/live"

    /// The route pattern of a session's uploads.
    static let upload = "/s/:session/upload"

    /// The route pattern of a session's resources of `kind`.
    static func resource(_ kind: String) -> String { "/s/:session/\(kind)/:key" }
}
