import HTMLUI
import Screens

/// The list in the browser.
extension ListView: WebScreen {
    static let kind = ScreenKind.list

    static func screen(
        _ view: AppViewState, listCells: [ProductCellViewState], values: Bool, _ context: PageContext
    ) -> HTMLNode {
        guard let list = view.listScreen else { return Tag.main(.id("screen")) {} }
        return screen(
            list, view, cells: listCells, field: SearchView.field(view, values: values, context), context)
    }

    static func title(of view: AppViewState) -> String { view.listScreen?.title ?? "" }
}
