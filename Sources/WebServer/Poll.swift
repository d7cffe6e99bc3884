#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// POSIX `poll()`, on every platform: level-triggered, so a connection is watched only for what it
/// waits for now (`watch`: reading unless paused or ended, writing while a write would block), and
/// one waiting for nothing is left out of the wait. The descriptor set is rebuilt only when that
/// changes; each wait passes every watched socket to the kernel.
final class Poll: Poller {
    private let wakePipe: WakePipe
    /// What each watched descriptor's events carry, and which events it waits for.
    private var watched: [Int32: (token: UInt64, events: Int16)] = [:]
    /// The set the next wait passes, in step with `tokens`; rebuilt when `watched` changed.
    private var descriptors: [pollfd] = []
    private var tokens: [UInt64] = []
    private var changed = true

    init() throws(ServerError) {
        wakePipe = try WakePipe()
        addListener(wakePipe.readEnd, token: WakePipe.token)
    }

    func addListener(_ socket: Int32, token: UInt64) {
        set(socket, token: token, events: Int16(POLLIN))
    }

    func add(_ socket: Int32, token: UInt64) {
        set(socket, token: token, events: Int16(POLLIN))
    }

    func watch(_ socket: Int32, reading: Bool, writing: Bool) {
        guard let token = watched[socket]?.token else { return }
        set(socket, token: token, events: (reading ? Int16(POLLIN) : 0) | (writing ? Int16(POLLOUT) : 0))
    }

    func remove(_ socket: Int32) {
        if watched.removeValue(forKey: socket) != nil { changed = true }
    }

    private func set(_ socket: Int32, token: UInt64, events: Int16) {
        guard watched[socket]?.token != token || watched[socket]?.events != events else { return }
        watched[socket] = (token, events)
        changed = true
    }

    func wait(milliseconds: Int32) -> [Readiness] {
        if changed {
            descriptors = []
            tokens = []
            for (socket, watch) in watched where watch.events != 0 {
                descriptors.append(pollfd(fd: socket, events: watch.events, revents: 0))
                tokens.append(watch.token)
            }
            changed = false
        }
        let count = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
        guard count > 0 else { return [] }
        let ended = Int16(POLLIN | POLLHUP | POLLERR | POLLNVAL)
        return zip(descriptors, tokens).compactMap { descriptor, token in
            guard descriptor.revents != 0 else { return nil }
            return Readiness(
                token: token, readable: descriptor.revents & ended != 0,
                writable: descriptor.revents & Int16(POLLOUT) != 0)
        }
    }

    func wake() { wakePipe.wake() }

    func drainWakes() { wakePipe.drain() }

    func close() { wakePipe.close() }
}
