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
}
