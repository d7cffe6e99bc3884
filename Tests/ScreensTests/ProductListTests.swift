import LoopTesting
import Market
import MarketTestSupport
import Presenters
import Screens
import Testing

@Suite("Product list")
struct ProductListTests {
    let pageOne = ListScenario.pageOne
    let pageTwo = ListScenario.pageTwo
    let firstRequest = Fixtures.request(1)
    let nextRequest = Fixtures.request(2)

    @Test(
        "the first page loads on appear; its answer shows it, selects the top and loads thumbnails near view")
    func firstPage() {
        let tester = FeatureTester(ProductListFeature(), state: ProductListState(itemsPerPage: 20))
        tester.send(.appeared, effects: [.fetchPage(PageRequest(page: 1, itemsPerPage: 20, generation: 0))]) {
            $0.pagination = Pagination(phase: .loading(page: 1), requestInFlight: firstRequest)
        }
        tester.send(.appeared)
        let page = MarketFixtures.page(1, ids: pageOne)
        tester.answer(
            .fetchPage(firstRequest), with: .pageLoaded(firstRequest, page),
            effects: Fixtures.thumbnailLoads(pageOne[0..<10])
        ) {
            $0.pagination = Pagination(phase: .loaded(hasNext: true), lastLoadedPage: 1)
            $0.products = UniqueProducts(page.products)
            $0.selection = 0
            $0.thumbnails = Fixtures.loading(pageOne[0..<10])
        }
        #expect(tester.state.pagination.phase == .loaded(hasNext: true))
        #expect(tester.state.visibleRange == 0..<6)
        #expect(tester.state.selectedProduct?.id == 100)
        tester.send(.appeared)
        tester.skipInFlightEffects()
        tester.finish()
    }

    @Test("a thumbnail's answer changes its status only while it is loading")
    func thumbnailAnswers() {
        let tester = FeatureTester(ProductListFeature(), state: ListScenario.loaded())
        tester.send(.thumbnailLoaded(productID: 100, Fixtures.picture)) {
            $0.thumbnails[100] = .loaded(Fixtures.picture)
        }
        tester.send(.thumbnailFailed(productID: 99)) { $0.thumbnails[99] = .failed }
        tester.send(.thumbnailLoaded(productID: 99, Fixtures.picture))
        tester.send(.thumbnailFailed(productID: 100))
        tester.send(.thumbnailLoaded(productID: 85, Fixtures.picture))
        tester.finish()
    }

    @Test("a product without a thumbnail URL shows a failed thumbnail and asks for none")
    func productWithoutThumbnail() {
        var page = MarketFixtures.page(1, ids: pageOne)
        page.products[1] = MarketFixtures.product(id: 99, thumbnail: .missing)
        var state = ProductListState()
        _ = ProductListFeature().reduce(&state, .appeared)
        let tester = FeatureTester(ProductListFeature(), state: state)
        let asked = pageOne[0..<10].filter { $0 != 99 }
        tester.send(.pageLoaded(firstRequest, page), effects: Fixtures.thumbnailLoads(asked)) {
            $0.pagination = Pagination(phase: .loaded(hasNext: true), lastLoadedPage: 1)
            $0.products = UniqueProducts(page.products)
            $0.selection = 0
            $0.thumbnails = Fixtures.loading(asked)
            $0.thumbnails[99] = .failed
        }
        tester.skipInFlightEffects()
        tester.finish()
    }

    @Test(
        "moving the selection near the end fetches the next page once; moving again while in flight does not")
    func nextPageOnce() {
        let tester = FeatureTester(ProductListFeature(), state: ListScenario.loaded())
        tester.send(
            .selectionMoved(by: 15),
            effects: Fixtures.thumbnailLoads(pageOne[10..<20]) + [.fetchPage(nextRequest)]
        ) {
            $0.selection = 15
            $0.top = 10
            $0.thumbnails.merge(Fixtures.loading(pageOne[10..<20])) { $1 }
            $0.pagination = Pagination(
                phase: .loading(page: 2), lastLoadedPage: 1, requestInFlight: Fixtures.request(2))
        }
        #expect(tester.state.pagination.requestInFlight == nextRequest)
        tester.send(.selectionMoved(by: 1), effects: [.cancelThumbnail(productID: 100)]) {
            $0.selection = 16
            $0.top = 11
            $0.thumbnails[100] = nil
        }
        let page = MarketFixtures.page(2, ids: pageTwo)
        tester.answer(
            .fetchPage(nextRequest), with: .pageLoaded(nextRequest, page),
            effects: Fixtures.thumbnailLoads([80])
        ) {
            $0.pagination = Pagination(phase: .loaded(hasNext: true), lastLoadedPage: 2)
            $0.products = UniqueProducts(MarketFixtures.products(pageOne + pageTwo))
            $0.thumbnails[80] = .loading
        }
        #expect(tester.state.products.map(\.id) == pageOne + pageTwo)
        tester.skipInFlightEffects()
        tester.finish()
    }

    @Test("a page repeating shown products (60 items for 20 asked) adds only the new ones")
    func duplicatesDropped() {
        let tester = FeatureTester(ProductListFeature(), state: ListScenario.fetchingPageTwo())
        let sixty = MarketFixtures.page(2, ids: Fixtures.ids(from: 100, count: 60))
        #expect(sixty.products.count == 60)
        tester.send(.pageLoaded(nextRequest, sixty)) {
            $0.pagination = Pagination(phase: .loaded(hasNext: true), lastLoadedPage: 2)
            $0.products = UniqueProducts(MarketFixtures.products(Fixtures.ids(from: 100, count: 60)))
        }
        #expect(tester.state.products.map(\.id) == Fixtures.ids(from: 100, count: 60))
        tester.finish()
    }

    @Test("a refresh starts generation 1; late answers of generation 0 change nothing")
    func refreshDropsLateAnswers() {
        let tester = FeatureTester(ProductListFeature(), state: ListScenario.fetchingPageTwo())
        let refresh = Fixtures.request(1, generation: 1)
        tester.send(.refreshPulled, effects: [.fetchPage(refresh)]) {
            $0.pagination = Pagination(
                phase: .refreshing, generation: 1, lastLoadedPage: 1,
                requestInFlight: Fixtures.request(1, generation: 1))
        }
        #expect(tester.state.pagination.generation == 1)
        #expect(tester.state.pagination.phase == .refreshing)
        tester.send(.pageLoaded(nextRequest, MarketFixtures.page(2, ids: pageTwo)))
        tester.send(
            .pageLoaded(firstRequest, MarketFixtures.page(1, ids: Fixtures.ids(from: 300, count: 20))))
        tester.send(.pageFailed(nextRequest, .timeout))
        let fresh = Fixtures.ids(from: 101, count: 20)
        let page = MarketFixtures.page(1, ids: fresh)
        tester.answer(
            .fetchPage(refresh), with: .pageLoaded(refresh, page),
            effects: Fixtures.thumbnailLoads(fresh[0..<10])
        ) {
            $0.pagination = Pagination(phase: .loaded(hasNext: true), generation: 1, lastLoadedPage: 1)
            $0.products = UniqueProducts(page.products)
            $0.top = 0
            $0.selection = 0
            $0.thumbnails = Fixtures.loading(fresh[0..<10])
        }
        #expect(tester.state.products.first?.id == 101)
        tester.skipInFlightEffects()
        tester.finish()
    }

    @Test("a failed page keeps the products shown, stops paging, and retry asks for the same page")
    func failedPageRetry() {
        let tester = FeatureTester(ProductListFeature(), state: ListScenario.fetchingPageTwo())
        let error = MarketError.server(status: 500, message: "boom")
        tester.send(.pageFailed(nextRequest, error), effects: [.delegate(.pageFailed(error))]) {
            $0.pagination = Pagination(phase: .failed(page: 2, error: error), lastLoadedPage: 1)
        }
        #expect(tester.state.products.map(\.id) == pageOne)
        #expect(tester.state.pagination.phase == .failed(page: 2, error: error))
        tester.send(.selectionMoved(by: -1)) { $0.selection = 14 }
        tester.send(.retryTapped, effects: [.fetchPage(nextRequest)]) {
            $0.pagination = Pagination(
                phase: .loading(page: 2), lastLoadedPage: 1, requestInFlight: Fixtures.request(2))
        }
        tester.send(.retryTapped)
        let page = MarketFixtures.page(2, ids: pageTwo)
        tester.answer(.fetchPage(nextRequest), with: .pageLoaded(nextRequest, page)) {
            $0.pagination = Pagination(phase: .loaded(hasNext: true), lastLoadedPage: 2)
            $0.products = UniqueProducts(MarketFixtures.products(pageOne + pageTwo))
        }
        tester.finish()
    }

    @Test("a failed first page is asked for again by retry")
    func failedFirstPage() {
        let tester = FeatureTester(ProductListFeature(), state: ProductListState())
        tester.send(.appeared, effects: [.fetchPage(firstRequest)]) {
            $0.pagination = Pagination(phase: .loading(page: 1), requestInFlight: Fixtures.request(1))
        }
        tester.answer(
            .fetchPage(firstRequest), with: .pageFailed(firstRequest, .timeout),
            effects: [.delegate(.pageFailed(.timeout))]
        ) {
            $0.pagination = Pagination(phase: .failed(page: 1, error: .timeout))
        }
        #expect(tester.state.products.isEmpty)
        tester.send(.selectionMoved(by: 1))
        tester.send(.retryTapped, effects: [.fetchPage(firstRequest)]) {
            $0.pagination = Pagination(phase: .loading(page: 1), requestInFlight: Fixtures.request(1))
        }
        tester.skipInFlightEffects()
        tester.finish()
    }

    @Test("a page without a next one ends the paging, even at the last product")
    func endOfList() {
        let ids = Fixtures.ids(from: 8, count: 8)
        let tester = FeatureTester(ProductListFeature(), state: ListScenario.loaded(ids, hasNext: false))
        #expect(tester.state.thumbnails == Fixtures.loading(ids))
        #expect(tester.state.pagination == Pagination(phase: .loaded(hasNext: false), lastLoadedPage: 1))
        tester.send(.selectionMoved(by: 7)) {
            $0.selection = 7
            $0.top = 2
        }
        tester.send(.selectionMoved(by: 5))
        tester.send(.visibleRangeChanged(2..<8))
        tester.finish()
    }

    @Test("a short first page with more to come asks for the next page at once")
    func shortFirstPagePrefetches() {
        let ids = Fixtures.ids(from: 8, count: 8)
        var state = ProductListState()
        _ = ProductListFeature().reduce(&state, .appeared)
        let tester = FeatureTester(ProductListFeature(), state: state)
        let page = MarketFixtures.page(1, ids: ids)
        tester.send(
            .pageLoaded(firstRequest, page), effects: Fixtures.thumbnailLoads(ids) + [.fetchPage(nextRequest)]
        ) {
            $0.pagination = Pagination(
                phase: .loading(page: 2), lastLoadedPage: 1, requestInFlight: Fixtures.request(2))
            $0.products = UniqueProducts(page.products)
            $0.selection = 0
            $0.thumbnails = Fixtures.loading(ids)
        }
        tester.skipInFlightEffects()
        tester.finish()
    }

    @Test("switching layouts keeps the top product on the top row; GRID starts its top at a row start")
    func layoutToggleKeepsTop() {
        let tester = FeatureTester(ProductListFeature(), state: ListScenario.loaded())
        tester.send(.visibleRangeChanged(5..<11), effects: Fixtures.thumbnailLoads(pageOne[10..<15])) {
            $0.top = 5
            $0.selection = 5
            $0.thumbnails.merge(Fixtures.loading(pageOne[10..<15])) { $1 }
        }
        tester.send(.layoutToggled) {
            $0.layout = .grid
            $0.top = 4
        }
        #expect(tester.state.visibleRange == 4..<10)
        #expect(tester.state.visibleRange.prefix(2).contains(5))
        tester.send(.layoutToggled) {
            $0.layout = .list
            $0.top = 4
        }
        tester.skipInFlightEffects()
        tester.finish()
    }

    @Test("selecting a layout (a button for each) switches to it; selecting the one shown changes nothing")
    func layoutSelected() {
        let tester = FeatureTester(ProductListFeature(), state: ListScenario.loaded())
        tester.send(.layoutSelected(.list))
        tester.send(.layoutSelected(.grid)) { $0.layout = .grid }
        tester.send(.layoutSelected(.grid))
        tester.finish()
    }

    @Test("in GRID a reported scroll position snaps to the start of its row")
    func gridSnapsToRowStart() {
        var state = ListScenario.loaded()
        _ = ProductListFeature().reduce(&state, .layoutToggled)
        let tester = FeatureTester(ProductListFeature(), state: state)
        tester.send(.visibleRangeChanged(7..<13), effects: Fixtures.thumbnailLoads(pageOne[10..<16])) {
            $0.top = 6
            $0.selection = 6
            $0.thumbnails.merge(Fixtures.loading(pageOne[10..<16])) { $1 }
        }
        tester.send(.selectionMoved(by: 6), effects: Fixtures.thumbnailLoads(pageOne[16..<18])) {
            $0.selection = 12
            $0.top = 8
            $0.thumbnails.merge(Fixtures.loading(pageOne[16..<18])) { $1 }
        }
        tester.skipInFlightEffects()
        tester.finish()
    }

    @Test("a larger viewport shows more products and loads their thumbnails")
    func viewportResized() {
        let tester = FeatureTester(ProductListFeature(), state: ListScenario.loaded())
        let size = ViewportSize(listRows: 10, gridColumns: 3, gridRows: 4)
        tester.send(.viewportResized(size), effects: Fixtures.thumbnailLoads(pageOne[10..<14])) {
            $0.viewportSize = size
            $0.thumbnails.merge(Fixtures.loading(pageOne[10..<14])) { $1 }
        }
        #expect(tester.state.visibleRange == 0..<10)
        tester.skipInFlightEffects()
        tester.finish()
    }

    @Test("scrolling far away cancels thumbnails still loading, forgets far statuses and loads the near ones")
    func farScrollCancelsThumbnails() {
        var state = ListScenario.twoPagesLoaded()
        let ids = pageOne + pageTwo
        #expect(state.thumbnails == Fixtures.loading(ids[0..<20]))
        ListScenario.answerThumbnails(&state, except: [100, 99])
        _ = ProductListFeature().reduce(&state, .thumbnailFailed(productID: 99))
        let tester = FeatureTester(ProductListFeature(), state: state)
        tester.send(
            .visibleRangeChanged(30..<36),
            effects: [.cancelThumbnail(productID: 100)] + Fixtures.thumbnailLoads(ids[26..<40])
                + [.fetchPage(Fixtures.request(3))]
        ) {
            $0.top = 30
            $0.selection = 30
            $0.thumbnails = Fixtures.loading(ids[26..<40])
            $0.pagination = Pagination(
                phase: .loading(page: 3), lastLoadedPage: 2, requestInFlight: Fixtures.request(3))
        }
        tester.skipInFlightEffects()
        tester.finish()
    }

    @Test(
        "a jump far away right after the first page cancels and forgets the thumbnails left behind")
    func farJumpAfterFirstPage() {
        let ids = Fixtures.ids(from: 100, count: 40)
        var state = ListScenario.loaded(MarketFixtures.page(1, ids: ids))
        ListScenario.answerThumbnails(&state, except: [100])
        let tester = FeatureTester(ProductListFeature(), state: state)
        tester.send(
            .visibleRangeChanged(30..<36),
            effects: [.cancelThumbnail(productID: 100)] + Fixtures.thumbnailLoads(ids[26..<40])
                + [.fetchPage(nextRequest)]
        ) {
            $0.top = 30
            $0.selection = 30
            $0.thumbnails = Fixtures.loading(ids[26..<40])
            $0.pagination = Pagination(
                phase: .loading(page: 2), lastLoadedPage: 1, requestInFlight: Fixtures.request(2))
        }
        tester.skipInFlightEffects()
        tester.finish()
    }

    @Test(
        "the cancellations of one scroll come in list order, the same every time")
    func cancellationOrderIsStable() {
        let ids = pageOne + pageTwo
        let inListOrder: [ProductListEffect] = ids[0..<20].map { .cancelThumbnail(productID: $0) }
        for _ in 0..<20 {
            var state = ListScenario.twoPagesLoaded()
            let effects = ProductListFeature().reduce(&state, .visibleRangeChanged(30..<36))
            #expect(effects.filter { if case .cancelThumbnail = $0 { true } else { false } } == inListOrder)
        }
    }

    @Test("a removed product disappears at once, and a later page that holds it does not bring it back")
    func removedStaysRemoved() {
        let tester = FeatureTester(ProductListFeature(), state: ListScenario.loaded())
        let remaining = pageOne.filter { $0 != 95 }
        tester.send(
            .productRemoved(id: 95),
            effects: [.cancelThumbnail(productID: 95)] + Fixtures.thumbnailLoads([90])
        ) {
            $0.deletedIDs = [95]
            $0.products = UniqueProducts(MarketFixtures.products(remaining))
            $0.thumbnails[95] = nil
            $0.thumbnails[90] = .loading
        }
        let refresh = Fixtures.request(1, generation: 1)
        tester.send(.refreshPulled, effects: [.fetchPage(refresh)]) {
            $0.pagination = Pagination(
                phase: .refreshing, generation: 1, lastLoadedPage: 1,
                requestInFlight: Fixtures.request(1, generation: 1))
        }
        let page = MarketFixtures.page(1, ids: pageOne)
        tester.answer(
            .fetchPage(refresh), with: .pageLoaded(refresh, page),
            effects: Fixtures.thumbnailLoads(remaining[0..<10])
        ) {
            $0.pagination = Pagination(phase: .loaded(hasNext: true), generation: 1, lastLoadedPage: 1)
            $0.thumbnails = Fixtures.loading(remaining[0..<10])
        }
        #expect(!tester.state.products.contains(id: 95))
        tester.skipInFlightEffects()
        tester.finish()
    }

    @Test("removing the last product moves the selection up to the new last one")
    func removingTheLastProduct() {
        let ids = Fixtures.ids(from: 3, count: 3)
        var state = ListScenario.loaded(ids, hasNext: false)
        _ = ProductListFeature().reduce(&state, .selectionMoved(by: 2))
        let tester = FeatureTester(ProductListFeature(), state: state)
        tester.send(.productRemoved(id: 1), effects: [.cancelThumbnail(productID: 1)]) {
            $0.deletedIDs = [1]
            $0.products = UniqueProducts(MarketFixtures.products([3, 2]))
            $0.thumbnails[1] = nil
            $0.selection = 1
        }
        tester.send(.productRemoved(id: 3), effects: [.cancelThumbnail(productID: 3)]) {
            $0.deletedIDs = [1, 3]
            $0.products = UniqueProducts(MarketFixtures.products([2]))
            $0.thumbnails[3] = nil
            $0.selection = 0
        }
        tester.send(.productRemoved(id: 2), effects: [.cancelThumbnail(productID: 2)]) {
            $0.deletedIDs = [1, 2, 3]
            $0.products = UniqueProducts()
            $0.thumbnails = [:]
            $0.selection = nil
        }
        tester.send(.selectionMoved(by: 1))
        tester.finish()
    }

    @Test("a product changed elsewhere shows its new values in place")
    func productChanged() {
        let tester = FeatureTester(ProductListFeature(), state: ListScenario.loaded())
        let changed = MarketFixtures.product(id: 97, name: "Renamed", price: 2_000)
        tester.send(.productChanged(changed)) {
            $0.products = UniqueProducts(pageOne.map { $0 == 97 ? changed : MarketFixtures.product(id: $0) })
        }
        tester.send(.productChanged(MarketFixtures.product(id: 5)))
        #expect(tester.state.products[3] == changed)
        tester.finish()
    }
}
