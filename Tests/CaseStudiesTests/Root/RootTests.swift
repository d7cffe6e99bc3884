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

    @Test("each case study opens fresh over the menu and closes back to it")
    func opensAndCloses() {
        let tester = FeatureTester(RootFeature(), state: RootState(selection: .search))
        tester.send(.openSelected) { $0.path = [.search(SearchState())] }
        tester.send(.backTapped) { $0.path = [] }
        tester.send(.opened(.counter)) { $0.path = [.counter(CounterState())] }
        tester.send(.counter(.incrementTapped)) { $0.path = [.counter(CounterState(count: 1))] }
        tester.send(.backTapped) { $0.path = [] }
        tester.send(.opened(.counter)) { $0.path = [.counter(CounterState())] }
        tester.send(.backTapped) { $0.path = [] }
        tester.send(.opened(.todos)) { $0.path = [.todos(TodosState())] }
        tester.send(.backTapped) { $0.path = [] }
        tester.send(.backTapped)
        tester.finish()
    }

    @Test("closing a case study cancels its work: the timer stops, a fact on its way is dropped")
    func closingCancels() {
        let tester = FeatureTester(RootFeature(), state: RootState())
        tester.send(.opened(.timer)) { $0.path = [.timer(TimerState())] }
        tester.send(.timer(.toggleTapped), effects: [.timer(.tick(every: .seconds(1)))]) {
            $0.path = [.timer(TimerState(isRunning: true))]
        }
        tester.answer(.timer(.tick(every: .seconds(1))), with: .timer(.ticked), stillRunning: true) {
            $0.path = [.timer(TimerState(seconds: 1, isRunning: true))]
        }
        tester.send(.backTapped, effects: [.timer(.stopTicking)]) { $0.path = [] }
        tester.send(.opened(.counter)) { $0.path = [.counter(CounterState())] }
        tester.send(.counter(.factTapped), effects: [.counter(.fetchFact(0))]) {
            $0.path = [.counter(CounterState(fact: .loading(0)))]
        }
        tester.send(.backTapped, effects: [.counter(.cancelFact)]) { $0.path = [] }
        tester.finish()
    }

    @Test("back closes an opened search result before the search screen")
    func backClosesTheResultFirst() {
        var search = SearchState()
        search.opened = SearchResult(name: "Go", year: 2009)
        let tester = FeatureTester(RootFeature(), state: RootState(path: [.search(search)]))
        tester.send(.backTapped) { $0.path = [.search(SearchState())] }
        tester.send(.backTapped) { $0.path = [] }
        tester.finish()
    }

    @Test("an event for a case study that is not in front is ignored")
    func eventForAnotherScreen() {
        let tester = FeatureTester(RootFeature(), state: RootState(path: [.todos(TodosState())]))
        tester.send(.counter(.factLoaded(1, "1 is odd and a perfect square.")))
        tester.send(.timer(.ticked))
        tester.send(.backTapped) { $0.path = [] }
        tester.send(.search(.queryChanged("go")))
        tester.finish()
    }

    @Test("through the loop: the timer ticks while open and never after it closed")
    @MainActor func timerStopsWhenClosed() async throws {
        let clock = ManualClock()
        let loop = EventLoop(
            RootFeature(), state: RootState(), handler: RootEffectHandler.withFakeServers(clock: clock),
            clock: clock)
        loop.send(.opened(.timer))
        loop.send(.timer(.toggleTapped))
        try await loop.settle(advancingTimeBy: .seconds(2))
        #expect(loop.state.path == [.timer(TimerState(seconds: 2, isRunning: true))])
        loop.send(.backTapped)
        try await loop.settle(advancingTimeBy: .seconds(5))
        #expect(!loop.hasPendingWork)
        #expect(loop.droppedAnswerCount == 0, "the cancelled timer sent nothing")
        loop.send(.opened(.timer))
        #expect(loop.state.path == [.timer(TimerState())])
    }

    @Test("snapshot: the menu")
    func snapshot() {
        assertScreen(RootState(selection: .timer), named: "menu")
    }
}
