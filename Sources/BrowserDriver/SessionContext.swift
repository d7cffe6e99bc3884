/// A session's addresses and token, which its page holds: every session URL starts with
/// `sessionPath`, and every state-changing request carries `token`.
public struct SessionContext: Hashable, Sendable {
    /// The session's id.
    public var id: String
    /// The token every state-changing request for the session must carry.
    public var token: String

    public init(id: String, token: String) {
        self.id = id
        self.token = token
    }

    /// `/s/SESSION`: the session's own addresses are below it.
    public var sessionPath: String { "/s/\(id)" }

    /// The tab's WebSocket: the session in its address is for a proxy to route it by (the join message
    /// names the session the tab joins).
    public var liveURL: String { "\(sessionPath)/live" }

    /// Where the page's files are sent.
    public var uploadURL: String { "\(sessionPath)/upload" }

    /// The session's resource `kind` named `key`, e.g. `/s/SESSION/thumbnails/3`.
    public func resourceURL(_ kind: String, key: String) -> String { "\(sessionPath)/\(kind)/\(key)" }
}
