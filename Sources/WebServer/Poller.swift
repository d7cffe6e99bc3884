/// What the server's loop waits on: the readiness of the listener and every connection, and a
/// wake-up from other threads (`WakePipe`), in one wait. `Epoll` is Linux's, `Poll` anyone's. Only
/// the loop's thread calls it, but for `wake()`.
protocol Poller: AnyObject {
    /// Watches a listener for connections (level-triggered: one not taken is reported again).
    func addListener(_ socket: Int32, token: UInt64)
    /// Watches a connection for reading (and writing, once `watch` asks); its events carry `token`.
    func add(_ socket: Int32, token: UInt64)
    /// What a connection waits for now. Whoever is told a socket is ready reads (or writes) it until it
    /// would block, so an edge-triggered backend ignores this; a level-triggered one watches only these,
    /// lest a socket nobody will serve now be reported on every wait.
    func watch(_ socket: Int32, reading: Bool, writing: Bool)
    /// Stops watching `socket` (a listener set aside, a connection about to close).
    func remove(_ socket: Int32)
    /// Waits up to `milliseconds` and returns what is ready; the wake-up pipe's events carry
    /// `WakePipe.token`.
    func wait(milliseconds: Int32) -> [Readiness]
    /// Wakes a `wait` from any thread.
    func wake()
    /// Clears the wake-ups (after a wake event).
    func drainWakes()
    /// Releases the poller's descriptors.
    func close()
}

/// What a wait reported for one descriptor.
struct Readiness {
    var token: UInt64
    /// Something to read, or the peer's end or a failure, which a read finds.
    var readable: Bool
    var writable: Bool
}
