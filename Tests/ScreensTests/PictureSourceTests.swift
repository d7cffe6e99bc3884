import Market
import MarketTestSupport
import Screens
import Testing

/// Where the pictures a screen shows come from, as a front end that fetches them one by one asks.
@Suite("Picture sources")
struct PictureSourceTests {
    @Test("the list's thumbnails; none for a product not loaded")
    func thumbnails() {
        let state = AppScenario.onList()
        #expect(state.picture(.thumbnail(productID: 100)) == .market(url: "memory://thumbs/100.png"))
        #expect(state.picture(.thumbnail(productID: 5)) == nil)
    }

    @Test("the detail's images by id; the edit form's images by index; none once they are not shown")
    func detailAndEdit() {
        var state = AppScenario.onOwnedDetail()
        let images = AppScenario.ownedDetail.images
        #expect(state.picture(.detailImage(imageID: images[1].id)) == .market(url: images[1].url))
        #expect(state.picture(.detailImage(imageID: 1)) == nil)
        #expect(state.picture(.formImage(index: 0)) == nil)
        _ = AppFeature().reduce(&state, .detail(.actionChosen(.edit), on: 1))
        #expect(state.picture(.formImage(index: 0)) == .market(url: images[0].thumbnailURL))
        #expect(state.picture(.formImage(index: images.count)) == nil)
    }

    @Test("the register form's images are the files chosen")
    func chosen() {
        let state = AppScenario.registering()
        #expect(state.picture(.formImage(index: 0)) == .chosen(Fixtures.image()))
        #expect(state.picture(.formImage(index: 1)) == nil)
    }

    @Test(
        "the kinds of picture are the screens' own, named as an address writes them; another kind is nothing")
    func kinds() {
        #expect(PictureKind.all.map(\.name) == ["thumbnails", "images", "form-images"])
        let state = AppScenario.onList()
        #expect(
            state.picture(PictureKey(PictureKind("thumbnails"), 100))
                == .market(url: "memory://thumbs/100.png"))
        #expect(state.picture(PictureKey(PictureKind("sellers"), 100)) == nil)
    }

    @Test("a seller's profile serves its products' thumbnails")
    func sellerThumbnails() throws {
        var state = AppScenario.onDetail(of: 1, detail: MarketFixtures.detail(id: 99))
        AppScenario.reduce(
            &state, .routeRequested(.seller(productID: 99)),
            .seller(.productLoaded(MarketFixtures.detail(id: 99)), on: 2))
        let request = try #require(state.path[seller: 2]?.products.pagination.requestInFlight)
        let page = MarketFixtures.page(of: [MarketFixtures.product(id: 42)], hasNext: false)
        AppScenario.reduce(&state, .seller(.products(.pageLoaded(request, page)), on: 2))
        #expect(state.picture(.thumbnail(productID: 42)) == .market(url: "memory://thumbs/42.png"))
    }
}
