/// Runs a feature: feeds events to its reducer one at a time, starts the effects it returns through an
/// effect handler, and feeds the handler's answers back as events.
///
/// Guarantees:
/// - Events are reduced strictly one at a time, in arrival order; an event sent while another is being
///   reduced (by an observer, say) is queued, never re-entered.
/// - All effects of one event are started before any effect of the next.
/// - Work is cancelled by identity (`EffectScheduling`); answers from cancelled or replaced work are
///   dropped, never applied.
/// - An observer is called only when the value it observes changed.
/// - `settle()` returns once no work is pending, so tests and the headless driver never sleep; it
///   throws `LoopStall` instead of waiting for ever when the work left sleeps on a clock the loop does
///   not own, or when its timeout passes.
///
/// The loop never copies the whole state: the reducer mutates it in place, and observers compare only
/// the part they project.
@MainActor
public final class EventLoop<Feature: Reducer> where Feature.Effect: LoopEffect, Feature.Event: Sendable {
    public typealias State = Feature.State
    public typealias Event = Feature.Event
    public typealias Effect = Feature.Effect

    /// The current state.
    public var state: State {
        _read { yield storage }
    }

    /// The state itself. Exclusivity is unchecked: only `step` writes it (the reducer sees nothing but
    /// its `inout` argument), one event at a time, so no access can overlap a write. That lets observers
    /// get the state in place (`inout`, only read) instead of a copy per event, and still read `state`.
    @exclusivity(unchecked) @usableFromInline var storage: State

    @usableFromInline let feature: Feature
    private let handler: any EffectHandler<Effect, Event>
    private let clock: ManualClock?

    // The four properties below are touched by every `send`, and their exclusivity is unchecked too:
    // a dynamic check costs a thread-local lookup per access, most of what `send` cost beyond the
    // reducer. Unchecked is safe because every access to them is instantaneous: each is read, assigned
    // or mutated by a standard-library call (`append`, `removeAll`) that runs no code of ours, and none
    // is passed `inout` to anything that could call back into the loop. The loop is main-actor
    // isolated, so no two accesses run at once either. The cases that could make two accesses overlap
    // are each handled where noted below and exercised by `EventLoopTests`: an observer sending while
    // the queue drains ("events sent while the queue drains…"), an observer observing or cancelling
    // while notified ("an observer that cancels itself…"), and waiters settling again as they are
    // resumed ("several callers settling at once…").

    /// Events sent while reducing, in arrival order. Only `send` appends (when `isReducing`) and only
    /// `drainQueue` reads and empties it, copying each event out before reducing it.
    @exclusivity(unchecked) @usableFromInline var queue: [Event] = []
    /// True from the start of a `send` until its queue is drained; only `send` assigns it.
    @exclusivity(unchecked) @usableFromInline var isReducing = false
    /// All observers composed into one closure; nil when there are none. `step` calls a local copy, so
    /// an observer that observes or cancels (replacing this closure) keeps the running chain alive.
    @exclusivity(unchecked) @usableFromInline var notifyObservers: ((inout State) -> Void)?
    /// Continuations of `settle()` callers, by waiter. Resumed from a copy after the property is
    /// emptied, so a resumed waiter that settles again adds to the emptied dictionary, never to the one
    /// being walked. A waiter resumed with `false` timed out.
    @exclusivity(unchecked) @usableFromInline var idleWaiters: [UInt64: CheckedContinuation<Bool, Never>] =
        [:]
    private var nextWaiterID: UInt64 = 0

    /// The unfinished work by token: its task, what it runs, its identity and its scopes.
    private var running:
        [UInt64: (task: Task<Void, Never>, effect: RunningEffect, id: Effect.ID?, scopes: [Effect.ID])] = [:]
    private var tokensByID: [Effect.ID: UInt64] = [:]
    /// The unfinished work of each scope (`EffectScheduling.scoped`), which a cancel of the scope stops.
    private var tokensByScope: [Effect.ID: Set<UInt64>] = [:]
    private var nextToken: UInt64 = 0
    /// In registration order.
    private var observers: [Observer] = []
    private var nextObserverID: UInt64 = 0

    /// How many answers were dropped because their work had been cancelled or replaced.
    public private(set) var droppedAnswerCount = 0

    /// Makes a loop that runs `feature` from `state`.
    /// - Parameters:
    ///   - feature: the reducer every event goes through.
    ///   - state: the state to start from.
    ///   - handler: performs the effects the reducer returns and sends their answers back.
    ///   - clock: the manual clock effects sleep on, if any; `settle()` then treats work that is
    ///     only waiting for time as idle, and `settle(advancingTimeBy:)` moves that time.
    public init(
        _ feature: Feature, state: State, handler: some EffectHandler<Effect, Event>,
        clock: ManualClock? = nil
    ) {
        self.feature = feature
        self.storage = state
        self.handler = handler
        self.clock = clock
        clock?.observeSleepers { [weak self] in
            Task { @MainActor in self?.resumeIdleWaitersIfIdle() }
        }
    }

    /// Queues an event; it is reduced at once unless another event is being reduced.
    ///
    /// Inlinable, with `step` and `drainQueue`, so that the reducer is called specialised for the
    /// caller's feature rather than through its generic witness.
    @inlinable
    public func send(_ event: Event) {
        guard !isReducing else {
            queue.append(event)
            return
        }
        isReducing = true
        step(event)
        if !queue.isEmpty { drainQueue() }
        isReducing = false
        if !idleWaiters.isEmpty { resumeIdleWaitersIfIdle() }
    }

    /// Reduces one event, then tells the observers and starts the event's effects.
    @inlinable
    func step(_ event: Event) {
        let effects = feature.reduce(&storage, event)
        if let notify = notifyObservers { notify(&storage) }
        for index in 0..<effects.count { start(effects[index]) }
    }

    /// Reduces the events queued while reducing, in arrival order, and those they queue in turn.
    @inlinable
    func drainQueue() {
        var next = 0
        while next < queue.count {
            let event = queue[next]
            next += 1
            step(event)
        }
        queue.removeAll(keepingCapacity: true)
    }

    /// Calls `onChange` with `project(state)` now and whenever that value changes, for as long as the
    /// returned `Observation` is kept (cancelling or dropping it unregisters the observer).
    ///
    /// Project only what you draw: the loop keeps the last projected value to compare with.
    ///
    /// Inlinable so that the comparison is compiled for the caller's concrete types.
    @inlinable
    public func observe<Value: Equatable>(
        _ project: @escaping (State) -> Value, onChange: @escaping (Value) -> Void
    ) -> Observation {
        let last = LastValue(project(state))
        onChange(last.value)
        return addObserver { state in
            let value = project(state)
            guard value != last.value else { return }
            last.value = value
            onChange(value)
        }
    }

    /// Registers an observer's comparison; observers are called in registration order.
    @usableFromInline
    func addObserver(_ notify: @escaping (inout State) -> Void) -> Observation {
        nextObserverID += 1
        let id = nextObserverID
        observers.append(Observer(id: id, notify: notify))
        chainObservers()
        return Observation { [weak self] in
            self?.observers.removeAll { $0.id == id }
            self?.chainObservers()
        }
    }

    /// An observer's comparison of its projection; it only reads the state it is given.
    private final class Observer {
        let id: UInt64
        let notify: (inout State) -> Void

        init(id: UInt64, notify: @escaping (inout State) -> Void) {
            self.id = id
            self.notify = notify
        }
    }

    /// Composes the observers into the one closure `send` calls, so an event costs one call however the
    /// observers are stored.
    private func chainObservers() {
        var chain: ((inout State) -> Void)?
        for observer in observers {
            let notify = observer.notify
            if let previous = chain {
                chain = { state in
                    previous(&state)
                    notify(&state)
                }
            } else {
                chain = notify
            }
        }
        notifyObservers = chain
    }

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

    /// The effects asleep on the loop's manual clock now, in the order they started: work that waits
    /// for the test (or script) to move time.
    public var effectsAsleep: [String] {
        guard let clock else { return [] }
        let own = ObjectIdentifier(clock)
        return running.sorted { $0.key < $1.key }.filter { $0.value.effect.sleeps(on: own) }
            .map(\.value.effect.description)
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

    /// The stall when every running effect sleeps on a manual clock and one of them is not the loop's.
    private func sleepsOnAnotherClock() -> LoopStall? {
        guard queue.isEmpty, !isReducing, !running.isEmpty else { return nil }
        let own = clock.map(ObjectIdentifier.init)
        let clocks = running.values.map { $0.effect.sleepingOn }
        guard clocks.allSatisfy({ $0 != nil }), clocks.contains(where: { $0 != own }) else { return nil }
        let stuck = running.sorted { $0.key < $1.key }.filter { $0.value.effect.sleepingOn != own }
        return LoopStall(reason: .sleepsOnAnotherClock, effects: stuck.map(\.value.effect.description))
    }

    /// The running effects' descriptions, in the order they started.
    private var runningEffects: [String] {
        running.sorted { $0.key < $1.key }.map(\.value.effect.description)
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

    @usableFromInline
    func start(_ effect: Effect) {
        let scheduling = effect.scheduling
        var id: Effect.ID?
        switch scheduling.unscoped {
        case .cancel(let id):
            cancel(id)
            return
        case .delegate:
            return
        case .replacing(let replaced):
            cancel(replaced)
            nextToken += 1
            tokensByID[replaced] = nextToken
            id = replaced
        case .run, .scoped:  // `unscoped` is never `.scoped`
            nextToken += 1
        }
        let token = nextToken
        let scopes = scheduling.scopes
        for scope in scopes { tokensByScope[scope, default: []].insert(token) }
        let send = Send<Event> { [weak self] event in self?.deliver(event, from: token) }
        let handler = handler
        let running = RunningEffect(effect) { [weak self] in
            Task { @MainActor in self?.resumeIdleWaitersIfIdle() }
        }
        self.running[token] = (
            Task { [weak self] in
                await RunningEffect.$current.withValue(running) {
                    await handler.handle(effect, send: send)
                }
                self?.finish(token)
            }, running, id, scopes
        )
    }

    /// Stops the work identified by `id` and the work of the scope `id`.
    private func cancel(_ id: Effect.ID) {
        let tokens = Array(tokensByScope[id] ?? []) + (tokensByID[id].map { [$0] } ?? [])
        guard !tokens.isEmpty else { return }
        for token in tokens { forget(token)?.cancel() }
        resumeIdleWaitersIfIdle()
    }

    /// Removes unfinished work from every record: its task, or nil when it was already gone.
    private func forget(_ token: UInt64) -> Task<Void, Never>? {
        guard let work = running.removeValue(forKey: token) else { return nil }
        if let id = work.id, tokensByID[id] == token { tokensByID[id] = nil }
        for scope in work.scopes {
            tokensByScope[scope]?.remove(token)
            if tokensByScope[scope]?.isEmpty == true { tokensByScope[scope] = nil }
        }
        return work.task
    }

    private func deliver(_ event: Event, from token: UInt64) {
        guard running[token] != nil else {
            droppedAnswerCount += 1
            return
        }
        send(event)
    }

    private func finish(_ token: UInt64) {
        guard forget(token) != nil else { return }
        resumeIdleWaitersIfIdle()
    }
}

/// The value an observer projected last, kept between events to compare with.
///
/// Exclusivity is unchecked (a captured `var` would be checked on every event): only the one observer
/// closure that creates it ever sees it, on the main actor, and it reads the value to compare and
/// assigns it before calling `onChange`, so no access to it spans a call that could reach it again.
@usableFromInline
final class LastValue<Value> {
    @exclusivity(unchecked) @usableFromInline var value: Value

    @usableFromInline
    init(_ value: Value) {
        self.value = value
    }
}

/// Keeps an observer registered while it is kept: `cancel()`, or dropping the last reference to it,
/// removes the observer, as a view that goes away stops observing.
@MainActor
public final class Observation {
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    isolated deinit {
        cancel()
    }

    public func cancel() {
        onCancel?()
        onCancel = nil
    }
}
