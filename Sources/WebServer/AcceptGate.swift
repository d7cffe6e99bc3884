/// Whether the server's loop takes new connections, and when it says it cannot.
///
/// The loop admits at most its capacity, which leaves descriptors spare for the runtime: libdispatch
/// traps (SIGILL) when it cannot open one, so a server that let its connections take every descriptor
/// could die of it. A visitor beyond the capacity is answered 503 and closed at once.
///
/// Should the process run out of descriptors all the same (EMFILE, nginx's and HAProxy's answer), the
/// listener is set aside for `backoff` (or until a connection closes), so a level-triggered listener
/// that cannot be emptied is not reported again at once and the loop does not spin; meanwhile the loop
/// answers each waiting visitor 503 with its spare descriptor.
///
/// Each trouble is logged once an episode, which ends when a connection is admitted again.
struct AcceptGate {
    /// How long accepting pauses after the process ran out of descriptors.
    static let backoff = Duration.milliseconds(500)

    /// Why visitors are being turned away.
    enum Trouble: Equatable {
        /// The server holds as many connections as it can serve.
        case atCapacity
        /// The process has no descriptor left.
        case outOfDescriptors
    }

    /// Until when accepting pauses; nil while the listener is watched.
    private(set) var pausedUntil: Duration?
    /// The trouble logged in this episode.
    private var logged: Trouble?

    var isPaused: Bool { pausedUntil != nil }

    /// The process ran out of descriptors at `now`: accepting pauses. True the first time in an
    /// episode, when it is to be logged.
    mutating func outOfDescriptors(now: Duration) -> Bool {
        pausedUntil = now + Self.backoff
        return report(.outOfDescriptors)
    }

    /// A visitor was turned away because the server is full. True the first time in an episode, when
    /// it is to be logged.
    mutating func atCapacity() -> Bool {
        report(.atCapacity)
    }

    /// A connection was admitted: the episode is over.
    mutating func admitted() {
        logged = nil
    }

    /// Whether accepting resumes at `now`: the backoff is over, or a connection closed (`freed`).
    mutating func resumes(now: Duration, freed: Bool) -> Bool {
        guard let pausedUntil, freed || now >= pausedUntil else { return false }
        self.pausedUntil = nil
        return true
    }

    private mutating func report(_ trouble: Trouble) -> Bool {
        defer { logged = trouble }
        return logged != trouble
    }
}
