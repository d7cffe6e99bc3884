import Foundation

/// One Server-Sent Event: an optional name and id, and data (which may span lines).
public struct ServerSentEvent: Sendable, Equatable {
    public var event: String?
    public var data: String
    public var id: String?

    public init(event: String? = nil, data: String, id: String? = nil) {
        self.event = event
        self.data = data
        self.id = id
    }

    /// The wire form: `event:`/`id:` lines (CR and LF removed from them), one `data:` line per line of
    /// `data`, and a blank line.
    public var encoded: String {
        var text = ""
        if let event { text += "event: \(Self.singleLine(event))\n" }
        if let id { text += "id: \(Self.singleLine(id))\n" }
        for line in data.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            text += "data: \(line)\n"
        }
        return text + "\n"
    }

    private static func singleLine(_ text: String) -> String {
        text.filter { !$0.isNewline }
    }
}

/// The writing end of a `text/event-stream` response. A handler returns `.eventStream(stream)`, keeps
/// the stream and `send`s events to it whenever answers arrive; the server writes them, adds a
/// heartbeat comment when nothing was sent for a while, and closes the stream when the client goes,
/// a write times out, or more than `maxPending` events wait unwritten (a client that does not read).
/// `send` then returns false and the `onClose` actions run, once.
///
/// `@unchecked Sendable`: all mutable state is guarded by `condition`.
public final class EventStream: @unchecked Sendable {
    /// What the server's writer gets from `next(timeout:)`.
    package enum Next: Equatable {
        case events([ServerSentEvent])
        case idle
        case closed
    }

    private let condition = NSCondition()
    private var pending: [ServerSentEvent] = []
    private var closed = false
    private var closeActions: [@Sendable () -> Void] = []
    private let maxPending: Int

    public init(maxPending: Int = 1024) {
        self.maxPending = maxPending
    }

    /// Queues `event` for the client; false when the stream is closed.
    @discardableResult
    public func send(_ event: ServerSentEvent) -> Bool {
        condition.lock()
        guard !closed else {
            condition.unlock()
            return false
        }
        guard pending.count < maxPending else {
            condition.unlock()
            close()
            return false
        }
        pending.append(event)
        condition.signal()
        condition.unlock()
        return true
    }

    public var isClosed: Bool {
        condition.lock()
        defer { condition.unlock() }
        return closed
    }

    /// Runs `action` once when the stream closes (at once if it already has).
    public func onClose(_ action: @escaping @Sendable () -> Void) {
        condition.lock()
        if closed {
            condition.unlock()
            action()
            return
        }
        closeActions.append(action)
        condition.unlock()
    }

    /// Ends the stream; the server finishes writing what was sent before and closes the connection.
    public func close() {
        condition.lock()
        guard !closed else {
            condition.unlock()
            return
        }
        closed = true
        let actions = closeActions
        closeActions = []
        condition.broadcast()
        condition.unlock()
        for action in actions { action() }
    }

    /// The server's side: waits up to `timeout` seconds for events; what was sent before a close is
    /// still delivered.
    package func next(timeout: Double) -> Next {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while pending.isEmpty, !closed {
            if !condition.wait(until: deadline) { break }
        }
        if !pending.isEmpty {
            defer { pending = [] }
            return .events(pending)
        }
        return closed ? .closed : .idle
    }
}
