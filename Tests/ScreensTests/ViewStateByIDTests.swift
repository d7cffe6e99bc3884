import Loop
import Screens
import Testing

/// What a SwiftUI or UIKit front end reads of the app's view state: every pushed screen by its id (a
/// `NavigationStack` draws them all), the ids its path binds to, and every loaded product of the
/// list, as a lazy native list draws them.
@Suite("View state by id")
struct ViewStateByIDTests {
    @Test("each pushed screen is drawn by its id, the covered detail as well as the form on top")
    func destinations() {
        var state = AppScenario.onOwnedDetail()
        AppScenario.reduce(&state, .detail(.actionsTapped, on: 1), .detail(.actionChosen(.edit), on: 1))
        let view = state.viewState
        #expect(view.pathIDs == [1, 2])
        #expect(view.destination(1)?.kind == .detail)
        #expect(view.destination(1)?.screen(ProductDetailViewState.self)?.content?.name == "Product 98")
        #expect(view.destination(2)?.screen(ProductFormViewState.self)?.fields.first?.text == "Product 98")
        #expect(view.destination(2)?.screen(ProductDetailViewState.self) == nil)
        #expect(view.destination(3) == nil)
    }

    @Test("a lazy list gets every loaded product in order, not only those in view")
    func loadedCells() {
        var state = AppScenario.onList()
        AppScenario.reduce(&state, .list(.visibleRangeChanged(0..<3)))
        let cells = state.list.loadedCells(state.configuration.strings)
        #expect(cells.count == 20)
        #expect(cells.map(\.id).prefix(3) == [100, 99, 98])
        #expect(cells.last?.id == 81)
        // The view state itself holds only the products in view, fewer than the 20 loaded.
        #expect((state.viewState.listScreen?.cells.count ?? 20) < 20)
    }
}
