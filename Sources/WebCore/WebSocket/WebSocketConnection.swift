/// One WebSocket connection's protocol, without its socket: the transport hands it the bytes it reads
/// and writes the bytes it returns. It answers the latest ping of what it read with a pong carrying
/// the same payload (RFC 6455 §5.5.2: a pong may answer only the most recent ping; none once the
/// client sent a close), answers a close with a close echoing its code, fails the connection on a protocol error with the close code
/// the error calls for, and says when the socket is to be closed.
///
/// States: `open` until either side sends a close; `closing` once this side sent one (`close(_:)`)
/// and waits for the peer's answer (the transport bounds that wait and closes the socket when it runs
/// out); `closed` once the closing handshake is over or the connection failed. The server closes the
/// socket first (RFC 6455 section 7.1.1), so `closeSocket` comes with the last bytes to write; the
/// transport writes them, shuts its write side, and closes.
public struct WebSocketConnection: Sendable {
    /// Where the closing handshake is.
    public enum State: Equatable, Sendable {
        case open
        /// This side sent a close and waits for the peer's.
        case closing
        case closed
    }

    /// What the bytes received called for.
    public struct Output: Equatable, Sendable {
        /// Every message read, in order. Text and binary are the application's; pings and closes are
        /// listed too but already answered in `pong` and `bytesToWrite`.
        public var messages: [WebSocketMessage] = []
        /// Bytes to write, in order, before anything else is written.
        public var bytesToWrite: [UInt8] = []
        /// The pong answering the latest ping read, to write after `bytesToWrite`; the transport may
        /// replace a pong it has not written yet with this one.
        public var pong: [UInt8]?
        /// Whether to close the socket once `bytesToWrite` is written. True once, when the state
        /// becomes `closed`.
        public var closeSocket = false
        /// The peer's protocol error that failed the connection, if one did.
        public var failure: WebSocketProtocolError?

        public init(
            messages: [WebSocketMessage] = [], bytesToWrite: [UInt8] = [], pong: [UInt8]? = nil,
            closeSocket: Bool = false, failure: WebSocketProtocolError? = nil
        ) {
            self.messages = messages
            self.bytesToWrite = bytesToWrite
            self.pong = pong
            self.closeSocket = closeSocket
            self.failure = failure
        }
    }

    public private(set) var state = State.open
    private var parser: WebSocketParser

    /// A server's connection, taking client messages up to `maxMessageBytes`.
    public init(maxMessageBytes: Int = WebSocketParser.defaultMaxMessageBytes) {
        parser = WebSocketParser(maxMessageBytes: maxMessageBytes, expectsMaskedFrames: true)
    }

    /// Reads bytes the client sent. Nothing is read once the state is `closed`.
    public mutating func receive(_ bytes: some Collection<UInt8>) -> Output {
        guard state != .closed else { return Output() }
        let parsed = parser.feed(bytes)
        var output = Output(messages: parsed.messages)
        for message in parsed.messages {
            switch message {
            case .ping(let payload) where state == .open:
                output.pong = WebSocketFrameEncoder.pong(payload)
            case .close(let code, _):
                if state == .open { output.bytesToWrite += WebSocketFrameEncoder.close(code) }
                state = .closed
                output.closeSocket = true
                output.pong = nil
            default:
                break
            }
        }
        if let failure = parsed.failure {
            if state == .open {
                output.bytesToWrite += WebSocketFrameEncoder.close(failure.code, reason: failure.description)
            }
            state = .closed
            output.closeSocket = true
            output.pong = nil
            output.failure = failure
        }
        return output
    }

    /// The frame that sends `message`, or nothing once this side sent a close. Sending a close starts
    /// the closing handshake, as `close(_:reason:)` does.
    public mutating func send(_ message: WebSocketMessage) -> [UInt8] {
        guard state == .open else { return [] }
        if case .close = message { state = .closing }
        return WebSocketFrameEncoder.encode(message)
    }

    /// Starts the closing handshake: the close frame to write, after which the state is `closing`
    /// until the peer answers. Nothing once a close was sent or the connection is closed.
    public mutating func close(_ code: WebSocketCloseCode = .normalClosure, reason: String = "") -> [UInt8] {
        send(.close(code, reason: reason))
    }
}
