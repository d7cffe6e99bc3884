/// A close frame's status code (RFC 6455 section 7.4), said when a side ends the connection.
public struct WebSocketCloseCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt16

    public init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: UInt16) {
        self.rawValue = rawValue
    }

    /// 1000: the purpose of the connection was fulfilled.
    public static let normalClosure = WebSocketCloseCode(1000)
    /// 1001: the server is shutting down, or the page is going away.
    public static let goingAway = WebSocketCloseCode(1001)
    /// 1002: the peer broke the protocol (a malformed or forbidden frame).
    public static let protocolError = WebSocketCloseCode(1002)
    /// 1003: a kind of message this endpoint does not take (e.g. binary where only text is read).
    public static let unsupportedData = WebSocketCloseCode(1003)
    /// 1007: a text message or a close reason that is not UTF-8.
    public static let invalidPayload = WebSocketCloseCode(1007)
    /// 1008: a message that breaks this endpoint's policy.
    public static let policyViolation = WebSocketCloseCode(1008)
    /// 1009: a message larger than this endpoint takes.
    public static let messageTooBig = WebSocketCloseCode(1009)
    /// 1011: the server met a condition that kept it from serving the request.
    public static let internalError = WebSocketCloseCode(1011)
    /// 1012: the server is restarting; the client may connect again (to it, or to another behind the
    /// same address).
    public static let serviceRestart = WebSocketCloseCode(1012)

    /// Whether the code may appear in a close frame: 1000–1003, 1007–1014 and 3000–4999. 0–999 are
    /// unused; 1004 is reserved; 1005 (no code), 1006 (closed without a close frame) and 1015 (TLS
    /// failure) are only for reporting locally; 1016–2999 are reserved for the protocol; 5000 and up
    /// are outside every range RFC 6455 defines.
    public var isValidOnTheWire: Bool {
        switch rawValue {
        case 1000...1003, 1007...1014, 3000...4999: true
        default: false
        }
    }

    public var description: String { String(rawValue) }
}
