import CaseStudies
import Loop
import LoopTesting
import Testing

@Suite("Search")
struct SearchTests {
    static let swift = SearchResult(name: "Swift", year: 2014)
    static let java = SearchResult(name: "Java", year: 1995)
    static let javaScript = SearchResult(name: "JavaScript", year: 1995)

    @Test("typing waits for a 300 ms pause, then sends only the latest query")
    func debounced() {
        let tester = FeatureTester(SearchFeature(), state: SearchState())
        tester.send(.queryChanged("s"), effects: [.debounce(.milliseconds(300))]) {
            $0.query = "s"
            $0.phase = .searching
        }
        tester.send(.queryChanged("sw"), effects: [.debounce(.milliseconds(300))]) { $0.query = "sw" }
        #expect(tester.pendingEffects == [.debounce(.milliseconds(300))], "the first wait was replaced")
        tester.answer(.debounce(.milliseconds(300)), with: .debounceElapsed, effects: [.search("sw")])
        tester.answer(.search("sw"), with: .resultsLoaded(query: "sw", [Self.swift])) {
            $0.phase = .idle
            $0.results = [Self.swift]
            $0.resultsQuery = "sw"
            $0.selection = 0
        }
        tester.finish()
    }

    @Test("typing while a query is on its way drops its answer")
    func staleAnswerDropped() {
        let tester = FeatureTester(SearchFeature(), state: SearchState())
        tester.send(.queryChanged("ja"), effects: [.debounce(.milliseconds(300))]) {
            $0.query = "ja"
            $0.phase = .searching
        }
        tester.answer(.debounce(.milliseconds(300)), with: .debounceElapsed, effects: [.search("ja")])
        tester.send(.queryChanged("jav"), effects: [.debounce(.milliseconds(300))]) { $0.query = "jav" }
        #expect(tester.pendingEffects == [.debounce(.milliseconds(300))], "the request for ja was replaced")
        tester.dismiss(.debounce(.milliseconds(300)))
        tester.finish()
    }

    @Test("results are moved through, within bounds, and opened and closed")
    func navigation() {
        var state = SearchState()
        state.query = "java"
        state.results = [Self.java, Self.javaScript]
        state.resultsQuery = "java"
        state.selection = 0
        let tester = FeatureTester(SearchFeature(), state: state)
        tester.send(.selectionMoved(by: 1)) { $0.selection = 1 }
        tester.send(.selectionMoved(by: 1))
        tester.send(.selectionMoved(by: -5)) { $0.selection = 0 }
        tester.send(.openSelected) { $0.opened = Self.java }
        tester.send(.resultClosed) { $0.opened = nil }
        tester.finish()
    }

    @Test("no results: nothing to select or open")
    func noResults() {
        let tester = FeatureTester(SearchFeature(), state: SearchState())
        tester.send(.resultsLoaded(query: "xyz", [])) { $0.resultsQuery = "xyz" }
        tester.send(.selectionMoved(by: 1))
        tester.send(.openSelected)
        tester.finish()
    }

    @Test("clearing the query cancels the search and clears the results")
    func clearing() {
        var state = SearchState()
        state.query = "c"
        state.results = [SearchResult(name: "C", year: 1972)]
        state.resultsQuery = "c"
        state.selection = 0
        let tester = FeatureTester(SearchFeature(), state: state)
        tester.send(.queryChanged("cl"), effects: [.debounce(.milliseconds(300))]) {
            $0.query = "cl"
            $0.phase = .searching
        }
        tester.send(.queryChanged(" "), effects: [.cancelSearch]) {
            $0 = SearchState()
            $0.query = " "
        }
        tester.send(.queryChanged(""), effects: []) { $0.query = "" }
        tester.finish()
    }

    @Test("a failed search shows its message; closing the screen cancels a search on its way")
    func failureAndClosing() {
        let tester = FeatureTester(SearchFeature(), state: SearchState())
        tester.send(.queryChanged("go"), effects: [.debounce(.milliseconds(300))]) {
            $0.query = "go"
            $0.phase = .searching
        }
        tester.answer(.debounce(.milliseconds(300)), with: .debounceElapsed, effects: [.search("go")])
        tester.answer(.search("go"), with: .searchFailed("The search failed: offline")) {
            $0.phase = .failed("The search failed: offline")
        }
        tester.send(.queryChanged("gol"), effects: [.debounce(.milliseconds(300))]) {
            $0.query = "gol"
            $0.phase = .searching
        }
        tester.dismiss(.debounce(.milliseconds(300)))
        tester.finish()
    }

    @Test("through the loop and the fake server: 300 ms of quiet, then the latest query's results only")
    @MainActor func throughTheLoop() async throws {
        let clock = ManualClock()
        let loop = EventLoop(
            SearchFeature(), state: SearchState(),
            handler: SearchEffectHandler(client: FakeSearchServer(clock: clock), clock: clock), clock: clock)
        for query in ["j", "ja"] {
            loop.send(.queryChanged(query))
            try await loop.settle(advancingTimeBy: .milliseconds(100))
        }
        try await loop.settle(advancingTimeBy: .milliseconds(299))
        #expect(loop.state.phase == .searching, "ja was sent at 400 ms; its answer is due at 600 ms")
        loop.send(.queryChanged("jav"))
        try await loop.settle(advancingTimeBy: .milliseconds(499))
        #expect(loop.state.resultsQuery == nil, "the answer for ja never came")
        try await loop.settle(advancingTimeBy: .milliseconds(1))
        #expect(loop.state.resultsQuery == "jav")
        #expect(loop.state.results == [Self.java, Self.javaScript])
        #expect(!loop.hasPendingWork)
    }

    @Test("the fake server matches names containing the query, ignoring case")
    func fakeServer() async throws {
        let server = FakeSearchServer(clock: ContinuousClock(), latency: .zero)
        #expect(try await server.search("SCRIPT").map(\.name) == ["JavaScript", "TypeScript"])
        #expect(try await server.search("q").isEmpty)
    }

    @Test("snapshots: results with the second selected, and one opened")
    func snapshots() {
        var state = SearchState()
        state.query = "script"
        state.results = [Self.javaScript, SearchResult(name: "TypeScript", year: 2012)]
        state.resultsQuery = "script"
        state.selection = 1
        assertScreen(RootState(path: [.search(state)]), named: "search-results")
        state.opened = Self.javaScript
        assertScreen(RootState(path: [.search(state)]), named: "search-opened")
        state.opened = nil
        state.query = "scripts"
        state.phase = .searching
        assertScreen(RootState(path: [.search(state)]), named: "search-searching")
    }
}
