/// When an open WebSocket is pinged, and when it is given up on (Phoenix's channel heartbeat, in the
/// protocol): pinged once it has been quiet for `heartbeatInterval` (nothing written, or nothing
/// heard from the client); closed when the client sent no whole frame (a pong or any message) within
/// `heartbeatTimeout` of the first ping it left unanswered, or when its application has not said it
/// joined within `joinTimeout`. So a silent client goes within `heartbeatInterval + heartbeatTimeout`,
/// one that never joins within `joinTimeout`.
struct WebSocketLiveness {
    /// What is due at a given time.
    enum Due: Equatable {
        case nothing
        case ping
        case close
    }

    private let limits: HTTPLimits
    /// When the client's last whole frame came.
    private var lastHeard: Duration
    /// When the first ping still unanswered was sent.
    private var unansweredPing: Duration?
    /// When the application must have said the client joined; nil once it did.
    private var joinDeadline: Duration?

    /// A WebSocket opened at `now`.
    init(limits: HTTPLimits, now: Duration) {
        self.limits = limits
        lastHeard = now
        joinDeadline = now + .seconds(limits.joinTimeout)
    }

    /// The client sent a whole frame at `now`: it lives.
    mutating func heard(now: Duration) {
        lastHeard = now
        unansweredPing = nil
    }

    /// The application said the client joined: `joinTimeout` no longer applies.
    mutating func joined() {
        joinDeadline = nil
    }

    /// What is due at `now`, given the time of the last write; a ping returned counts as sent.
    mutating func due(now: Duration, lastWrite: Duration) -> Due {
        if let joinDeadline, now >= joinDeadline { return .close }
        if let unansweredPing, now - unansweredPing >= .seconds(limits.heartbeatTimeout) { return .close }
        let interval = Duration.seconds(limits.heartbeatInterval)
        let writeQuiet = now - lastWrite >= interval
        let clientQuiet = unansweredPing == nil && now - lastHeard >= interval
        guard writeQuiet || clientQuiet else { return .nothing }
        if unansweredPing == nil { unansweredPing = now }
        return .ping
    }
}
