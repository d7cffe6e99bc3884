import HTMLUI
import Screens

/// The list in the browser.
extension ListView: WebScreen {
    static let kind = ScreenKind.list
    static var viewState: KeyPath<AppViewState, ProductListViewState?> { \.listScreen }

    static func screen(
        _ screen: ProductListViewState, in view: AppViewState, values: Bool,
        _ context: PageContext
    ) -> HTMLNode {
        Self.screen(screen, values: values, context)
    }

    static func title(_ screen: ProductListViewState) -> String { screen.title }
}
