import Market
import MarketTestSupport
import Presenters
import Screens
import Testing

@Suite("Product list view state")
struct ProductListViewStateTests {
    let nbsp = "\u{00A0}"

    @Test("before the first page: a full-screen loading indicator, no cells, LIST selected")
    func beforeFirstPage() {
        let view = ProductListState().viewState(.korean)
        #expect(view.title == "오픈마켓")
        #expect(
            view.segments == [
                Segment(title: "LIST", isSelected: true), Segment(title: "GRID", isSelected: false),
            ])
        #expect(view.layout == .list)
        #expect(view.columns == 1)
        #expect(view.cells.isEmpty)
        #expect(view.loadedCount == 0)
        #expect(view.status == .loadingFirstPage("불러오는 중…"))
        #expect(view.addButton == "+")
    }

    @Test("a loaded page shows the cells in view, formatted, the first one selected")
    func loadedCells() {
        let view = ListScenario.loaded().viewState(.korean)
        #expect(view.cells.map(\.id) == [100, 99, 98, 97, 96, 95])
        #expect(view.firstIndex == 0)
        #expect(view.loadedCount == 20)
        #expect(!view.reachesEnd)
        #expect(view.status == .idle)
        let cell = view.cells[0]
        #expect(cell.name == "Product 100")
        #expect(cell.price == [PresentedText("KRW\(nbsp)1,000", tone: .secondary)])
        #expect(cell.stock == PresentedText("잔여수량 : 10", tone: .secondary))
        #expect(cell.thumbnail == .loading)
        #expect(view.cells.map(\.isSelected) == [true, false, false, false, false, false])
    }

    @Test("a discounted product strikes its price through; a sold-out one says so, in either language")
    func discountAndSoldOut() {
        var page = MarketFixtures.page(1, ids: [2, 1], hasNext: false)
        page.products = [
            MarketFixtures.product(id: 2, price: 1_300_000, discountedPrice: 100_000, stock: 1_234),
            MarketFixtures.product(id: 1, currency: .usd, price: 999.99, stock: 0),
        ]
        let state = ListScenario.loaded(page)
        let korean = state.viewState(.korean)
        #expect(
            korean.cells[0].price == [
                PresentedText("KRW\(nbsp)1,300,000", tone: .struckOriginal),
                PresentedText("KRW\(nbsp)1,200,000", tone: .secondary),
            ])
        #expect(korean.cells[0].stock == PresentedText("잔여수량 : 1,234", tone: .secondary))
        #expect(korean.cells[1].price == [PresentedText("USD\(nbsp)999.99", tone: .secondary)])
        #expect(korean.cells[1].stock == PresentedText("품절", tone: .warning))
        let english = state.viewState(.english)
        #expect(english.title == "Open Market")
        #expect(english.cells[0].stock == PresentedText("Stock: 1,234", tone: .secondary))
        #expect(english.cells[1].stock == PresentedText("Sold out", tone: .warning))
    }

    @Test("the next page or a refresh in flight shows a small indicator below the products")
    func loadingMore() {
        #expect(ListScenario.fetchingPageTwo().viewState(.korean).status == .loadingMore("불러오는 중…"))
        var refreshing = ListScenario.loaded()
        _ = ProductListFeature().reduce(&refreshing, .refreshPulled)
        #expect(refreshing.viewState(.korean).status == .loadingMore("불러오는 중…"))
        #expect(refreshing.viewState(.korean).cells.count == 6)
    }

    @Test("a failed page says why and offers a retry")
    func failedStatus() {
        var state = ListScenario.fetchingPageTwo()
        _ = ProductListFeature().reduce(
            &state, .pageFailed(Fixtures.request(2), .server(status: 500, message: "boom")))
        #expect(
            state.viewState(.korean).status
                == .failed(message: "상품을 불러오지 못했습니다: 서버 오류 (500): boom", retry: "다시 시도"))
        #expect(state.viewState(.korean).loadedCount == 20)
    }

    @Test("the end of the list shows below the last product; an empty market says it has nothing")
    func endAndEmpty() {
        var state = ListScenario.loaded(Fixtures.ids(from: 8, count: 8), hasNext: false)
        #expect(!state.viewState(.korean).reachesEnd)
        _ = ProductListFeature().reduce(&state, .selectionMoved(by: 7))
        let end = state.viewState(.korean)
        #expect(end.reachesEnd)
        #expect(end.firstIndex == 2)
        #expect(end.cells.map(\.id) == [6, 5, 4, 3, 2, 1])
        #expect(end.status == .endOfList("모든 상품을 불러왔습니다"))
        let empty = ListScenario.loaded([], hasNext: false).viewState(.korean)
        #expect(empty.status == .empty("등록된 상품이 없습니다"))
        #expect(empty.cells.isEmpty)
    }

    @Test("GRID shows two columns from the top row's first product")
    func grid() {
        var state = ListScenario.loaded()
        _ = ProductListFeature().reduce(&state, .visibleRangeChanged(5..<11))
        _ = ProductListFeature().reduce(&state, .layoutToggled)
        let view = state.viewState(.korean)
        #expect(view.layout == .grid)
        #expect(view.columns == 2)
        #expect(
            view.segments == [
                Segment(title: "LIST", isSelected: false), Segment(title: "GRID", isSelected: true),
            ])
        #expect(view.firstIndex == 4)
        #expect(view.cells.map(\.id) == [96, 95, 94, 93, 92, 91])
        #expect(view.cells.map(\.isSelected) == [false, true, false, false, false, false])
    }

    @Test(
        "scrolling: the cells in view and 4 around them live, the others drawn as they come; a removal or a refresh changes the contents"
    )
    func scrolling() {
        var state = ListScenario.twoPagesLoaded()
        _ = ProductListFeature().reduce(&state, .visibleRangeChanged(10..<16))
        let scrolling = state.scrollingViewState(.korean, margin: 4)
        #expect(scrolling.liveStart == 6)
        #expect(scrolling.liveCells.map(\.id) == Array((81...94).reversed()))
        #expect(state.cells(in: 35..<40, .korean).map(\.id) == [65, 64, 63, 62, 61])
        #expect(scrolling.loadedCount == 40)
        #expect(!scrolling.isReplacing)

        var removed = state
        _ = ProductListFeature().reduce(&removed, .productRemoved(id: 90))
        #expect(removed.scrollingViewState(.korean, margin: 4).contents != scrolling.contents)

        var refreshing = state
        _ = ProductListFeature().reduce(&refreshing, .refreshPulled)
        let replacing = refreshing.scrollingViewState(.korean, margin: 4)
        #expect(replacing.isReplacing)
        #expect(replacing.contents != scrolling.contents)
    }
}
