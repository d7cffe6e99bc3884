/// The bounds a server holds every connection to. The defaults suit the Open Market web front end
/// (a phone's picture of up to 20 MB a request, with room for its multipart framing); tests shorten
/// the timeouts.
public struct HTTPLimits: Sendable {
    /// The request line and header fields together, up to and including the blank line (else 431).
    public var maxHeadBytes = 16 * 1024
    /// The request target (else 414).
    public var maxTargetBytes = 4 * 1024
    public var maxHeaderCount = 64
    /// The largest `Content-Length` accepted (else 413, answered before any of the body is read).
    public var maxBodyBytes = 21 * 1024 * 1024
    /// How long a client has to send a whole request head once it started one (slow clients).
    public var headTimeout: Double = 10
    /// How long an open connection may wait for its next request.
    public var idleTimeout: Double = 15
    /// How long a client has to send a whole body.
    public var bodyTimeout: Double = 30
    /// How long a write may wait for the client to take bytes.
    public var writeTimeout: Double = 10
    /// Connections served at once; one more is answered 503 and closed. A WebSocket holds one as
    /// long as its tab is open.
    public var maxConnections = 16_000
    /// How long a WebSocket may be quiet (nothing written, or nothing heard) before it is pinged, so
    /// proxies and both ends know it lives.
    public var heartbeatInterval: Double = 15
    /// How long a WebSocket's client has to answer a ping (a pong or any message) before it is closed:
    /// a client silent for `heartbeatInterval + heartbeatTimeout` is gone (Phoenix's 60 s window).
    public var heartbeatTimeout: Double = 45
    /// How long a WebSocket may stay open before its application says the client joined
    /// (`WebSocketChannel.joined()`); past it the connection is closed.
    public var joinTimeout: Double = 10
    /// The largest message a WebSocket client may send (else the connection closes with 1009).
    public var maxMessageBytes = 64 * 1024
    /// The bytes that may wait to be written to one connection. Past it the connection is read no more
    /// (its pipelined requests wait, unanswered) until the client takes some; a WebSocket whose
    /// application sends past it is closed. So a connection holds at most this much output, plus one
    /// answer (a picture, up to 20 MB), `maxHeadBytes` of unread requests and one read (64 KiB).
    public var maxPendingBytes = 4 * 1024 * 1024
    /// How long a connection's output may stay past `maxPendingBytes` (its reading paused) before it is
    /// closed: a client that takes bytes too slowly to ever catch up.
    public var backpressureTimeout: Double = 30

    public init() {}
}
