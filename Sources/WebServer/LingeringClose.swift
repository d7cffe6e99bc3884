/// Visitors answered before they were read (503 at capacity), closing the way nginx closes a
/// connection it answered early: the answer written, the write side shut (the visitor reads the end
/// after the answer), and what the visitor still sends read and dropped until it closes, `duration`
/// passes or `maxBytes` came. Closed with its request unread, a socket would answer with a reset, and
/// the visitor's read could fail before it saw the 503.
///
/// Bounded: at most `maxCount` visitors linger at once (their descriptors come out of
/// `HTTPServer.reservedDescriptors`); a new one takes the place of the one that came first, which is
/// closed. Touched only on the server loop's thread.
struct LingeringClose {
    /// The most visitors lingering at once.
    static let maxCount = 8
    /// How long a visitor lingers at most, on the server's clock.
    static let duration = Duration.seconds(2)
    /// The most bytes read from a lingering visitor before it is closed anyway.
    static let maxBytes = 64 * 1024

    private struct Visitor {
        let socket: Socket
        let until: Duration
        var bytesRead: Int
    }

    private var visitors: [UInt64: Visitor] = [:]

    /// How many visitors linger now.
    var count: Int { visitors.count }

    /// Whether `token` is a lingering visitor's.
    func contains(_ token: UInt64) -> Bool { visitors[token] != nil }

    /// Writes `answer` to `socket`, shuts its write side and reads what the visitor has sent so far:
    /// false when the visitor is done (it closed or failed, or sent past `maxBytes`), for the caller
    /// to close it; true when it may still send.
    static func answer(
        _ socket: Socket, with answer: [UInt8], buffer: UnsafeMutableRawBufferPointer
    ) -> Bool {
        _ = answer.withUnsafeBytes { socket.write($0) }
        socket.shutdownWrite()
        var bytesRead = 0
        return drain(socket, counting: &bytesRead, into: buffer)
    }

    /// Keeps the answered `socket` under `token` until `now + duration`. When `maxCount` visitors
    /// linger already, the one that came first (it had the longest to read its answer) makes room:
    /// its socket is returned, removed, for the caller to stop watching and close.
    mutating func keep(_ socket: Socket, token: UInt64, now: Duration) -> Socket? {
        var evicted: Socket?
        if visitors.count >= Self.maxCount, let oldest = visitors.min(by: { $0.value.until < $1.value.until })
        {
            visitors[oldest.key] = nil
            evicted = oldest.value.socket
        }
        visitors[token] = Visitor(socket: socket, until: now + Self.duration, bytesRead: 0)
        return evicted
    }

    /// Reads and drops what the visitor `token` sent: nil while it lingers; its socket, removed, once it
    /// is done (it closed or failed, or sent past `maxBytes`), for the caller to stop watching and close.
    mutating func readable(_ token: UInt64, buffer: UnsafeMutableRawBufferPointer) -> Socket? {
        guard var visitor = visitors[token] else { return nil }
        if Self.drain(visitor.socket, counting: &visitor.bytesRead, into: buffer) {
            visitors[token] = visitor
            return nil
        }
        visitors[token] = nil
        return visitor.socket
    }

    /// The visitors whose time is up at `now`, removed: the caller stops watching and closes them.
    mutating func expired(at now: Duration) -> [Socket] {
        let done = visitors.filter { $0.value.until <= now }
        for token in done.keys { visitors[token] = nil }
        return done.values.map(\.socket)
    }

    /// Every lingering visitor, removed: the server stops.
    mutating func removeAll() -> [Socket] {
        defer { visitors = [:] }
        return visitors.values.map(\.socket)
    }

    /// Reads until the socket would block; false when the visitor closed, failed or sent too much.
    private static func drain(
        _ socket: Socket, counting bytesRead: inout Int, into buffer: UnsafeMutableRawBufferPointer
    ) -> Bool {
        while true {
            switch socket.read(into: buffer) {
            case .bytes(let count):
                bytesRead += count
                guard bytesRead <= maxBytes else { return false }
            case .wouldBlock: return true
            case .closed: return false
            }
        }
    }
}
