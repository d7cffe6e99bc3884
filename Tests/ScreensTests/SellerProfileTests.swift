import Market
import MarketTestSupport
import Presenters
import Screens
import Testing

/// The seller profile, opened from a product's detail (`s`, the "Seller" link) or at its address: the
/// product's seller by name, and that seller's products only, paged in from the market's list.
@Suite("Seller profile")
struct SellerProfileTests {
    let seller = Vendor(id: Fixtures.otherVendorID, name: "제인")

    /// Product 99, another seller's, second in the list.
    var detail: ProductDetail {
        ProductDetail(
            product: MarketFixtures.product(id: 99), images: MarketFixtures.images(of: 99, count: 1),
            vendor: seller)
    }

    /// A page of the market's list: products 50 to 46, of which 49 and 47 are the seller's.
    func page(_ request: PageRequest) -> ProductListEvent {
        let products = [50, 49, 48, 47, 46].map {
            MarketFixtures.product(id: $0, vendorID: [49, 47].contains($0) ? seller.id : 30)
        }
        return .pageLoaded(request, MarketFixtures.page(of: products, hasNext: false))
    }

    /// The detail of product 99 (id 1) with its seller's profile above it (id 2), loaded.
    func onProfile() throws -> AppState {
        var state = AppScenario.onDetail(of: 1, detail: detail)
        AppScenario.reduce(
            &state, .routeRequested(.seller(productID: 99)), .seller(.productLoaded(detail), on: 2))
        let request = try #require(state.path[seller: 2]?.products.pagination.requestInFlight)
        AppScenario.reduce(&state, .seller(.products(page(request)), on: 2))
        return state
    }

    @Test(
        "its route opens it above the product's detail: the product is asked for, then its seller's products")
    func opens() throws {
        var state = AppScenario.onDetail(of: 1, detail: detail)
        let feature = AppFeature()
        #expect(
            feature.reduce(&state, .routeRequested(.seller(productID: 99)))
                == [.seller(.fetchProduct(id: 99), on: 2)])
        #expect(state.route == .seller(productID: 99))
        #expect(state.path.count == 2)
        #expect(state.viewState.sellerScreen?.title == "판매자")
        #expect(state.viewState.sellerScreen?.products.status == .loadingFirstPage("불러오는 중…"))
        let effects = feature.reduce(&state, .seller(.productLoaded(detail), on: 2))
        let request = try #require(state.path[seller: 2]?.products.pagination.requestInFlight)
        #expect(request.page == 1)
        #expect(effects == [.seller(.products(.fetchPage(request)), on: 2)])
    }

    @Test("it shows the seller's name and only their products, and says when it has shown them all")
    func shows() throws {
        let view = try #require(try onProfile().viewState.sellerScreen)
        #expect(view.title == "제인")
        #expect(view.pageTitle == "제인 - 판매자")
        #expect(view.products.cells.map(\.id) == [49, 47])
        #expect(view.products.status == .endOfList("판매자의 상품을 모두 보았습니다"))
        #expect(view.products.addButton == nil)
    }

    @Test("a product chosen opens above the profile; back returns to the profile, then to the detail")
    func chooseAndBack() throws {
        var state = try onProfile()
        AppScenario.reduce(
            &state, .seller(.products(.selectionMoved(by: 1)), on: 2),
            .seller(.products(.selectionConfirmed), on: 2))
        #expect(state.route == .product(id: 47))
        #expect(state.path.count == 3)
        AppScenario.reduce(&state, .backTapped)
        #expect(state.route == .seller(productID: 99))
        #expect(state.viewState.sellerScreen?.products.cells.map(\.id) == [49, 47])
        AppScenario.reduce(&state, .backTapped)
        #expect(state.route == .product(id: 99))
    }

    @Test("a new tab at its address opens the product, then its seller above it")
    func newTab() {
        #expect(AppRoute(path: "/products/99/seller") == .seller(productID: 99))
        #expect(AppRoute.seller(productID: 99).path == "/products/99/seller")
        var state = AppScenario.onList()
        let effects = AppFeature().reduce(&state, .routeRequested(.seller(productID: 99)))
        #expect(effects == [.detail(.fetchDetail(id: 99), on: 1), .seller(.fetchProduct(id: 99), on: 2)])
        #expect(state.route == .seller(productID: 99))
        #expect(state.path.map(\.kind) == [.detail, .seller])
    }

    @Test(
        "a product that failed to load says why, and loading again asks for it; one naming no seller says so")
    func failures() throws {
        var state = AppScenario.onDetail(of: 1, detail: detail)
        AppScenario.reduce(
            &state, .routeRequested(.seller(productID: 99)),
            .seller(.productFailed(.transport("offline")), on: 2))
        #expect(
            state.viewState.sellerScreen?.products.status
                == .failed(message: "서버에 연결하지 못했습니다 (offline).", retry: "다시 시도"))
        #expect(
            AppFeature().reduce(&state, .seller(.products(.reloadTapped), on: 2))
                == [.seller(.fetchProduct(id: 99), on: 2)])
        var unnamed = detail
        unnamed.vendor = nil
        unnamed.product.vendorID = nil
        AppScenario.reduce(&state, .seller(.productLoaded(unnamed), on: 2))
        #expect(state.viewState.sellerScreen?.products.status == .empty("판매자 정보가 없는 상품입니다"))
        #expect(state.path[seller: 2]?.products.pagination.requestInFlight == nil)
    }

    @Test("no page is asked for before the seller is known: it would list every seller's products")
    func noPageBeforeTheSeller() {
        var state = AppScenario.onDetail(of: 1, detail: detail)
        AppScenario.reduce(&state, .routeRequested(.seller(productID: 99)))
        #expect(AppFeature().reduce(&state, .seller(.products(.refreshPulled), on: 2)) == [])
        #expect(AppFeature().reduce(&state, .seller(.products(.layoutToggled), on: 2)) == [])
        #expect(state.path[seller: 2]?.products.layout == .grid)
    }
}
