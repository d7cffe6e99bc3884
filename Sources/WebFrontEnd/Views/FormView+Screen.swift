import HTMLUI
import Screens

/// The register and edit form in the browser.
extension FormView: WebScreen {
    static let kind = ScreenKind.form
    static var viewState: KeyPath<AppViewState, ProductFormViewState?> { \.formScreen }

    static func screen(
        _ screen: ProductFormViewState, in view: AppViewState, values: Bool,
        _ context: PageContext
    ) -> HTMLNode {
        Self.screen(screen, values: values, context)
    }

    static func title(_ screen: ProductFormViewState) -> String { screen.title }
}
