/// One connection to Redis as a publisher or as the subscriber of one channel, without its socket
/// (sans-IO, as `HTTPConnection` is): the transport tells it the connection opened, hands it the bytes
/// it read and the time, writes what it holds (`output`), and acts on the events it returns. No clock
/// is read and nothing waits here, so every step is tested byte by byte on a manual time.
///
/// A subscriber sends `SUBSCRIBE channel` and is `ready` once Redis confirms it, then gives each
/// message published on the channel. A publisher checks Redis answers (`PING`), is `ready`, then
/// sends each `PUBLISH` it is given. Either pings a quiet connection every `pingInterval`; a reply that
/// has not come `answerTimeout` after its command, an error reply, an answer that is not what the
/// command asks for, or bytes that are not RESP close the connection, naming why. What it holds is
/// bounded: `maxPendingBytes` of unwritten commands (a publish past it is refused) and the reader's
/// `maxValueBytes`.
public struct RedisConnection {
    /// What the connection is for.
    public enum Role: Equatable, Sendable {
        case publisher
        case subscriber(channel: String)
    }

    /// What the transport is to do, besides writing `output`.
    public enum Event: Equatable, Sendable {
        /// Redis answered the handshake: publish, or expect messages, from now on.
        case ready
        /// A message published on the subscribed channel.
        case message([UInt8])
        /// Close the socket, for the reason given; the connection is over.
        case close(String)
    }

    /// The bounds and times of a connection.
    public struct Limits: Sendable {
        /// How long a command's reply may take.
        public var answerTimeout: Duration = .seconds(5)
        /// How long the connection may be quiet before it is pinged.
        public var pingInterval: Duration = .seconds(15)
        /// The unwritten commands it may hold; a publish past it is refused.
        public var maxPendingBytes = 4 << 20
        /// The largest value Redis may send.
        public var maxValueBytes = 1 << 20

        public init() {}
    }

    public let role: Role
    public let limits: Limits
    public private(set) var isReady = false
    public private(set) var isClosed = false
    /// The bytes to write, in order; tell `wrote(_:)` how many were.
    public private(set) var output: [UInt8] = []
    private var reader: RESPReader
    /// When each command still waiting for its reply was sent, oldest first.
    private var awaiting: [Duration] = []
    private var lastHeard: Duration

    public init(role: Role, limits: Limits = Limits(), now: Duration) {
        self.role = role
        self.limits = limits
        reader = RESPReader(maxValueBytes: limits.maxValueBytes)
        lastHeard = now
    }

    /// The socket connected: the handshake is written.
    public mutating func connected(now: Duration) {
        lastHeard = now
        switch role {
        case .publisher: send(RESPWriter.command("PING"), now: now)
        case .subscriber(let channel): send(RESPWriter.command("SUBSCRIBE", channel), now: now)
        }
    }

    /// Publishes `payload` on `channel`; false, with nothing sent, when the connection is not a ready
    /// publisher or holds `maxPendingBytes` already.
    public mutating func publish(_ payload: [UInt8], on channel: String, now: Duration) -> Bool {
        guard role == .publisher, isReady, !isClosed else { return false }
        let command = RESPWriter.command([Array("PUBLISH".utf8), Array(channel.utf8), payload])
        guard output.count + command.count <= limits.maxPendingBytes else { return false }
        send(command, now: now)
        return true
    }

    /// `count` bytes of `output` were written.
    public mutating func wrote(_ count: Int) {
        output.removeFirst(min(count, output.count))
    }

    /// Takes what the socket read.
    public mutating func read(_ bytes: [UInt8], now: Duration) -> [Event] {
        guard !isClosed else { return [] }
        lastHeard = now
        reader.feed(bytes)
        var events: [Event] = []
        while !isClosed {
            let value: RESPValue?
            do {
                value = try reader.next()
            } catch {
                events.append(close("Redis sent \(error)"))
                break
            }
            guard let value else { break }
            events += take(value, now: now)
        }
        return events
    }

    /// Time passed: a reply overdue closes the connection; a quiet one is pinged.
    public mutating func tick(now: Duration) -> [Event] {
        guard !isClosed else { return [] }
        if let oldest = awaiting.first, now - oldest >= limits.answerTimeout {
            return [close("Redis did not answer within \(limits.answerTimeout)")]
        }
        if awaiting.isEmpty, now - lastHeard >= limits.pingInterval {
            send(RESPWriter.command("PING"), now: now)
        }
        return []
    }

    /// When `tick` next has something to do.
    public var nextDeadline: Duration? {
        guard !isClosed else { return nil }
        if let oldest = awaiting.first { return oldest + limits.answerTimeout }
        return lastHeard + limits.pingInterval
    }

    // MARK: Replies

    private mutating func take(_ value: RESPValue, now: Duration) -> [Event] {
        if case .error(let message) = value { return [close("Redis refused: \(message)")] }
        switch role {
        case .publisher:
            return reply(value, expected: "an integer or PONG") {
                if case .integer = $0 { return true }
                return $0 == .simple("PONG")
            }
        case .subscriber(let channel):
            guard case .array(let items?) = value, let kind = items.first?.text?.lowercased() else {
                return [close("Redis sent \(Self.describe(value)) where a subscriber expects an array")]
            }
            switch (kind, items.count) {
            case ("message", 3) where items[1].text == channel:
                guard case .bulk(let payload?) = items[2] else {
                    return [close("Redis sent a message without a payload")]
                }
                return [.message(payload)]
            case ("subscribe", 3) where items[1].text == channel, ("pong", 2):
                return reply(value, expected: "") { _ in true }
            default:
                return [close("Redis sent \(Self.describe(value)) to a subscriber of \(channel)")]
            }
        }
    }

    /// The reply to the oldest command waiting for one, if `isExpected`; the first makes it ready.
    private mutating func reply(
        _ value: RESPValue, expected: String, isExpected: (RESPValue) -> Bool
    ) -> [Event] {
        guard !awaiting.isEmpty else { return [close("Redis sent \(Self.describe(value)) unasked")] }
        guard isExpected(value) else {
            return [close("Redis sent \(Self.describe(value)) where \(expected) was expected")]
        }
        awaiting.removeFirst()
        guard !isReady else { return [] }
        isReady = true
        return [.ready]
    }

    private mutating func send(_ command: [UInt8], now: Duration) {
        output += command
        awaiting.append(now)
    }

    private mutating func close(_ reason: String) -> Event {
        isClosed = true
        isReady = false
        output.removeAll()
        return .close(reason)
    }

    /// A value named in a few words for a reason, never its payload.
    private static func describe(_ value: RESPValue) -> String {
        switch value {
        case .simple(let text): "'+\(text.prefix(32))'"
        case .error: "an error"
        case .integer(let number): "the integer \(number)"
        case .bulk(let bytes): bytes.map { "a bulk string of \($0.count) bytes" } ?? "a nil bulk string"
        case .array(let items): items.map { "an array of \($0.count)" } ?? "a nil array"
        }
    }
}
