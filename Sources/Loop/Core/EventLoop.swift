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
///   not own, when nothing moves for its stall limit, or when work keeps re-arming on the clock.
///
/// The loop never copies the whole state: the reducer mutates it in place, and observers compare only
/// the part they project. This file is the runtime (events, effects); observing, settling and stall
/// detection are each in a file beside it.
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

    /// The reducer every event goes through (a replay reduces a recording's events with it).
    public let feature: Feature
    private let handler: any EffectHandler<Effect, Event>
    let clock: ManualClock?

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
    /// The step observer and all observers composed into one closure, so an event costs one check
    /// whatever watches it; nil when nothing does. `step` calls a local copy, so an observer that
    /// observes or cancels (replacing this closure) keeps the running chain alive.
    @exclusivity(unchecked) @usableFromInline var afterStep: ((Event, [Effect], inout State) -> Void)?
    /// What watches every step with its event and effects (`observeSteps`), a recorder, in
    /// registration order.
    var stepObservers: [Observer] = []
    /// Continuations of `settle()` callers, by waiter. Resumed from a copy after the property is
    /// emptied, so a resumed waiter that settles again adds to the emptied dictionary, never to the one
    /// being walked. A waiter resumed with `false` timed out.
    @exclusivity(unchecked) @usableFromInline var idleWaiters: [UInt64: CheckedContinuation<Bool, Never>] =
        [:]
    var nextWaiterID: UInt64 = 0

    /// The unfinished work by token: its task, what it runs, its identity and its scopes.
    var running:
        [UInt64: (task: Task<Void, Never>, effect: RunningEffect, id: Effect.ID?, scopes: [Effect.ID])] = [:]
    private var tokensByID: [Effect.ID: UInt64] = [:]
    /// The unfinished work of each scope (`EffectScheduling.scoped`), which a cancel of the scope stops.
    private var tokensByScope: [Effect.ID: Set<UInt64>] = [:]
    private var nextToken: UInt64 = 0
    /// In registration order.
    var observers: [Observer] = []
    var nextObserverID: UInt64 = 0
    /// How many times the loop has moved: an event reduced, an effect started, finished or cancelled.
    /// A settle that sees it move is making progress, however slowly (`LoopStall.Reason.noProgress`).
    @exclusivity(unchecked) @usableFromInline var progress: UInt64 = 0

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
        progress &+= 1
        if let after = afterStep { after(event, effects, &storage) }
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
        progress &+= 1
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
        progress &+= 1
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
