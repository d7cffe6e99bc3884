import HTMLUI
import Screens

/// The register and edit form in the browser.
extension FormView: WebScreen {
    static let kind = ScreenKind.form

    static func screen(
        _ view: AppViewState, listCells: [ProductCellViewState], values: Bool, _ context: PageContext
    ) -> HTMLNode {
        guard let form = view.formScreen else { return Tag.main(.id("screen")) {} }
        return screen(form, values: values, context)
    }

    static func title(of view: AppViewState) -> String { view.formScreen?.title ?? "" }
}
