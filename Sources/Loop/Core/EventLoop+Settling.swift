// Settling: waiting, without sleeping, until no work is left but what waits for the test's time.

extension EventLoop {
    /// Whether events are queued or effects are unfinished (work sleeping on the manual clock counts).
    public var hasPendingWork: Bool { isReducing || !queue.isEmpty || !running.isEmpty }

    /// What a settle waits for.
    public enum SettleGoal: Sendable {
        /// No event is queued and every effect has finished or sleeps on the loop's manual clock: the
        /// time those wait for is the test's to move (the default).
        case idle
        /// Every effect has finished: one asleep on the loop's manual clock fails the settle at once,
        /// naming it (`LoopStall.Reason.asleepOnOwnClock`), for a test that has moved all the time it
        /// means to and expects no work left.
        case finished
    }

    /// Returns once no event is queued and every effect has finished or is only waiting on the manual
    /// clock (with `.finished`, once every effect has finished).
    ///
    /// It is a guard against a hang, never a bound on time: it fails only when the loop has not moved
    /// (no event reduced, no effect started, finished or cancelled) for `stallLimit`, so work that is
    /// slow but moving, on a busy machine, always settles.
    /// - Parameters:
    ///   - stallLimit: how long the loop may go without moving before the settle fails; nil waits as
    ///     long as the work runs (work with deadlines of its own, as a command line's requests to a
    ///     server). By default `LoopStall.defaultStallLimit`.
    ///   - clock: what `stallLimit` is measured on: real time, unless a test of the guard moves its own.
    ///   - goal: `.idle` (the default) or `.finished`.
    /// - Throws: `LoopStall` when the work left sleeps on a `ManualClock` that is not the loop's (at
    ///   once: nothing would ever wake it), when the loop did not move for `stallLimit`, or, with
    ///   `.finished`, when work sleeps on the loop's own clock; it names the effects.
    public func settle(
        stallLimit: Duration? = LoopStall.defaultStallLimit,
        on clock: any Clock<Duration> = ContinuousClock(),
        until goal: SettleGoal = .idle
    ) async throws(LoopStall) {
        while !isIdle {
            if let stall = sleepsOnAnotherClock() { throw stall }
            guard let stallLimit else {
                await waitForChange(patrol: nil)
                continue
            }
            if await !waitForChange(patrol: Patrol(limit: stallLimit, clock: clock, resetsOnProgress: true)) {
                throw LoopStall(reason: .noProgress(stallLimit), effects: runningEffects)
            }
        }
        if goal == .finished, !running.isEmpty {
            throw LoopStall(reason: .asleepOnOwnClock, effects: runningEffects)
        }
    }

    /// Waits until the loop is idle (as `settle()`), or until `patience` has passed on `clock` in all,
    /// moving or not: what a page that must answer within its patience waits. True when idle.
    @discardableResult
    public func settle(patience: Duration, on clock: any Clock<Duration>) async -> Bool {
        while !isIdle {
            if sleepsOnAnotherClock() != nil { return false }
            if await !waitForChange(patrol: Patrol(limit: patience, clock: clock, resetsOnProgress: false)) {
                return false
            }
        }
        return true
    }

    /// What watches a wait: a limit on `clock`, restarted whenever the loop moved if `resetsOnProgress`.
    private struct Patrol {
        let limit: Duration
        let clock: any Clock<Duration>
        let resetsOnProgress: Bool
    }

    /// Waits until the loop may have become idle or stalled; false when the patrol's limit passed first.
    @discardableResult
    private func waitForChange(patrol: Patrol?) async -> Bool {
        nextWaiterID += 1
        let id = nextWaiterID
        let watchdog = Task { [weak self] in
            guard let patrol else { return }
            var seen = self?.progress
            while true {
                try? await patrol.clock.sleep(for: patrol.limit)
                guard !Task.isCancelled, let self else { return }
                guard patrol.resetsOnProgress, self.progress != seen else { break }
                seen = self.progress
            }
            self?.idleWaiters.removeValue(forKey: id)?.resume(returning: false)
        }
        defer { watchdog.cancel() }
        return await withCheckedContinuation { idleWaiters[id] = $0 }
    }

    /// Settles, then moves the manual clock forward by `duration` one sleeper's deadline at a time,
    /// settling at each: work that sleeps again when it wakes (a timer ticking every second) wakes at
    /// every deadline on the way, in order, as it would in real time. Without a manual clock it only
    /// settles.
    /// `stallLimit` is measured on `limitClock` (real time unless a test gives its own).
    /// - Throws: `LoopStall`, as `settle(stallLimit:)`, from any of the settles on the way.
    public func settle(
        advancingTimeBy duration: Duration, stallLimit: Duration? = LoopStall.defaultStallLimit,
        on limitClock: any Clock<Duration> = ContinuousClock()
    ) async throws(LoopStall) {
        try await settle(stallLimit: stallLimit, on: limitClock)
        guard let clock else { return }
        let target = clock.now.advanced(by: duration)
        while let next = clock.nextDeadline, next <= target {
            clock.advance(by: clock.now.duration(to: next))
            try await settle(stallLimit: stallLimit, on: limitClock)
        }
        clock.advance(by: clock.now.duration(to: target))
        try await settle(stallLimit: stallLimit, on: limitClock)
    }

    /// Settles, then keeps moving the manual clock to the next sleeper's deadline and settling again,
    /// until no work is left at all.
    ///
    /// Work that never ends (a running timer) would keep it from returning, so it is bounded in
    /// virtual time and in deadlines: past `LoopStall.maxSettleTime` of the clock's time or
    /// `LoopStall.maxSettleWakes` deadlines it fails naming the work that keeps sleeping again. Move
    /// time by a bounded amount with `settle(advancingTimeBy:)` for such work.
    /// `stallLimit` is measured on `limitClock` (real time unless a test gives its own).
    /// - Throws: `LoopStall`, as `settle(stallLimit:)`, from any of the settles on the way, and
    ///   `LoopStall.Reason.keepsRearming` past either bound.
    public func settleAdvancingTime(
        stallLimit: Duration? = LoopStall.defaultStallLimit,
        on limitClock: any Clock<Duration> = ContinuousClock()
    ) async throws(LoopStall) {
        try await settle(stallLimit: stallLimit, on: limitClock)
        guard let clock else { return }
        let start = clock.now
        var wakes = 0
        while !running.isEmpty, let next = clock.nextDeadline {
            let elapsed = start.duration(to: next)
            guard wakes < LoopStall.maxSettleWakes, elapsed <= LoopStall.maxSettleTime else {
                throw LoopStall(
                    reason: .keepsRearming(wakes: wakes, elapsed: start.duration(to: clock.now)),
                    effects: effectsAsleep)
            }
            clock.advance(by: max(.zero, clock.now.duration(to: next)))
            wakes += 1
            try await settle(stallLimit: stallLimit, on: limitClock)
        }
    }

    /// No event waits and every running effect sleeps on the loop's clock. Each effect reports its own
    /// sleeps, so work of other loops sleeping on the same clock (sessions sharing one) never counts.
    private var isIdle: Bool {
        guard queue.isEmpty, !isReducing else { return false }
        guard let clock else { return running.isEmpty }
        let own = ObjectIdentifier(clock)
        return running.values.allSatisfy { $0.effect.sleeps(on: own) }
    }

    @usableFromInline
    func resumeIdleWaitersIfIdle() {
        guard !idleWaiters.isEmpty, isIdle || sleepsOnAnotherClock() != nil else { return }
        let waiters = idleWaiters.values
        idleWaiters.removeAll()
        for waiter in waiters { waiter.resume(returning: true) }
    }
}
