import HTMLUI
import Screens

/// The detail in the browser.
extension DetailView: WebScreen {
    static let kind = ScreenKind.detail

    static func screen(
        _ view: AppViewState, listCells: [ProductCellViewState], values: Bool, _ context: PageContext
    ) -> HTMLNode {
        guard let detail = view.detailScreen else { return Tag.main(.id("screen")) {} }
        return screen(detail, context)
    }

    static func title(of view: AppViewState) -> String { view.detailScreen?.title ?? "" }
}
