import LoopTesting
import Market
import MarketTestSupport
import Presenters
import Screens
import Testing

/// `AppEvent.marketChanged`: a change made elsewhere (another tab, another session on a shared market)
/// reaches every screen showing it: the list, a detail, an edit form, the search's results.
@Suite("Market changed elsewhere")
struct MarketChangedTests {
    /// A product registered elsewhere, newer than every listed one.
    let registered = MarketFixtures.detail(id: 101, imageCount: 1)

    @Test("a list at its top shows a product registered elsewhere on top, the selection on it")
    func registeredOnTop() {
        let tester = FeatureTester(AppFeature(), state: AppScenario.onList())
        tester.send(
            .marketChanged(.registered(registered)),
            effects: [.list(.loadThumbnail(productID: 101, url: MarketFixtures.thumbnailURL(101)))]
        ) {
            $0.list.products = UniqueProducts([registered.product] + AppScenario.pageOne.products)
            $0.list.insertedCount = 1
            $0.list.thumbnails[101] = .loading
        }
        tester.skipInFlightEffects()
        tester.finish()
    }

    @Test("a list read further down says \"1 new product\" and moves nothing; chosen, it shows it on top")
    func registeredBehindNotice() {
        var state = AppScenario.onList()
        AppScenario.reduce(&state, .list(.visibleRangeChanged(3..<7)))
        let tester = FeatureTester(AppFeature(), state: state)
        tester.send(.marketChanged(.registered(registered))) { $0.list.newProducts = [registered.product] }
        #expect(tester.state.viewState.listScreen?.newProducts == "새 상품 1개")
        #expect(tester.state.list.top == 3)
        tester.send(.list(.newProductsShown), effects: tester.state.list.viewportEffectsAfterShowing) {
            $0.list.newProducts = []
            $0.list.products = UniqueProducts([registered.product] + AppScenario.pageOne.products)
            $0.list.insertedCount = 1
            $0.list.top = 0
            $0.list.selection = $0.list.selection.map { $0 + 1 }
            $0.list.thumbnails = tester.state.list.thumbnailsAfterShowing
        }
        #expect(tester.state.viewState.listScreen?.newProducts == nil)
        tester.skipInFlightEffects()
        tester.finish()
    }

    @Test(
        "a detail shows the product's new name and price, edited elsewhere; another product's edit does nothing"
    )
    func editedDetail() {
        let tester = FeatureTester(AppFeature(), state: AppScenario.onOwnedDetail())
        var edited = AppScenario.ownedDetail
        edited.product.name = "Renamed"
        edited.product.price = 12_345
        tester.send(.marketChanged(.edited(edited))) {
            $0.list.products.update(edited.product)
            $0.path[detail: 1]?.detail = edited
        }
        #expect(tester.state.viewState.detailScreen?.title == "Renamed")
        #expect(tester.state.viewState.detailScreen?.content?.price.first?.text.hasSuffix("12,345") == true)
        var other = MarketFixtures.detail(id: 50)
        other.product.name = "Not listed"
        tester.send(.marketChanged(.edited(other)))
        tester.finish()
    }

    @Test(
        "after changes were missed, a list at its top reads page 1 again and a detail its product, still shown"
    )
    func missedOnTop() {
        let tester = FeatureTester(AppFeature(), state: AppScenario.onOwnedDetail())
        let refresh = Fixtures.request(1, generation: 1)
        tester.send(
            .marketChanged(.missed),
            effects: [.list(.fetchPage(refresh)), .detail(.fetchDetail(id: AppScenario.ownedID), on: 1)]
        ) {
            $0.list.pagination = Pagination(
                phase: .refreshing, generation: 1, lastLoadedPage: 1, requestInFlight: refresh)
        }
        #expect(tester.state.viewState.detailScreen?.title == AppScenario.ownedDetail.product.name)
        tester.skipInFlightEffects()
        tester.finish()
    }

    @Test("after changes were missed, a list read further down moves nothing")
    func missedFurtherDown() {
        var state = AppScenario.onList()
        AppScenario.reduce(&state, .list(.visibleRangeChanged(3..<7)))
        let tester = FeatureTester(AppFeature(), state: state)
        tester.send(.marketChanged(.missed))
        tester.finish()
    }

    @Test("a detail of a product deleted elsewhere says it is gone; the list drops it")
    func deletedDetail() {
        let tester = FeatureTester(AppFeature(), state: AppScenario.onOwnedDetail())
        let id = AppScenario.ownedID
        tester.send(.marketChanged(.deleted(productID: id)), effects: tester.state.list.effectsRemoving(id)) {
            $0.list = tester.state.list.removing(id)
            $0.path[detail: 1]?.detail = nil
            $0.path[detail: 1]?.isGone = true
        }
        #expect(tester.state.viewState.detailScreen?.isGone == true)
        #expect(tester.state.viewState.detailScreen?.error == Strings(.korean).productGone)
        tester.skipInFlightEffects()
        tester.finish()
    }

    @Test("an edit form of a product deleted elsewhere says so at once, and saves nothing")
    func deletedUnderEditForm() {
        var state = AppScenario.onOwnedDetail()
        AppScenario.reduce(&state, .detail(.actionChosen(.edit), on: 1))
        let id = AppScenario.ownedID
        let tester = FeatureTester(AppFeature(), state: state)
        tester.send(.marketChanged(.deleted(productID: id)), effects: tester.state.list.effectsRemoving(id)) {
            $0.list = tester.state.list.removing(id)
            $0.path[detail: 1]?.detail = nil
            $0.path[detail: 1]?.isGone = true
            $0.path[form: 2]?.isProductGone = true
        }
        let form = tester.state.viewState.formScreen
        #expect(form?.submitError == Strings(.korean).productGone)
        #expect(form?.submit.isEnabled == false)
        tester.send(.form(.submitTapped, on: 1))
        tester.skipInFlightEffects()
        tester.finish()
    }

    @Test("the user's own delete, in flight, is left to close its detail when answered")
    func ownDeleteInFlight() {
        var state = AppScenario.onOwnedDetail()
        AppScenario.reduce(
            &state, .detail(.actionChosen(.delete), on: 1), .detail(.delete(.passwordChanged("1234")), on: 1),
            .detail(.delete(.passwordSubmitted), on: 1))
        let tester = FeatureTester(AppFeature(), state: state)
        let id = AppScenario.ownedID
        tester.send(.marketChanged(.deleted(productID: id)), effects: tester.state.list.effectsRemoving(id)) {
            $0.list = tester.state.list.removing(id)
        }
        #expect(tester.state.path[detail: 1]?.detail != nil)
        tester.skipInFlightEffects()
        tester.finish()
    }
}

extension ProductListState {
    /// The list after `id` is removed, as `productRemoved` leaves it.
    fileprivate func removing(_ id: Int) -> ProductListState {
        var state = self
        _ = ProductListFeature().reduce(&state, .productRemoved(id: id))
        return state
    }

    /// The app's effects of removing `id` from the list.
    fileprivate func effectsRemoving(_ id: Int) -> [AppEffect] {
        var state = self
        return ProductListFeature().reduce(&state, .productRemoved(id: id)).map(AppEffect.list)
    }

    /// The app's effects of showing the new products on top.
    fileprivate var viewportEffectsAfterShowing: [AppEffect] {
        var state = self
        return ProductListFeature().reduce(&state, .newProductsShown).map(AppEffect.list)
    }

    /// The thumbnails after showing the new products on top.
    fileprivate var thumbnailsAfterShowing: [Int: ThumbnailStatus] {
        var state = self
        _ = ProductListFeature().reduce(&state, .newProductsShown)
        return state.thumbnails
    }
}
