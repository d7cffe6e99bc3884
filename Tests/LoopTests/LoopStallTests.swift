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
            try await loop.settle(advancingTimeBy: .seconds(1), timeout: .seconds(60))
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

    @Test("work still busy when the timeout passes fails, naming what still runs")
    func timeout() async throws {
        let loop = EventLoop(Probe(), state: Probe.State(), handler: Stubborn())
        loop.send(.fetch("slow"))
        #expect(
            await loop.stall(after: .milliseconds(100), on: ManualClock())
                == LoopStall(reason: .timedOut(.milliseconds(100)), effects: ["fetch(\"slow\")"]))
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
                == LoopStall(reason: .timedOut(.milliseconds(100)), effects: ["fetch(\"slow\")"]))
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
            try await loop.settle(timeout: .seconds(60), until: .finished)
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

extension EventLoop {
    /// How `settle(timeout:on:)` ends once `clock` passed `timeout`: the stall, or nil if it returned.
    fileprivate func stall(after timeout: Duration, on clock: ManualClock) async -> LoopStall? {
        let settling = Task { () -> LoopStall? in
            do throws(LoopStall) {
                try await settle(timeout: timeout, on: clock)
                return nil
            } catch {
                return error
            }
        }
        await clock.waitForSleepers(1)
        clock.advance(by: timeout)
        return await settling.value
    }
}
