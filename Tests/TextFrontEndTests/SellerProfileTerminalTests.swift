import Market
import MarketTestSupport
import Presenters
import Screens
import ScreensTestSupport
import Testing
import TextFrontEnd
import TextSnapshotTesting
import TextUI

/// The seller profile in the terminal: `s` on a product's detail opens it, its keys, and its frames in
/// both languages at 40 and 80 columns (`Snapshots/ScreenSnapshotTests/seller-*.txt`).
@Suite("Seller profile in the terminal")
struct SellerProfileTerminalTests {
    /// The seller's products among the list's: the detail's seller owns 106 and 100.
    static let page =
        Showcase.products + [
            ShowcaseCatalogue.product(
                100, vendorID: Showcase.owner, "기계식 키보드 ⌨️", currency: .usd, price: 89, stock: 5)
        ]

    /// The detail of product 105 (id 1), its seller's profile above it (id 2), loaded with thumbnails.
    static func profile(_ language: Language, _ size: TerminalSize) throws -> AppState {
        var state = ScreenSnapshotTests.detailState(language, size)
        for event in KeyMap.events(for: .character("s"), in: state.viewState) {
            Showcase.send(event, to: &state)
        }
        Showcase.send(.seller(.productLoaded(Showcase.detail), on: 2), to: &state)
        let request = try #require(state.path[seller: 2]?.products.pagination.requestInFlight)
        Showcase.send(
            .seller(.products(.pageLoaded(request, MarketFixtures.page(of: page, hasNext: false))), on: 2),
            to: &state)
        Showcase.send(
            .seller(.products(.thumbnailLoaded(productID: 106, Showcase.picture(seed: 6, side: 8))), on: 2),
            to: &state)
        Showcase.send(.seller(.products(.thumbnailFailed(productID: 100)), on: 2), to: &state)
        return state
    }

    @Test("s on a loaded product's detail opens its seller's profile; the detail's legend names it")
    func opensFromTheDetail() {
        let size = TerminalSize(width: 80, height: 24)
        let detail = ScreenSnapshotTests.detailState(.english, size)
        #expect(
            KeyMap.events(for: .character("s"), in: detail.viewState) == [
                .routeRequested(.seller(productID: 105))
            ])
        #expect(KeyBindings.legend(for: detail.viewState).hasSuffix(" s"))
        var loading = Showcase.loadedList(.english, size)
        Showcase.send(.openProduct(id: 105), to: &loading)
        #expect(KeyMap.events(for: .character("s"), in: loading.viewState) == [])
    }

    @Test("its keys: move, open, LIST/GRID, load again, back", arguments: [Language.english])
    func keys(language: Language) throws {
        let state = try Self.profile(language, TerminalSize(width: 80, height: 24))
        let view = state.viewState
        #expect(
            KeyMap.events(for: .down, in: view) == [.seller(.products(.selectionMovedOneStep(.down)), on: 2)])
        #expect(KeyMap.events(for: .enter, in: view) == [.seller(.products(.selectionConfirmed), on: 2)])
        #expect(KeyMap.events(for: .character("g"), in: view) == [.seller(.products(.layoutToggled), on: 2)])
        #expect(KeyMap.events(for: .character("r"), in: view) == [.seller(.products(.reloadTapped), on: 2)])
        #expect(KeyMap.events(for: .escape, in: view) == [.backTapped])
        #expect(KeyMap.isQuit(.character("q"), in: view))
    }

    @Test("the seller's name, then their products only, in LIST", arguments: ScreenSnapshotTests.combinations)
    func snapshot(language: Language, size: TerminalSize) throws {
        ScreenSnapshotTests.check(try Self.profile(language, size), "seller", language, size)
    }
}
