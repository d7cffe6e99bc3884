import Loop
import Testing

@MainActor
@Suite("EventLoop")
struct EventLoopTests {
    let clock = ManualClock()

    func makeLoop() -> (EventLoop<Probe>, ProbeHandler) {
        let handler = ProbeHandler(clock: clock)
        return (EventLoop(Probe(), state: Probe.State(), handler: handler, clock: clock), handler)
    }

    @Test(
        "step observers see each event with its effects before the observers; a second watches beside the first"
    )
    func stepObserver() {
        let (loop, _) = makeLoop()
        var seen: [String] = []
        let observation = loop.observe(\.count) { seen.append("count \($0)") }
        let first = loop.observeSteps { event, effects, state in
            seen.append("first \(event) \(effects) at \(state.count)")
        }
        loop.send(.increment)
        let second = loop.observeSteps { event, _, _ in seen.append("second \(event)") }
        loop.send(.fetch("a"))
        first.cancel()  // the second keeps watching
        loop.send(.noop)
        second.cancel()
        loop.send(.increment)
        #expect(
            seen == [
                "count 0", "first increment [] at 1", "count 1",
                "first fetch(\"a\") [LoopTests.Probe.Effect.fetch(\"a\")] at 1", "second fetch(\"a\")",
                "second noop", "count 2",
            ])
        withExtendedLifetime(observation) {}
    }

    @Test("an event sent while another is reduced is queued, not re-entered")
    func noReentrance() {
        let (loop, _) = makeLoop()
        var sentFromObserver = false
        let observation = loop.observe(\.count) { count in
            guard count == 1, !sentFromObserver else { return }
            sentFromObserver = true
            loop.send(.noop)
            #expect(loop.state.log == ["increment"], "the queued event must not run inside the observer")
        }
        loop.send(.increment)
        #expect(loop.state.log == ["increment", "noop"])
        withExtendedLifetime(observation) {}
    }

    @Test("events sent while the queue drains are reduced after it, in arrival order, one at a time")
    func reentranceWhileDraining() {
        let (loop, _) = makeLoop()
        var pendingInsideObserver: [Bool] = []
        let observation = loop.observe(\.count) { count in
            pendingInsideObserver.append(loop.hasPendingWork)
            switch count {
            case 1:
                loop.send(.increment)
                loop.send(.fetch("x"))
                #expect(loop.state.count == 1, "queued events must wait for the observer to return")
            case 2:
                loop.send(.noop)
            default:
                break
            }
        }
        loop.send(.increment)
        #expect(loop.state.log == ["increment", "increment", "fetch(\"x\")", "noop"])
        #expect(loop.state.count == 2)
        #expect(pendingInsideObserver == [false, true, true], "inside a reduction, work is pending")
        loop.send(.increment)
        #expect(loop.state.log.last == "increment", "the loop takes events again once the queue is drained")
        withExtendedLifetime(observation) {}
    }

    @Test("an observer that cancels itself and adds another while notified breaks nothing")
    func observersChangedWhileNotified() {
        let (loop, _) = makeLoop()
        var first: [Int] = []
        var second: [Int] = []
        var added: ObserverToken?
        var observation: ObserverToken?
        observation = loop.observe(\.count) { count in
            first.append(count)
            guard count == 1 else { return }
            observation?.cancel()
            added = loop.observe(\.count) { second.append($0) }
        }
        loop.send(.increment)
        loop.send(.increment)
        loop.send(.noop)
        loop.send(.increment)
        #expect(first == [0, 1], "a cancelled observer is not called again")
        #expect(second == [1, 2, 3], "an observer added while notified sees every later change")
        added?.cancel()
    }

    @Test("several callers settling at once all return, and may settle again")
    func concurrentSettles() async throws {
        let (loop, handler) = makeLoop()
        loop.send(.fetchTwo("a", "b"))
        let callers = (0..<4).map { caller in
            Task { @MainActor in
                try await loop.settle()
                try await loop.settle()
                return caller
            }
        }
        var settled: [Int] = []
        for caller in callers { settled.append(try await caller.value) }
        #expect(settled == [0, 1, 2, 3])
        #expect(handler.started == ["a", "b"])
        #expect(loop.state.results.sorted() == ["a", "b"], "both answered, in no promised order")
        #expect(!loop.hasPendingWork)
    }

    @Test("all effects of one event start before any effect of the next")
    func effectOrder() async throws {
        let (loop, handler) = makeLoop()
        loop.send(.fetchTwo("a1", "a2"))
        loop.send(.fetch("b1"))
        try await loop.settle()
        #expect(handler.started == ["a1", "a2", "b1"])
        // The answers come back as their work ends, in no promised order (with --no-parallel, b1's
        // came before a2's): each is there once.
        #expect(loop.state.results.sorted() == ["a1", "a2", "b1"])
    }

    @Test("a replacing effect cancels the older one with the same identity and drops its answer")
    func replacingDropsStaleAnswer() async throws {
        let (loop, handler) = makeLoop()
        loop.send(.search("ip"))
        loop.send(.search("iphone"))
        try await loop.settleAdvancingTime()
        #expect(handler.started == ["search ip", "search iphone"])
        #expect(loop.state.results == ["results for iphone"])
    }

    @Test("debounce: only the last of quick successive searches answers")
    func debounce() async throws {
        let (loop, _) = makeLoop()
        for query in ["i", "ip", "iph"] {
            loop.send(.search(query))
            try await loop.settle()
            clock.advance(by: .milliseconds(100))
        }
        try await loop.settle()
        #expect(loop.state.results.isEmpty, "nothing answers before 300 ms of quiet")
        clock.advance(by: .milliseconds(200))
        try await loop.settleAdvancingTime()
        #expect(loop.state.results == ["results for iph"])
    }

    @Test("moving time by an amount wakes repeating work at every deadline on the way")
    func advancingTimeBy() async throws {
        let (loop, _) = makeLoop()
        loop.send(.startTicking)
        try await loop.settle(advancingTimeBy: .milliseconds(3_500))
        #expect(loop.state.results == ["tick", "tick", "tick"])
        #expect(clock.now.offset == .milliseconds(3_500))
        try await loop.settle(advancingTimeBy: .milliseconds(500))
        #expect(loop.state.results == ["tick", "tick", "tick", "tick"])
        loop.send(.stopTicking)
        try await loop.settle(advancingTimeBy: .seconds(5))
        #expect(loop.state.results.count == 4)
        #expect(!loop.hasPendingWork)
    }

    @Test("a cancelling effect stops the work with its identity; the handler never sees it")
    func cancellation() async throws {
        let (loop, handler) = makeLoop()
        loop.send(.search("tv"))
        try await loop.settle()
        loop.send(.cancelSearch)
        try await loop.settleAdvancingTime()
        #expect(loop.state.results.isEmpty)
        #expect(!handler.started.contains("cancel"))
        #expect(!loop.hasPendingWork)
    }

    @Test("answers from cancelled work are dropped and counted")
    func droppedAnswers() async throws {
        let clock = ManualClock()
        let handler = LateAnswerHandler()
        let loop = EventLoop(Probe(), state: Probe.State(), handler: handler, clock: clock)
        loop.send(.search("a"))
        await Task.yield()
        loop.send(.cancelSearch)
        handler.release()
        try await loop.settle()
        for _ in 0..<20 { await Task.yield() }
        #expect(loop.state.results.isEmpty)
        #expect(loop.droppedAnswerCount == 1)
    }

    @Test("observers are called only when their value changed")
    func observersOnlyOnChange() {
        let (loop, _) = makeLoop()
        var counts: [Int] = []
        let observation = loop.observe(\.count) { counts.append($0) }
        loop.send(.noop)
        loop.send(.increment)
        loop.send(.noop)
        loop.send(.increment)
        #expect(counts == [0, 1, 2])
        withExtendedLifetime(observation) {}
    }

    @Test("dropping an observation unregisters its observer")
    func droppedObservation() {
        let (loop, _) = makeLoop()
        var counts: [Int] = []
        var observation: ObserverToken? = loop.observe(\.count) { counts.append($0) }
        loop.send(.increment)
        #expect(observation != nil)
        observation = nil
        loop.send(.increment)
        #expect(counts == [0, 1])
    }

    @Test("a cancelled observation is no longer called")
    func cancelObservation() {
        let (loop, _) = makeLoop()
        var counts: [Int] = []
        let observation = loop.observe(\.count) { counts.append($0) }
        observation.cancel()
        loop.send(.increment)
        #expect(counts == [0])
    }

    @Test("settle returns while work only waits on the manual clock; time moves only when told")
    func settleWithSleepingWork() async throws {
        let (loop, _) = makeLoop()
        loop.send(.search("mac"))
        try await loop.settle()
        #expect(loop.hasPendingWork)
        #expect(loop.state.results.isEmpty)
        clock.advance(by: .milliseconds(299))
        try await loop.settle()
        #expect(loop.state.results.isEmpty)
        clock.advance(by: .milliseconds(1))
        try await loop.settleAdvancingTime()
        #expect(loop.state.results == ["results for mac"])
        #expect(!loop.hasPendingWork)
    }
}

/// Answers a search only when released, even after it was cancelled, like a network call that ignores
/// cancellation.
@MainActor
final class LateAnswerHandler: EffectHandler {
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var released = false

    func release() {
        released = true
        for waiter in waiting { waiter.resume() }
        waiting.removeAll()
    }

    func handle(_ effect: Probe.Effect, send: Send<Probe.Event>) async {
        if !released { await withCheckedContinuation { waiting.append($0) } }
        send(.answered("late"))
    }
}
