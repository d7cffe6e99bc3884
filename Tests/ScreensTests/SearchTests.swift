import Loop
import LoopTesting
import Market
import MarketInMemory
import MarketTestSupport
import Presenters
import Screens
import ScreensLive
import Testing

@Suite("Search")
struct SearchFeatureTests {
    let empty = SearchState(like: ProductListState(itemsPerPage: 20))

    /// The one and last page of a search's answer, holding `products`.
    static func lastPage(_ request: PageRequest, _ products: [Product]) -> SearchEvent {
        .results(
            .pageLoaded(
                request,
                ProductPage(
                    number: 1, itemsPerPage: 20, totalCount: products.count,
                    lastPage: products.isEmpty ? 0 : 1,
                    hasNext: false, products: products)))
    }

    @Test("each key replaces the wait of the one before; the pause searches the text typed then")
    func debounce() {
        let tester = FeatureTester(SearchFeature(), state: empty)
        tester.send(.typed("D"), effects: [.debounce("D")]) { $0.query = "D" }
        tester.send(.typed("e"), effects: [.debounce("De")]) { $0.query = "De" }
        #expect(tester.pendingEffects == [.debounce("De")])
        let request = PageRequest(page: 1, itemsPerPage: 20, generation: 0, search: "De")
        tester.answer(.debounce("De"), with: .queryDebounced("De"), effects: [.results(.fetchPage(request))])
        {
            $0.results.pagination = Pagination(
                phase: .loading(page: 1), requestInFlight: request, itemsPerPage: 20)
            $0.results.pagination.search = "De"
        }
        #expect(tester.state.searchedQuery == "De")
        tester.dismiss(.results(.fetchPage(request)))
        tester.finish()
    }

    @Test("a pause for a text no longer in the field searches nothing")
    func staleDebounce() {
        var state = empty
        state.query = "Desk"
        let tester = FeatureTester(SearchFeature(), state: state)
        tester.send(.queryDebounced("De"))
    }

    @Test("clearing the field stops the wait and empties the results; a page still coming is dropped")
    func clearing() {
        var state = empty
        _ = SearchFeature().reduce(&state, .queryChanged("Desk"))
        _ = SearchFeature().reduce(&state, .queryDebounced("Desk"))
        let late = PageRequest(page: 1, itemsPerPage: 20, generation: 0, search: "Desk")
        let tester = FeatureTester(SearchFeature(), state: state, exhaustivity: .nonExhaustive)
        tester.send(.deletedBackward, effects: [.debounce("Des")]) { $0.query = "Des" }
        tester.send(.queryChanged(""), effects: [.cancelDebounce]) { $0.query = "" }
        #expect(tester.state.searchedQuery == nil)
        #expect(tester.state.results.pagination.generation == 1)
        tester.send(Self.lastPage(late, []))
        #expect(tester.state.results.pagination.phase == .idle)
    }

    @Test("before any search the results say what to do; a search that finds nothing says so")
    func statuses() {
        let strings = Strings(.english)
        #expect(empty.viewState(strings).results.status == .empty("Type a product's name to find it"))
        var state = empty
        _ = SearchFeature().reduce(&state, .queryChanged("xyzzy"))
        _ = SearchFeature().reduce(&state, .queryDebounced("xyzzy"))
        let request = PageRequest(page: 1, itemsPerPage: 20, generation: 0, search: "xyzzy")
        _ = SearchFeature().reduce(&state, Self.lastPage(request, []))
        #expect(state.viewState(strings).results.status == .empty("No product matches ‘xyzzy’"))
        #expect(state.viewState(strings).query == "xyzzy")
        _ = SearchFeature().reduce(&state, .queryChanged("Desk"))
        _ = SearchFeature().reduce(&state, .queryDebounced("Desk"))
        let found = PageRequest(page: 1, itemsPerPage: 20, generation: 1, search: "Desk")
        _ = SearchFeature().reduce(&state, Self.lastPage(found, MarketFixtures.products([5])))
        #expect(state.viewState(strings).results.status == .endOfList("That's every match"))
    }
}

@MainActor
@Suite("Search in the app")
struct SearchAppTests {
    static let credentials = VendorCredentials(
        vendorID: 7, identifier: "search-test", password: "search-pass")

    func loop(searches: Bool = true) async throws -> EventLoop<AppFeature> {
        let app = OpenMarketApp.inMemory(
            seed: 2022, credentials: Self.credentials,
            configuration: AppConfiguration(userVendorID: 7, searches: searches))
        let loop = app.makeLoop(clock: ManualClock())
        loop.send(.launched)
        try await loop.settleAdvancingTime()
        return loop
    }

    @Test("typing searches after a pause; a product opened from the results goes back to them")
    func typeOpenAndBack() async throws {
        let loop = try await loop()
        loop.send(.routeRequested(.search(query: "")))
        #expect(loop.state.route == .search(query: ""))
        loop.send(.search(.typed("Desk"), on: 1))
        try await loop.settle(advancingTimeBy: .milliseconds(299))
        #expect(loop.state.path[search: 1]?.searchedQuery == nil)
        try await loop.settle(advancingTimeBy: .milliseconds(1))
        try await loop.settleAdvancingTime()
        let names = loop.state.path[search: 1]?.results.products.map(\.name) ?? []
        #expect(!names.isEmpty)
        #expect(names.allSatisfy { $0 == "Desk Lamp" })
        loop.send(.search(.results(.selectionConfirmed), on: 1))
        let opened = try #require(loop.state.path[search: 1]?.results.selectedProduct?.id)
        #expect(loop.state.route == .product(id: opened))
        loop.send(.backTapped)
        #expect(loop.state.route == .search(query: "Desk"))
        #expect(loop.state.path[search: 1]?.results.products.map(\.name) == names)
        loop.send(.backTapped)
        #expect(loop.state.route == .list)
    }

    @Test(
        "a list event a front end addresses to the products on top reaches the search's results, by its id, not the list below"
    )
    func topListIsTheResults() async throws {
        let loop = try await loop()
        loop.send(.routeRequested(.search(query: "Desk")))
        try await loop.settle()
        let onResults = try #require(loop.state.viewState.onTopList(.layoutSelected(.grid)))
        #expect(onResults == .search(.results(.layoutSelected(.grid)), on: 1))
        loop.send(onResults)
        #expect(loop.state.path[search: 1]?.results.layout == .grid)
        #expect(loop.state.list.layout == .list)
        loop.send(.backTapped)
        #expect(loop.state.viewState.onTopList(.layoutSelected(.grid)) == .list(.layoutSelected(.grid)))
        // Sent again once the search is gone, the event reaches no screen.
        loop.send(onResults)
        #expect(loop.state.list.layout == .list)
        #expect(loop.state.path.droppedEventCount == 1)
    }

    @Test("a link to /search?q= searches at once")
    func link() async throws {
        let loop = try await loop()
        loop.send(.routeRequested(.search(query: "Desk")))
        try await loop.settle()
        #expect(loop.state.path[search: 1]?.results.products.isEmpty == false)
        #expect(loop.state.viewState.searchScreen?.query == "Desk")
    }

    @Test("where the market does not search (a first-generation server) there is no search")
    func noSearch() async throws {
        let loop = try await loop(searches: false)
        #expect(loop.state.viewState.offeredScreens.contains(.search) == false)
        loop.send(.routeRequested(.search(query: "")))
        #expect(loop.state.route == .list)
    }
}
