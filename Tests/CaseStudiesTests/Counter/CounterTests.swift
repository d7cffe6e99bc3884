import CaseStudies
import Loop
import LoopTesting
import Testing

@Suite("Counter")
struct CounterTests {
    @Test("counts up and down")
    func counts() {
        let tester = FeatureTester(CounterFeature(), state: CounterState())
        tester.send(.incrementTapped) { $0.count = 1 }
        tester.send(.decrementTapped) { $0.count = 0 }
        tester.send(.decrementTapped) { $0.count = -1 }
        tester.finish()
    }

    @Test("a fact about the number is fetched and shown")
    func fact() {
        let tester = FeatureTester(CounterFeature(), state: CounterState(count: 7))
        tester.send(.factTapped, effects: [.fetchFact(7)]) { $0.fact = .loading(7) }
        tester.answer(.fetchFact(7), with: .factLoaded(7, "7 is odd and prime.")) {
            $0.fact = .loaded(7, "7 is odd and prime.")
        }
        tester.finish()
    }

    @Test("a newer request replaces the older, which is never answered")
    func newerReplacesOlder() {
        let tester = FeatureTester(CounterFeature(), state: CounterState(count: 1))
        tester.send(.factTapped, effects: [.fetchFact(1)]) { $0.fact = .loading(1) }
        tester.send(.incrementTapped) { $0.count = 2 }
        tester.send(.factTapped, effects: [.fetchFact(2)]) { $0.fact = .loading(2) }
        #expect(tester.pendingEffects == [.fetchFact(2)])
        tester.answer(.fetchFact(2), with: .factLoaded(2, "2 is even and prime.")) {
            $0.fact = .loaded(2, "2 is even and prime.")
        }
        tester.finish()
    }

    @Test("a failed request shows the server's message")
    func failure() {
        let tester = FeatureTester(CounterFeature(), state: CounterState(count: -3))
        tester.send(.factTapped, effects: [.fetchFact(-3)]) { $0.fact = .loading(-3) }
        tester.answer(.fetchFact(-3), with: .factFailed(-3, "No facts about negative numbers.")) {
            $0.fact = .failed(-3, "No facts about negative numbers.")
        }
        tester.finish()
    }

    @Test("through the loop and the fake server, only the newest request answers")
    @MainActor func newestAnswersThroughTheLoop() async throws {
        let clock = ManualClock()
        let loop = EventLoop(
            CounterFeature(), state: CounterState(count: 4),
            handler: CounterEffectHandler(client: FakeFactServer(clock: clock)), clock: clock)
        loop.send(.factTapped)
        try await loop.settle(advancingTimeBy: .milliseconds(300))
        loop.send(.incrementTapped)
        loop.send(.factTapped)
        try await loop.settle(advancingTimeBy: .milliseconds(300))
        #expect(loop.state.fact == .loading(5), "the first answer, due at 500 ms, was dropped")
        try await loop.settle(advancingTimeBy: .milliseconds(200))
        #expect(loop.state.fact == .loaded(5, "5 is odd and prime."))
        #expect(!loop.hasPendingWork)
    }

    @Test("the fake server knows parity, primes and squares, and nothing of negative numbers")
    func fakeServer() async throws {
        let server = FakeFactServer(clock: ContinuousClock(), latency: .zero)
        #expect(try await server.fact(about: 0) == "0 is even and a perfect square.")
        #expect(try await server.fact(about: 1) == "1 is odd and a perfect square.")
        #expect(try await server.fact(about: 2) == "2 is even and prime.")
        #expect(try await server.fact(about: 9) == "9 is odd and a perfect square.")
        #expect(try await server.fact(about: 12) == "12 is even.")
        await #expect(throws: FactError(message: "No facts about negative numbers.")) {
            try await server.fact(about: -1)
        }
    }

    @Test("snapshots: a fact loading, and loaded")
    func snapshots() {
        assertScreen(
            RootState(path: [.counter(CounterState(count: 3, fact: .loading(3)))]), named: "counter-loading")
        assertScreen(
            RootState(path: [.counter(CounterState(count: 3, fact: .loaded(3, "3 is odd and prime.")))]),
            named: "counter-fact")
    }
}
