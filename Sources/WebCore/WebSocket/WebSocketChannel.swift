import Foundation

/// The application's end of an accepted WebSocket: a handler answers an upgrade request with
/// `.webSocket(channel)`, and from then on sends text messages with `send(_:)` from any thread and
/// gets the client's through `onText`, in order, on the server's thread (hop to your own actor from
/// there). `onClose` runs once when the connection ends, whichever side ended it.
///
/// What is sent before the server took the channel over waits for it.
///
/// `@unchecked Sendable`: all mutable state is guarded by `lock`.
public final class WebSocketChannel: @unchecked Sendable {
    /// What the application asks the server to write.
    package enum Outgoing: Sendable, Equatable {
        case text(String)
        case close(WebSocketCloseCode, reason: String)
        /// The client joined: see `joined()`.
        case joined
    }

    private let lock = NSLock()
    private var writer: (@Sendable (Outgoing) -> Void)?
    private var waiting: [Outgoing] = []
    private var closed = false
    private let onText: @Sendable (String) -> Void
    private let onClose: @Sendable () -> Void

    /// A channel whose client messages go to `onText` and whose end is reported to `onClose`.
    public init(
        onText: @escaping @Sendable (String) -> Void, onClose: @escaping @Sendable () -> Void
    ) {
        self.onText = onText
        self.onClose = onClose
    }

    /// Queues `text` for the client; false once the channel has closed.
    @discardableResult
    public func send(_ text: String) -> Bool {
        write(.text(text))
    }

    /// Starts the closing handshake with `code`; the channel closes when it is over.
    public func close(_ code: WebSocketCloseCode = .normalClosure, reason: String = "") {
        _ = write(.close(code, reason: reason))
    }

    /// Says the client identified itself (a tab joined its session): until then the server closes the
    /// connection after `HTTPLimits.joinTimeout`, so sockets that never join hold nothing for long.
    public func joined() {
        _ = write(.joined)
    }

    /// Whether the connection has ended.
    public var isClosed: Bool { lock.withLock { closed } }

    private func write(_ outgoing: Outgoing) -> Bool {
        let writer: (@Sendable (Outgoing) -> Void)? = lock.withLock {
            guard !closed else { return nil }
            if self.writer == nil { waiting.append(outgoing) }
            return self.writer
        }
        writer?(outgoing)
        return !isClosed
    }

    // MARK: - The server's side

    /// The server took the connection over: what was sent meanwhile goes to `writer` first, in order.
    package func open(writer: @escaping @Sendable (Outgoing) -> Void) {
        let earlier: [Outgoing] = lock.withLock {
            self.writer = writer
            defer { waiting = [] }
            return waiting
        }
        for outgoing in earlier { writer(outgoing) }
    }

    /// A text message from the client.
    package func deliver(_ text: String) {
        onText(text)
    }

    /// The connection ended; runs `onClose` the first time.
    package func end() {
        let first: Bool = lock.withLock {
            defer {
                closed = true
                writer = nil
                waiting = []
            }
            return !closed
        }
        if first { onClose() }
    }
}
