import Foundation

/// A clock whose time moves only when told, so tests and the headless driver exercise delays,
/// debounces, timeouts and back-off without waiting.
///
/// It conforms to the standard library's `Clock`, so code that takes `any Clock<Duration>` runs on it
/// unchanged. Sleepers wake, in deadline order, when `advance(by:)` moves time past their deadline.
public final class ManualClock: Clock, @unchecked Sendable {
    /// A point in manual time: the duration since the clock's origin.
    public struct Instant: InstantProtocol, Hashable, Sendable {
        public var offset: Duration

        public init(offset: Duration) {
            self.offset = offset
        }

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

        public func duration(to other: Instant) -> Duration { other.offset - offset }

        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let id: UInt64
        let deadline: Instant
        /// The loop's effect whose task sleeps, told when it wakes.
        let effect: RunningEffect?
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current: Instant
    private var sleepers: [Sleeper] = []
    private var cancelledBeforeSleeping: Set<UInt64> = []
    private var nextSleeperID: UInt64 = 0
    private var sleepersChanged: [@Sendable () -> Void] = []
    /// Tasks waiting for a number of sleepers (`waitForSleepers`).
    private var sleeperWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    public init(now: Duration = .zero) {
        current = Instant(offset: now)
    }

    public var now: Instant { lock.withLock { current } }

    public var minimumResolution: Duration { .zero }

    /// How many tasks are waiting on this clock.
    public var sleeperCount: Int { lock.withLock { sleepers.count } }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        // An effect the event loop started is told when it sleeps here and when it wakes, so that its
        // loop can tell work only waiting for time, and work waiting on a clock it does not own (and
        // would wait for for ever).
        let effect = RunningEffect.current
        let id = lock.withLock {
            nextSleeperID += 1
            return nextSleeperID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: Result<Void, any Error>? = lock.withLock {
                    if cancelledBeforeSleeping.remove(id) != nil { return .failure(CancellationError()) }
                    if deadline <= current { return .success(()) }
                    sleepers.append(
                        Sleeper(id: id, deadline: deadline, effect: effect, continuation: continuation))
                    return nil
                }
                if let outcome {
                    continuation.resume(with: outcome)
                } else {
                    effect?.startsSleeping(on: ObjectIdentifier(self))
                    notifySleepersChanged()
                }
            }
        } onCancel: {
            let sleeper: Sleeper? = lock.withLock {
                guard let index = sleepers.firstIndex(where: { $0.id == id }) else {
                    cancelledBeforeSleeping.insert(id)
                    return nil
                }
                return sleepers.remove(at: index)
            }
            if let sleeper {
                wake(sleeper, with: .failure(CancellationError()))
                notifySleepersChanged()
            }
        }
    }

    /// Moves time forward and wakes every sleeper whose deadline has come, earliest first.
    public func advance(by duration: Duration) {
        let due: [Sleeper] = lock.withLock {
            current = current.advanced(by: duration)
            let due = sleepers.filter { $0.deadline <= current }.sorted { $0.deadline < $1.deadline }
            sleepers.removeAll { $0.deadline <= current }
            return due
        }
        for sleeper in due { wake(sleeper, with: .success(())) }
        if !due.isEmpty { notifySleepersChanged() }
    }

    private func wake(_ sleeper: Sleeper, with outcome: Result<Void, any Error>) {
        sleeper.effect?.stopsSleeping(on: ObjectIdentifier(self))
        sleeper.continuation.resume(with: outcome)
    }

    /// The earliest deadline a task sleeps until; nil when nobody sleeps.
    public var nextDeadline: Instant? { lock.withLock { sleepers.map(\.deadline).min() } }

    /// Moves time to the earliest sleeper's deadline and wakes it; false when nobody sleeps.
    @discardableResult
    public func advanceToNextDeadline() -> Bool {
        guard let next = nextDeadline else { return false }
        advance(by: max(.zero, now.duration(to: next)))
        return true
    }

    /// Calls `observer` whenever a task starts or stops sleeping; the event loop uses it to know when
    /// all its work is only waiting for time.
    public func observeSleepers(_ observer: @escaping @Sendable () -> Void) {
        lock.withLock { sleepersChanged.append(observer) }
    }

    /// Returns once at least `count` tasks sleep on the clock: a test that moves time for work started
    /// elsewhere (a server's timer, a ticker) first waits for that work to be asleep, without polling.
    public func waitForSleepers(_ count: Int = 1) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = lock.withLock {
                guard sleepers.count < count else { return true }
                sleeperWaiters.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    private func notifySleepersChanged() {
        let (observers, ready) = lock.withLock {
            let count = sleepers.count
            let ready = sleeperWaiters.filter { $0.count <= count }.map(\.continuation)
            sleeperWaiters.removeAll { $0.count <= count }
            return (sleepersChanged, ready)
        }
        for observer in observers { observer() }
        for continuation in ready { continuation.resume() }
    }
}
