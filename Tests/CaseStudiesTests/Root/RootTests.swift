import CaseStudies
import Loop
import LoopTesting
import Testing

@Suite("Navigation stack")
struct RootTests {
    @Test("the menu's selection moves within the four case studies")
    func menu() {
        let tester = FeatureTester(RootFeature(), state: RootState())
        tester.send(.selectionMoved(by: -1))
        tester.send(.selectionMoved(by: 3)) { $0.selection = .todos }
        tester.send(.selectionMoved(by: 1))
        tester.send(.selectionMoved(by: -2)) { $0.selection = .search }
        tester.finish()
    }

    @Test("each case study opens fresh over the menu with an id of its own, and closes back to it")
    func opensAndCloses() {
        let tester = FeatureTester(RootFeature(), state: RootState(selection: .search))
        tester.send(.openSelected) { $0.path = [.search(SearchState())] }
        tester.send(.backTapped, effects: [.path(.cancel(1))]) { $0.path = [] }
        tester.send(.opened(.counter)) { $0.path.append(.counter(CounterState())) }
        tester.send(.path(.element(2, .counter(.incrementTapped)))) {
            $0.path.replace(at: 0, with: .counter(CounterState(count: 1)))
        }
        tester.send(.backTapped, effects: [.path(.cancel(2))]) { $0.path = [] }
        tester.send(.opened(.todos)) { $0.path.append(.todos(TodosState())) }
        #expect(tester.state.path.ids == [3])
        tester.send(.backTapped, effects: [.path(.cancel(3))]) { $0.path = [] }
        tester.send(.backTapped)
        tester.finish()
    }

    @Test("closing a case study cancels its work: the timer stops, a fact on its way is dropped")
    func closingCancels() {
        let tester = FeatureTester(RootFeature(), state: RootState())
        tester.send(.opened(.timer)) { $0.path = [.timer(TimerState())] }
        let tick = RootEffect.path(.element(1, .timer(.tick(every: .seconds(1)))))
        tester.send(.path(.element(1, .timer(.toggleTapped))), effects: [tick]) {
            $0.path = [.timer(TimerState(isRunning: true))]
        }
        tester.answer(tick, with: .path(.element(1, .timer(.ticked))), stillRunning: true) {
            $0.path = [.timer(TimerState(seconds: 1, isRunning: true))]
        }
        tester.send(.backTapped, effects: [.path(.cancel(1))]) { $0.path = [] }
        #expect(RootEffect.path(.cancel(1)).scheduling == .cancel(.screen(1)))
        #expect(
            tick.scheduling.scopes == [.screen(1)], "the tick belongs to its screen, which the cancel stops")
        tester.finish()
    }

    @Test("back closes an opened search result before the search screen")
    func backClosesTheResultFirst() {
        var search = SearchState()
        search.opened = SearchResult(name: "Go", year: 2009)
        let tester = FeatureTester(RootFeature(), state: RootState(path: [.search(search)]))
        tester.send(.backTapped) { $0.path = [.search(SearchState())] }
        tester.send(.backTapped, effects: [.path(.cancel(1))]) { $0.path = [] }
        tester.finish()
    }

    @Test(
        "an event for a case study that is closed, or of another kind than its id's, is dropped and counted")
    func eventForAnotherScreen() {
        let tester = FeatureTester(RootFeature(), state: RootState(path: [.todos(TodosState())]))
        tester.send(.path(.element(1, .counter(.factLoaded(1, "1 is odd and a perfect square.")))))
        tester.send(.path(.element(2, .todos(.addTapped))))
        tester.send(.backTapped, effects: [.path(.cancel(1))]) { $0.path = [] }
        tester.send(.path(.element(1, .search(.queryChanged("go")))))
        #expect(tester.state.path.droppedEventCount == 3)
        tester.finish()
    }

    @Test("through the loop: the timer ticks while open and never after it closed")
    @MainActor func timerStopsWhenClosed() async throws {
        let clock = ManualClock()
        let loop = EventLoop(
            RootFeature(), state: RootState(), handler: RootEffectHandler.withFakeServers(clock: clock),
            clock: clock)
        loop.send(.opened(.timer))
        loop.send(.path(.element(1, .timer(.toggleTapped))))
        try await loop.settle(advancingTimeBy: .seconds(2))
        #expect(loop.state.path == [.timer(TimerState(seconds: 2, isRunning: true))])
        loop.send(.backTapped)
        try await loop.settle(advancingTimeBy: .seconds(5))
        #expect(!loop.hasPendingWork)
        #expect(loop.droppedAnswerCount == 0, "the cancelled timer sent nothing")
        #expect(loop.state.path.droppedEventCount == 0, "no tick came for the closed timer")
        loop.send(.opened(.timer))
        #expect(loop.state.path.last == .timer(TimerState()))
        #expect(loop.state.path.ids == [2])
    }

    @Test("snapshot: the menu")
    func snapshot() {
        assertScreen(RootState(selection: .timer), named: "menu")
    }
}
