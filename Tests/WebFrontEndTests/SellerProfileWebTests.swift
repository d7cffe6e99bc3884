import Foundation
import Market
import MarketTestSupport
import Presenters
import Screens
import ScreensTestSupport
import Testing
import TextSnapshotTesting
import WebFrontEnd
import WebTesting

/// The seller profile in the browser: the "Seller" link on a product's detail, which the session
/// follows itself; its page at `/products/ID/seller`, in a new tab too; its page in both languages
/// (`Snapshots/WebScreens/seller-*.html.txt`).
@MainActor
@Suite("Seller profile in the browser", .timeLimit(.minutes(1)))
struct SellerProfileWebTests {
    /// The detail of product 105 (id 1), its seller's profile above it (id 2), loaded.
    static func profile(_ language: Language) throws -> AppState {
        var state = WebShowcase.detailState(language)
        WebShowcase.send(.routeRequested(.seller(productID: 105)), to: &state)
        WebShowcase.send(.seller(.productLoaded(WebShowcase.detail), on: 2), to: &state)
        let request = try #require(state.path[seller: 2]?.products.pagination.requestInFlight)
        let page =
            WebShowcase.products + [
                ShowcaseCatalogue.product(
                    100, vendorID: WebShowcase.owner, "기계식 키보드 ⌨️", currency: .usd, price: 89, stock: 5)
            ]
        WebShowcase.send(
            .seller(.products(.pageLoaded(request, MarketFixtures.page(of: page, hasNext: false))), on: 2),
            to: &state)
        return state
    }

    @Test(
        "the seller's name as its title, then their products only; a way back", arguments: Language.allCases)
    func snapshot(language: Language) throws {
        WebScreenSnapshotTests.check(try Self.profile(language), "seller")
    }

    @Test("a loaded detail links to its seller, followed by the session; a detail still loading does not")
    func link() throws {
        let detail = WebShowcase.document(WebShowcase.detailState(.english))
        #expect(
            detail.contains(
                #"<a id="seller" class="seller" href="/products/105/seller" data-follow="">Seller</a>"#))
        var loading = WebShowcase.loadedList(.english)
        WebShowcase.send(.openProduct(id: 105), to: &loading)
        #expect(!WebShowcase.document(loading).contains(#"id="seller""#))
    }

    @Test("following the link opens the profile in the session; a new tab at its address opens it too")
    func followAndNewTab() async throws {
        let web = InMemoryWeb()
        let list = await web.tester.open("/")
        let product = try #require(web.app.state(ofSession: list.session)?.list.products.first)
        let vendorID = try #require(product.vendorID)
        let detail = await web.tester.open("/products/\(product.id)")
        #expect(detail.page.text.contains(#"href="/products/\#(product.id)/seller" data-follow="""#))
        await detail.join()
        await detail.report(#"{"kind":"navigate","path":"/products/\#(product.id)/seller"}"#)
        try await checkProfile(of: detail, product: product.id, vendorID: vendorID, web)
        let tab = await web.tester.open("/products/\(product.id)/seller")
        #expect(tab.page.status == 200)
        try await checkProfile(of: tab, product: product.id, vendorID: vendorID, web)
    }

    /// The tab shows the seller of `product`, and only the seller's products.
    private func checkProfile(
        of tab: TestTab<OpenMarketWeb>, product: Int, vendorID: Int, _ web: InMemoryWeb
    ) async throws {
        await web.tester.settle()
        let state = try #require(web.app.state(ofSession: tab.session))
        #expect(state.route == .seller(productID: product))
        let profile = try #require(state.path[seller: 2])
        #expect(!profile.products.products.isEmpty)
        #expect(profile.products.products.allSatisfy { $0.vendorID == vendorID })
        guard case .loaded(let seller) = profile.seller else {
            Issue.record("the seller is not shown: \(profile.seller)")
            return
        }
        #expect(seller.id == vendorID)
    }
}
