import HTMLUI
import Screens

/// The search in the browser: the list's page of its results, its field in the header.
extension SearchView: WebScreen {
    static let kind = ScreenKind.search

    static func screen(
        _ view: AppViewState, listCells: [ProductCellViewState], values: Bool, _ context: PageContext
    ) -> HTMLNode {
        guard let search = view.searchScreen else { return Tag.main(.id("screen")) {} }
        return ListView.screen(
            search.results, view, cells: listCells, field: field(view, values: values, context), context)
    }

    static func title(of view: AppViewState) -> String { view.searchScreen?.pageTitle ?? "" }
}
