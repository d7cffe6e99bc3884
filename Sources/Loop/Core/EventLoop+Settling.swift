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
    /// - Parameters:
    ///   - timeout: how long to wait in real time for the work to finish; nil waits as long as it runs
    ///     (work with deadlines of its own, as a command line's requests to a server). By default
    ///     `LoopStall.defaultTimeout`.
    ///   - goal: `.idle` (the default) or `.finished`.
    /// - Throws: `LoopStall` when the work left sleeps on a `ManualClock` that is not the loop's (at
    ///   once: nothing would ever wake it), when `timeout` passed first, or, with `.finished`, when work
    ///   sleeps on the loop's own clock; it names the effects.
    public func settle(timeout: Duration? = LoopStall.defaultTimeout, until goal: SettleGoal = .idle)
        async throws(LoopStall)
    {
        try await settle(timeout: timeout, on: ContinuousClock(), until: goal)
    }

    /// Returns once no event is queued and every effect has finished or is only waiting on the manual
    /// clock, or throws when `timeout` passed first on `clock`: a server answering a page after at most
    /// some patience measures it on its own clock, which a test moves.
    /// - Throws: `LoopStall`, as `settle(timeout:until:)`.
    public func settle(timeout: Duration?, on clock: any Clock<Duration>, until goal: SettleGoal = .idle)
        async throws(LoopStall)
    {
        while !isIdle {
            if let stall = sleepsOnAnotherClock() { throw stall }
            // Only a timeout that was given can pass.
            if await !waitForChange(timeout: timeout, on: clock), let timeout {
                throw LoopStall(reason: .timedOut(timeout), effects: runningEffects)
            }
        }
        if goal == .finished, !running.isEmpty {
            throw LoopStall(reason: .asleepOnOwnClock, effects: runningEffects)
        }
    }

    /// Waits until the loop may have become idle or stalled; false when `timeout` passed first.
    private func waitForChange(timeout: Duration?, on clock: any Clock<Duration>) async -> Bool {
        nextWaiterID += 1
        let id = nextWaiterID
        let watchdog = Task { [weak self] in
            guard let timeout else { return }
            try? await clock.sleep(for: timeout)
            guard !Task.isCancelled else { return }
            self?.idleWaiters.removeValue(forKey: id)?.resume(returning: false)
        }
        defer { watchdog.cancel() }
        return await withCheckedContinuation { idleWaiters[id] = $0 }
    }

    /// Settles, then moves the manual clock forward by `duration` one sleeper's deadline at a time,
    /// settling at each: work that sleeps again when it wakes (a timer ticking every second) wakes at
    /// every deadline on the way, in order, as it would in real time. Without a manual clock it only
    /// settles.
    /// `timeout` is measured on `limitClock` (real time unless a test gives its own).
    /// - Throws: `LoopStall`, as `settle(timeout:)`, from any of the settles on the way.
    public func settle(
        advancingTimeBy duration: Duration, timeout: Duration? = LoopStall.defaultTimeout,
        on limitClock: any Clock<Duration> = ContinuousClock()
    ) async throws(LoopStall) {
        try await settle(timeout: timeout, on: limitClock)
        guard let clock else { return }
        let target = clock.now.advanced(by: duration)
        while let next = clock.nextDeadline, next <= target {
            clock.advance(by: clock.now.duration(to: next))
            try await settle(timeout: timeout, on: limitClock)
        }
        clock.advance(by: clock.now.duration(to: target))
        try await settle(timeout: timeout, on: limitClock)
    }

    /// Settles, then keeps moving the manual clock to the next sleeper's deadline and settling again,
    /// until no work is left at all. Work that never ends (a running timer) keeps it from returning:
    /// move time by a bounded amount with `settle(advancingTimeBy:)` instead.
    /// `timeout` is measured on `limitClock` (real time unless a test gives its own).
    /// - Throws: `LoopStall`, as `settle(timeout:)`, from any of the settles on the way.
    public func settleAdvancingTime(
        timeout: Duration? = LoopStall.defaultTimeout, on limitClock: any Clock<Duration> = ContinuousClock()
    ) async throws(LoopStall) {
        try await settle(timeout: timeout, on: limitClock)
        while let clock, !running.isEmpty, clock.advanceToNextDeadline() {
            try await settle(timeout: timeout, on: limitClock)
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
