/// A whole message read from a WebSocket: a data message (text or binary, its fragments joined) or a
/// control message.
public enum WebSocketMessage: Equatable, Sendable {
    /// A text message, checked to be UTF-8.
    case text(String)
    case binary([UInt8])
    /// A ping; the endpoint answers with a pong carrying the same payload.
    case ping([UInt8])
    case pong([UInt8])
    /// A close: its code (nil when the frame had no payload) and reason (UTF-8, possibly empty).
    case close(WebSocketCloseCode?, reason: String)
}

/// Why a peer's bytes failed the connection: the close code to send (1002 protocol error, 1007
/// invalid UTF-8 or 1009 message too big) and a description, which is also the close reason.
public struct WebSocketProtocolError: Error, Equatable, Sendable, CustomStringConvertible {
    public var code: WebSocketCloseCode
    public var description: String

    public init(_ code: WebSocketCloseCode, _ description: String) {
        self.code = code
        self.description = description
    }
}
