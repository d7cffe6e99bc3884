import LoopTesting
import Market
import MarketTestSupport
import Presenters
import Screens
import Testing

/// Routes: what a URL or a link names, read from the navigation path and requested as an event.
@Suite("App routes")
struct RouteTests {
    let owned = AppScenario.ownedID
    let foreign = AppScenario.foreignID

    func detail(_ id: Int) -> ProductDetailState {
        ProductDetailState(productID: id, userVendorID: Fixtures.userVendorID)
    }

    @Test("the route names the screen on top: the list, a product, the register form, an edit form")
    func routeOfThePath() {
        var state = AppScenario.onList()
        #expect(state.route == .list)
        state = AppScenario.registering()
        #expect(state.route == .register)
        state = AppScenario.onOwnedDetail()
        #expect(state.route == .product(id: 98))
        AppScenario.reduce(&state, .detail(.actionChosen(.edit), on: 1))
        #expect(state.route == .edit(productID: 98))
    }

    @Test(
        "a product's route opens it from the list; the list's route pops everything; the current one does nothing"
    )
    func productAndBack() {
        let tester = FeatureTester(AppFeature(), state: AppScenario.onList())
        tester.send(.routeRequested(.list))
        tester.send(.routeRequested(.product(id: 99)), effects: [.detail(.fetchDetail(id: 99), on: 1)]) {
            var opened = detail(99)
            opened.isLoading = true
            $0.path = [.detail(opened)]
        }
        tester.send(.routeRequested(.product(id: 99)))
        // Popped, the detail's request is cancelled: its answer can no longer come.
        tester.send(.routeRequested(.list), effects: [.cancelScreen(1)]) { $0.path.pop(fromPosition: 0) }
        #expect(tester.pendingEffects.isEmpty)
        tester.finish()
    }

    @Test("an edit route opens the product, then its editor once it has loaded")
    func editAfterLoading() {
        let tester = FeatureTester(AppFeature(), state: AppScenario.onList())
        tester.send(.routeRequested(.edit(productID: 98)), effects: [.detail(.fetchDetail(id: 98), on: 1)]) {
            var opened = detail(98)
            opened.isLoading = true
            opened.editsWhenLoaded = true
            $0.path = [.detail(opened)]
        }
        let loaded = AppScenario.ownedDetail
        tester.answer(
            .detail(.fetchDetail(id: 98), on: 1), with: .detail(.detailLoaded(loaded), on: 1),
            effects: [.detail(.loadImage(imageID: loaded.images[0].id, url: loaded.images[0].url), on: 1)]
        ) {
            var shown = detail(98)
            shown.detail = loaded
            shown.images = [loaded.images[0].id: .loading]
            $0.path = [.detail(shown), .form(ProductFormState(mode: .edit(loaded)))]
        }
        #expect(tester.state.route == .edit(productID: 98))
        #expect(tester.state.viewState.formScreen?.title == "상품수정")
        tester.send(.routeRequested(.product(id: 98)), effects: [.cancelScreen(2)]) { $0.path[form: 2] = nil }
        tester.skipInFlightEffects()
        tester.finish()
    }

    @Test("an edit route to another seller's product stops at its detail")
    func editOfForeignProduct() {
        var state = AppScenario.onList()
        AppScenario.reduce(&state, .routeRequested(.edit(productID: 99)))
        AppScenario.reduce(&state, .destination(1, .detail(.detailLoaded(MarketFixtures.detail(id: 99)))))
        #expect(state.route == .product(id: 99))
        #expect(state.path[detail: 1]?.editsWhenLoaded == false)
    }

    @Test("the register route from a product's detail pops it first; a delete in progress is cancelled")
    func registerFromDetail() {
        var state = AppScenario.onOwnedDetail()
        AppScenario.reduce(
            &state, .detail(.actionChosen(.delete), on: 1), .detail(.delete(.passwordChanged("pw")), on: 1),
            .detail(.delete(.passwordSubmitted), on: 1))
        let effects = AppFeature().reduce(&state, .routeRequested(.register))
        #expect(effects == [.detail(.delete(.cancel), on: 1), .cancelScreen(1)])
        #expect(state.route == .register)
        #expect(state.path.count == 1)
        #expect(state.viewState.detailScreen?.delete?.passwordPrompt == nil)
    }

    @Test("a route already on the path is uncovered, its screen kept: back from a product to its search")
    func backToTheSearch() throws {
        var state = AppScenario.onList()
        state.configuration.searches = true
        AppScenario.reduce(&state, .routeRequested(.search(query: "lamp")))
        let request = try #require(state.path[search: 1]?.results.pagination.requestInFlight)
        AppScenario.reduce(
            &state, .search(.results(.pageLoaded(request, AppScenario.pageOne)), on: 1), .openProduct(id: 99))
        let search = state.path[search: 1]
        #expect(state.route == .product(id: 99))
        let effects = AppFeature().reduce(&state, .routeRequested(.search(query: "lamp")))
        #expect(effects == [.cancelScreen(2)])
        #expect(state.route == .search(query: "lamp"))
        #expect(state.path[search: 1] == search)
        #expect(state.path[search: 1]?.results.products.count == 20)
    }
}
