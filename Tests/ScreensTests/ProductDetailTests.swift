import LoopTesting
import Market
import MarketTestSupport
import Presenters
import Screens
import Testing

@Suite("Product detail")
struct ProductDetailTests {
    let detail = MarketFixtures.detail(id: 42, vendorID: Fixtures.userVendorID, imageCount: 3)

    func imageLoad(_ index: Int) -> ProductDetailEffect {
        .loadImage(imageID: detail.images[index].id, url: detail.images[index].url)
    }

    func loaded() -> ProductDetailState {
        var state = ProductDetailState(productID: 42, userVendorID: Fixtures.userVendorID)
        _ = ProductDetailFeature().reduce(&state, .appeared)
        _ = ProductDetailFeature().reduce(&state, .detailLoaded(detail))
        return state
    }

    @Test("the detail loads by id; its answer shows the product and loads the first image")
    func loadsByID() {
        let tester = FeatureTester(
            ProductDetailFeature(),
            state: ProductDetailState(productID: 42, userVendorID: Fixtures.userVendorID))
        tester.send(.appeared, effects: [.fetchDetail(id: 42)]) { $0.isLoading = true }
        #expect(tester.state.viewState(.korean).isLoading)
        #expect(tester.state.viewState(.korean).content == nil)
        tester.send(.detailLoaded(MarketFixtures.detail(id: 43)))
        tester.answer(.fetchDetail(id: 42), with: .detailLoaded(detail), effects: [imageLoad(0)]) {
            $0.isLoading = false
            $0.detail = detail
            $0.images[420] = .loading
        }
        tester.answer(imageLoad(0), with: .imageLoaded(imageID: 420, Fixtures.picture)) {
            $0.images[420] = .loaded(Fixtures.picture)
        }
        tester.finish()
    }

    @Test("paging images stays within the first and the last, and loads the image shown once")
    func imagePaging() {
        let tester = FeatureTester(ProductDetailFeature(), state: loaded())
        tester.send(.imagePaged(by: -1))
        tester.send(.imagePaged(by: 1), effects: [imageLoad(1)]) {
            $0.imageIndex = 1
            $0.images[421] = .loading
        }
        tester.send(.imagePaged(by: -5)) { $0.imageIndex = 0 }
        tester.send(.imagePaged(by: 10), effects: [imageLoad(2)]) {
            $0.imageIndex = 2
            $0.images[422] = .loading
        }
        tester.send(.imagePaged(by: 1))
        #expect(tester.state.viewState(.korean).content?.imagePage == "3/3")
        tester.answer(imageLoad(2), with: .imageFailed(imageID: 422)) { $0.images[422] = .failed }
        tester.send(.imagePaged(by: -1)) { $0.imageIndex = 1 }
        tester.send(.imagePaged(by: 1), effects: [imageLoad(2)]) {
            $0.imageIndex = 2
            $0.images[422] = .loading
        }
        tester.skipInFlightEffects()
        tester.finish()
    }

    @Test("a product without images pages nothing and shows no pager")
    func noImages() {
        var state = ProductDetailState(productID: 7, userVendorID: nil)
        _ = ProductDetailFeature().reduce(&state, .appeared)
        let empty = MarketFixtures.detail(id: 7, imageCount: 0)
        let tester = FeatureTester(ProductDetailFeature(), state: state)
        tester.send(.detailLoaded(empty)) {
            $0.isLoading = false
            $0.detail = empty
        }
        tester.send(.imagePaged(by: 1))
        #expect(tester.state.viewState(.korean).content?.imagePage == nil)
        #expect(tester.state.viewState(.korean).content?.image == nil)
        tester.finish()
    }

    @Test("edit and delete are offered only on the configured vendor's product")
    func ownership() {
        #expect(loaded().isOwned)
        #expect(loaded().viewState(.korean).actions == "수정 / 삭제")
        #expect(loaded().viewState(.english).actions == "Edit / Delete")
        var foreign = ProductDetailState(productID: 42, userVendorID: Fixtures.otherVendorID + 1)
        foreign.detail = detail
        #expect(!foreign.isOwned)
        #expect(foreign.viewState(.korean).actions == nil)
        var anonymous = ProductDetailState(productID: 42, userVendorID: nil)
        anonymous.detail = detail
        #expect(!anonymous.isOwned)
        let notLoaded = ProductDetailState(productID: 42, userVendorID: Fixtures.userVendorID)
        #expect(!notLoaded.isOwned)
    }

    @Test("a failed detail says why; retry asks again and clears the error")
    func failureThenRetry() {
        var state = ProductDetailState(productID: 42, userVendorID: Fixtures.userVendorID)
        _ = ProductDetailFeature().reduce(&state, .appeared)
        let tester = FeatureTester(ProductDetailFeature(), state: state)
        tester.send(.detailFailed(.timeout), effects: [.delegate(.loadFailed(.timeout))]) {
            $0.isLoading = false
            $0.loadError = .timeout
        }
        #expect(tester.state.viewState(.korean).error == "서버 응답이 없습니다. 잠시 후 다시 시도해주세요.")
        #expect(tester.state.viewState(.korean).content == nil)
        tester.send(.retryTapped, effects: [.fetchDetail(id: 42)]) {
            $0.isLoading = true
            $0.loadError = nil
        }
        tester.answer(.fetchDetail(id: 42), with: .detailLoaded(detail), effects: [imageLoad(0)]) {
            $0.isLoading = false
            $0.detail = detail
            $0.images[420] = .loading
        }
        tester.skipInFlightEffects()
        tester.finish()
    }

    @Test("the view state shows the product, formatted, with the pager position")
    func viewState() {
        var state = loaded()
        _ = ProductDetailFeature().reduce(&state, .imagePaged(by: 1))
        let view = state.viewState(.korean)
        #expect(view.title == "Product 42")
        #expect(!view.isLoading)
        #expect(view.error == nil)
        let content = view.content
        #expect(content?.imagePage == "2/3")
        #expect(content?.image == .loading)
        #expect(content?.name == "Product 42")
        #expect(content?.stock == PresentedText("잔여수량 : 10", tone: .secondary))
        #expect(content?.price == [PresentedText("KRW\u{00A0}1,000", tone: .secondary)])
        #expect(content?.description == PresentedText("상태 아주 좋습니다. 직거래 환영합니다."))
        #expect(content?.vendor == "Vendor 7")
    }

    @Test("a product without a description says so")
    func noDescription() {
        var state = ProductDetailState(productID: 3, userVendorID: nil)
        state.detail = MarketFixtures.detail(MarketFixtures.product(id: 3, description: nil), imageCount: 1)
        #expect(
            state.viewState(.korean).content?.description == PresentedText("상품 설명이 없습니다", tone: .secondary))
    }
}
