import Foundation
import PubSub

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One `RedisConnection` on its socket, on a thread of its own, made again after every failure with
/// `Backoff`: a Redis that is down, refuses, hangs or sends what is not RESP costs this link a
/// reconnection, never the process. What it publishes waits in a queue of at most `maxQueued`
/// messages while it reconnects (past it the oldest are dropped); what it hears, it gives to `hear`.
///
/// `@unchecked Sendable`: `queue`, `isStopped` and `thread` are only read and written under `lock`.
final class RedisLink: @unchecked Sendable {
    /// What a link tells its owner.
    enum Heard: Sendable {
        case message([UInt8])
        /// Ready after a failure: what was published meanwhile may be missed.
        case resumed
    }

    /// The messages a publisher holds while Redis cannot take them.
    static let maxQueued = 1024
    /// What one read takes at most.
    static let readBytes = 64 * 1024

    let address: RedisAddress
    let role: RedisConnection.Role
    let limits: RedisConnection.Limits
    let backoff: Backoff
    private let log: @Sendable (String) -> Void
    private let hear: @Sendable (Heard) -> Void
    private let wake: WakePipe
    private let lock = NSLock()
    private var queue: [[UInt8]] = []
    private var isStopped = false
    private let finished = DispatchSemaphore(value: 0)
    private let start = ContinuousClock.now

    init(
        address: RedisAddress, role: RedisConnection.Role, limits: RedisConnection.Limits, backoff: Backoff,
        log: @escaping @Sendable (String) -> Void, hear: @escaping @Sendable (Heard) -> Void
    ) throws(ServerError) {
        self.address = address
        self.role = role
        self.limits = limits
        self.backoff = backoff
        self.log = log
        self.hear = hear
        wake = try WakePipe()
        Thread.detachNewThread { [self] in
            run()
            finished.signal()
        }
    }

    /// Queues `message` to publish (a publisher's); the oldest is dropped past `maxQueued`.
    func publish(_ message: [UInt8]) {
        lock.withLock {
            if queue.count == Self.maxQueued { queue.removeFirst() }
            queue.append(message)
        }
        wake.wake()
    }

    /// Ends the link: its connection is closed and its thread done when this returns.
    func stop() {
        lock.withLock { isStopped = true }
        wake.wake()
        finished.wait()
        wake.close()
    }

    private var stopped: Bool { lock.withLock { isStopped } }

    private var now: Duration { ContinuousClock.now - start }

    // MARK: The thread

    private func run() {
        var failures = 0
        while !stopped {
            let (wasReady, reason) = session(resuming: failures > 0)
            if stopped { return }
            failures = wasReady ? 1 : failures + 1
            let delay = backoff.delay(afterFailures: failures)
            if failures == 1 || failures % 20 == 0 {
                log("Redis at \(address) (\(role.name)): \(reason); trying again in \(delay)")
            }
            wait(for: delay)
        }
    }

    /// Waits `delay`, or until stopped.
    private func wait(for delay: Duration) {
        let end = now + delay
        while !stopped, now < end {
            var waiting = pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0)
            _ = poll(&waiting, 1, Self.milliseconds(end - now))
            wake.drain()
        }
    }

    /// One connection, from connecting to its end: whether it became ready, and why it ended.
    private func session(resuming: Bool) -> (wasReady: Bool, reason: String) {
        let socket: Socket
        do {
            socket = try RedisSocket.connect(to: address, within: Self.milliseconds(limits.answerTimeout))
        } catch {
            return (false, error.description)
        }
        defer { socket.close() }
        var connection = RedisConnection(role: role, limits: limits, now: now)
        connection.connected(now: now)
        var buffer = [UInt8](repeating: 0, count: Self.readBytes)
        while !stopped {
            if connection.isReady, case .publisher = role { takeQueue(into: &connection) }
            if !connection.output.isEmpty {
                let transfer = connection.output.withUnsafeBytes { socket.write($0) }
                switch transfer {
                case .bytes(let count): connection.wrote(count)
                case .wouldBlock: break
                case .closed: return (connection.isReady, "the connection failed")
                }
            }
            let timeout = connection.nextDeadline.map { Self.milliseconds($0 - now) } ?? 1000
            var waiting = [
                pollfd(
                    fd: socket.descriptor,
                    events: Int16(POLLIN) | (connection.output.isEmpty ? 0 : Int16(POLLOUT)), revents: 0),
                pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0),
            ]
            _ = poll(&waiting, 2, timeout)
            wake.drain()
            var events: [RedisConnection.Event] = []
            if waiting[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                switch buffer.withUnsafeMutableBytes({ socket.read(into: $0) }) {
                case .bytes(let count): events += connection.read(Array(buffer[..<count]), now: now)
                case .wouldBlock: break
                case .closed: return (connection.isReady, "Redis closed the connection")
                }
            }
            events += connection.tick(now: now)
            let wasReady = connection.isReady
            for event in events {
                switch event {
                case .ready:
                    if resuming {
                        log("Redis at \(address) (\(role.name)): connected again")
                        hear(.resumed)
                    }
                case .message(let payload): hear(.message(payload))
                case .close(let reason): return (wasReady, reason)
                }
            }
        }
        return (connection.isReady, "stopped")
    }

    /// Moves what waits into the connection, as far as it takes it.
    private func takeQueue(into connection: inout RedisConnection) {
        guard case .publisher = role else { return }
        lock.withLock {
            var taken = 0
            for message in queue {
                guard connection.publish(message, on: RedisPubSub.channel, now: now) else { break }
                taken += 1
            }
            queue.removeFirst(taken)
        }
    }

    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        return Int32(clamping: max(0, seconds * 1000 + attoseconds / 1_000_000_000_000_000))
    }
}

extension RedisConnection.Role {
    /// How the log names the link.
    var name: String {
        switch self {
        case .publisher: "publisher"
        case .subscriber(let channel): "subscriber of \(channel)"
        }
    }
}
