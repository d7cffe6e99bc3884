import Foundation
import Loop
import Testing

/// `settle` fails, naming the effects, instead of waiting for ever.
@MainActor
@Suite("Settling work that cannot finish")
struct LoopStallTests {
    @Test("an effect sleeping on a clock the loop does not own fails settle at once, named")
    func anotherClock() async throws {
        let handlerClock = ManualClock()
        let loop = EventLoop(
            Probe(), state: Probe.State(), handler: ProbeHandler(clock: handlerClock), clock: ManualClock())
        loop.send(.search("shoes"))
        // A minute's timeout: the failure comes from seeing the other clock, not from waiting.
        let error = await #expect(throws: LoopStall.self) {
            try await loop.settle(advancingTimeBy: .seconds(1), stallLimit: .seconds(60))
        }
        #expect(error == LoopStall(reason: .sleepsOnAnotherClock, effects: ["search(\"shoes\")"]))
        #expect(
            error?.description == """
                settle cannot finish: 1 effect(s) sleep on a ManualClock the loop does not own, so nothing will wake them:
                  search("shoes")
                Fix: give the loop (EventLoop(_:state:handler:clock:)) the same ManualClock as the effect handler.
                """)
    }

    @Test("a loop without a manual clock whose effect sleeps on one fails too")
    func noClockOfItsOwn() async throws {
        let loop = EventLoop(Probe(), state: Probe.State(), handler: ProbeHandler(clock: ManualClock()))
        loop.send(.search("a"))
        await #expect(throws: LoopStall(reason: .sleepsOnAnotherClock, effects: ["search(\"a\")"])) {
            try await loop.settle()
        }
    }

    @Test("work that does not move for the stall limit fails, naming what still runs")
    func noProgress() async throws {
        let loop = EventLoop(Probe(), state: Probe.State(), handler: Stubborn())
        loop.send(.fetch("slow"))
        let stall = await loop.stall(after: .milliseconds(100), on: ManualClock())
        #expect(stall == LoopStall(reason: .noProgress(.milliseconds(100)), effects: ["fetch(\"slow\")"]))
        #expect(
            stall?.description == """
                settle saw no progress for 0.1 seconds (no event reduced, no effect started or finished): \
                1 effect(s) still running:
                  fetch("slow")
                Fix: if they wait for time, give the loop and the handler one ManualClock; if they wait for an \
                answer that never comes, answer or cancel them.
                """)
    }

    @Test("work that is slow but moving settles however many stall limits pass, and fails once it stops")
    func slowButMoving() async throws {
        let limitClock = ManualClock()
        let steps = AsyncStream<Void>.makeStream()
        let loop = EventLoop(Probe(), state: Probe.State(), handler: Trickle(steps: steps.stream))
        loop.send(.fetch("slow"))
        let settling = Task { () -> LoopStall? in
            do throws(LoopStall) {
                try await loop.settle(stallLimit: .seconds(5), on: limitClock)
                return nil
            } catch {
                return error
            }
        }
        // Three stall limits pass, each after the work moved once: a busy machine, not a hang.
        for answered in 1...3 {
            await limitClock.waitForSleepers(1)
            steps.continuation.yield()
            while loop.state.results.count < answered { await Task.yield() }
            limitClock.advance(by: .seconds(5))
        }
        // Then it stops moving: the next limit fails, naming it.
        await limitClock.waitForSleepers(1)
        limitClock.advance(by: .seconds(5))
        #expect(
            await settling.value == LoopStall(reason: .noProgress(.seconds(5)), effects: ["fetch(\"slow\")"]))
        #expect(loop.state.results == ["step", "step", "step"])
    }

    @Test("settling with time moving fails when work sleeps again each time it wakes, naming it")
    func keepsRearming() async throws {
        let clock = ManualClock()
        let loop = EventLoop(Probe(), state: Probe.State(), handler: ProbeHandler(clock: clock), clock: clock)
        loop.send(.startTicking)
        let error = await #expect(throws: LoopStall.self) { try await loop.settleAdvancingTime() }
        #expect(
            error
                == LoopStall(
                    reason: .keepsRearming(wakes: 1_000, elapsed: .seconds(1_000)), effects: ["tick"]))
        #expect(loop.state.results.count == 1_000)
        #expect(
            error?.description == """
                settle moved the clock to 1000 deadline(s) over 1000.0 seconds and 1 effect(s) still sleep again \
                each time they wake:
                  tick
                Fix: work that runs until stopped (a timer) never settles: move time by a bounded amount \
                (settle(advancingTimeBy:), a script's `advance`), or stop it first.
                """)
    }

    @Test("settling with time moving fails past a day of the clock's time, naming what sleeps")
    func pastADay() async throws {
        let clock = ManualClock()
        let loop = EventLoop(
            Probe(), state: Probe.State(), handler: ProbeHandler(clock: clock, searchDelay: .seconds(86_401)),
            clock: clock)
        loop.send(.search("tomorrow"))
        await #expect(
            throws: LoopStall(
                reason: .keepsRearming(wakes: 0, elapsed: .zero), effects: ["search(\"tomorrow\")"])
        ) { try await loop.settleAdvancingTime() }
        #expect(loop.state.results == [])
    }

    @Test("work of another loop asleep on a shared clock does not make a busy loop idle")
    func sharedClock() async throws {
        let clock = ManualClock()
        let sleeping = EventLoop(
            Probe(), state: Probe.State(), handler: ProbeHandler(clock: clock), clock: clock)
        sleeping.send(.search("shoes"))
        try await sleeping.settle()
        #expect(clock.sleeperCount == 1)
        let busy = EventLoop(Probe(), state: Probe.State(), handler: Stubborn(), clock: clock)
        busy.send(.fetch("slow"))
        #expect(
            await busy.stall(after: .milliseconds(100), on: ManualClock())
                == LoopStall(reason: .noProgress(.milliseconds(100)), effects: ["fetch(\"slow\")"]))
    }

    @Test("settle(until: .finished) fails at once while an effect sleeps on the loop's own clock, named")
    func asleepOnOwnClock() async throws {
        let clock = ManualClock()
        let loop = EventLoop(Probe(), state: Probe.State(), handler: ProbeHandler(clock: clock), clock: clock)
        loop.send(.search("shoes"))
        try await loop.settle()
        #expect(loop.effectsAsleep == ["search(\"shoes\")"])
        // A minute's timeout: the failure comes from seeing the sleeper, not from waiting.
        let error = await #expect(throws: LoopStall.self) {
            try await loop.settle(stallLimit: .seconds(60), until: .finished)
        }
        #expect(
            error?.description == """
                settle found 1 effect(s) asleep on the loop's ManualClock, which only the test moves:
                  search("shoes")
                Fix: move time past their deadlines (settle(advancingTimeBy:) or settleAdvancingTime()), or \
                cancel them, before expecting every effect finished.
                """)
        try await loop.settleAdvancingTime()
        try await loop.settle(until: .finished)
        #expect(loop.effectsAsleep.isEmpty)
    }

    @Test("an effect on the loop's own clock still settles and advances as before")
    func ownClock() async throws {
        let clock = ManualClock()
        let loop = EventLoop(Probe(), state: Probe.State(), handler: ProbeHandler(clock: clock), clock: clock)
        loop.send(.search("ok"))
        try await loop.settle(advancingTimeBy: .seconds(1))
        #expect(loop.state.results == ["results for ok"])
    }
}

/// Never answers: its work runs until it is cancelled.
@MainActor
private struct Stubborn: EffectHandler {
    /// A stream nothing is ever sent on; its continuation is kept so that it never finishes.
    private let never = AsyncStream<Never>.makeStream()

    func handle(_ effect: Probe.Effect, send: Send<Probe.Event>) async {
        for await _ in never.stream {}
    }
}

/// Answers "step" each time the test yields on `steps`, for ever: work that moves only when told.
@MainActor
private struct Trickle: EffectHandler {
    let steps: AsyncStream<Void>

    func handle(_ effect: Probe.Effect, send: Send<Probe.Event>) async {
        for await _ in steps { send(.answered("step")) }
    }
}

extension EventLoop {
    /// How `settle(stallLimit:on:)` ends once `clock` passed `limit`: the stall, or nil if it returned.
    fileprivate func stall(after limit: Duration, on clock: ManualClock) async -> LoopStall? {
        let settling = Task { () -> LoopStall? in
            do throws(LoopStall) {
                try await settle(stallLimit: limit, on: clock)
                return nil
            } catch {
                return error
            }
        }
        await clock.waitForSleepers(1)
        clock.advance(by: limit)
        return await settling.value
    }
}
