/// Whether the server's loop takes new connections, when the process is out of descriptors (nginx's
/// and HAProxy's answer to EMFILE): the listener is set aside for `backoff` (or until a connection
/// closes), so a level-triggered listener that cannot be emptied is not reported again at once and the
/// loop does not spin; the trouble is logged once an episode, which ends when a connection is taken
/// again. Meanwhile the loop answers each waiting visitor 503 with its spare descriptor.
struct AcceptGate {
    /// How long accepting pauses after the process ran out of descriptors.
    static let backoff = Duration.milliseconds(500)

    /// Until when accepting pauses; nil while the listener is watched.
    private(set) var pausedUntil: Duration?
    /// Whether this episode was logged.
    private var logged = false

    var isPaused: Bool { pausedUntil != nil }

    /// The process ran out of descriptors at `now`: accepting pauses. True the first time in an
    /// episode, when it is to be logged.
    mutating func outOfDescriptors(now: Duration) -> Bool {
        pausedUntil = now + Self.backoff
        defer { logged = true }
        return !logged
    }

    /// A connection was taken: the episode is over.
    mutating func accepted() {
        logged = false
    }

    /// Whether accepting resumes at `now`: the backoff is over, or a connection closed (`freed`).
    mutating func resumes(now: Duration, freed: Bool) -> Bool {
        guard let pausedUntil, freed || now >= pausedUntil else { return false }
        self.pausedUntil = nil
        return true
    }
}
