import CaseStudies
import Loop
import LoopTesting
import Testing

@Suite("Timer")
struct TimerTests {
    @Test("ticks each second while running; stopping cancels the ticking; reset")
    func ticks() {
        let tester = FeatureTester(TimerFeature(), state: TimerState())
        tester.send(.toggleTapped, effects: [.tick(every: .seconds(1))]) { $0.isRunning = true }
        tester.answer(.tick(every: .seconds(1)), with: .ticked, stillRunning: true) { $0.seconds = 1 }
        tester.answer(.tick(every: .seconds(1)), with: .ticked, stillRunning: true) { $0.seconds = 2 }
        tester.send(.toggleTapped, effects: [.stopTicking]) { $0.isRunning = false }
        #expect(tester.pendingEffects.isEmpty)
        tester.send(.resetTapped) { $0.seconds = 0 }
        tester.finish()
    }

    @Test("through the loop on the manual clock: one tick per second, none once stopped")
    @MainActor func throughTheLoop() async throws {
        let clock = ManualClock()
        let loop = EventLoop(
            TimerFeature(), state: TimerState(), handler: TimerEffectHandler(clock: clock), clock: clock)
        loop.send(.toggleTapped)
        try await loop.settle(advancingTimeBy: .milliseconds(3_500))
        #expect(loop.state.seconds == 3)
        try await loop.settle(advancingTimeBy: .milliseconds(500))
        #expect(loop.state.seconds == 4)
        loop.send(.toggleTapped)
        try await loop.settle(advancingTimeBy: .seconds(10))
        #expect(loop.state.seconds == 4)
        #expect(!loop.hasPendingWork)
    }

    @Test("the time reads as minutes and seconds")
    func time() {
        #expect(TimerState(seconds: 7).viewState.time == "00:07")
        #expect(TimerState(seconds: 75).viewState.time == "01:15")
        #expect(TimerState(seconds: 6_000).viewState.time == "100:00")
    }

    @Test("snapshots: running and stopped")
    func snapshots() {
        assertScreen(
            RootState(path: [.timer(TimerState(seconds: 7, isRunning: true))]), named: "timer-running")
        assertScreen(RootState(path: [.timer(TimerState(seconds: 62))]), named: "timer-stopped")
    }
}
