import Loop
import LoopTesting
import Testing

struct CitySearch: Reducer {
    struct State: Equatable {
        var query = ""
        var results: [String] = []
        var isSearching = false
    }

    enum Event: Sendable {
        case typed(String)
        case found(query: String, cities: [String])
    }

    enum Effect: LoopEffect {
        case search(String)
        case cancelSearch

        enum ID: Hashable, Sendable { case search }

        var scheduling: EffectScheduling<ID> {
            switch self {
            case .search: .replacing(.search)
            case .cancelSearch: .cancel(.search)
            }
        }
    }

    func reduce(_ state: inout State, _ event: Event) -> [Effect] {
        switch event {
        case .typed(let text):
            state.query = text
            guard !text.isEmpty else {
                state.results = []
                state.isSearching = false
                return [.cancelSearch]
            }
            state.isSearching = true
            return [.search(text)]
        case .found(let query, let cities):
            guard query == state.query else { return [] }
            state.results = cities
            state.isSearching = false
            return []
        }
    }
}

@MainActor
struct CitySearchHandler: EffectHandler {
    let clock: any Clock<Duration>
    let cities: [String]

    func handle(_ effect: CitySearch.Effect, send: Send<CitySearch.Event>) async {
        guard case .search(let query) = effect else { return }
        do {
            try await clock.sleep(for: .milliseconds(300))
        } catch {
            return
        }
        send(.found(query: query, cities: cities.filter { $0.hasPrefix(query) }))
    }
}

@Test func typingReplacesTheSearchInFlight() {
    let tester = FeatureTester(CitySearch(), state: CitySearch.State())
    tester.send(.typed("S"), effects: [.search("S")]) {
        $0.query = "S"
        $0.isSearching = true
    }
    tester.send(.typed("Se"), effects: [.search("Se")]) { $0.query = "Se" }
    #expect(tester.pendingEffects == [.search("Se")])
    tester.answer(.search("Se"), with: .found(query: "Se", cities: ["Seoul"])) {
        $0.results = ["Seoul"]
        $0.isSearching = false
    }
    tester.finish()
}

@Test func clearingTheFieldCancelsTheSearch() {
    let tester = FeatureTester(CitySearch(), state: CitySearch.State())
    tester.send(.typed("B"), effects: [.search("B")]) {
        $0.query = "B"
        $0.isSearching = true
    }
    tester.send(.typed(""), effects: [.cancelSearch]) {
        $0.query = ""
        $0.isSearching = false
    }
    #expect(tester.pendingEffects.isEmpty)
    tester.finish()
}

@Test func aStaleAnswerChangesNothing() {
    let tester = FeatureTester(CitySearch(), state: CitySearch.State(query: "Se", isSearching: true))
    tester.send(.found(query: "S", cities: ["Seoul", "Sejong"]))
}

@Test func dismissALoadThisTestIsNotAbout() {
    let tester = FeatureTester(CitySearch(), state: CitySearch.State())
    tester.send(.typed("P"), effects: [.search("P")]) {
        $0.query = "P"
        $0.isSearching = true
    }
    tester.dismiss(.search("P"))
    tester.finish()
}

@MainActor
@Test func theLoopDebouncesOnTheClockItShares() async throws {
    let clock = ManualClock()
    let loop = EventLoop(
        CitySearch(), state: CitySearch.State(),
        handler: CitySearchHandler(clock: clock, cities: ["Busan", "Sejong", "Seoul"]), clock: clock)
    loop.send(.typed("S"))
    try await loop.settle(advancingTimeBy: .milliseconds(100))
    loop.send(.typed("Seo"))
    try await loop.settle(advancingTimeBy: .milliseconds(300))
    #expect(loop.state.results == ["Seoul"])
}

@MainActor
@Test func aHandlerOnAnotherClockFailsInsteadOfHanging() async {
    let loop = EventLoop(
        CitySearch(), state: CitySearch.State(),
        handler: CitySearchHandler(clock: ManualClock(), cities: ["Seoul"]), clock: ManualClock())
    loop.send(.typed("S"))
    await #expect(throws: LoopStall(reason: .sleepsOnAnotherClock, effects: ["search(\"S\")"])) {
        try await loop.settle(advancingTimeBy: .seconds(1))
    }
}
