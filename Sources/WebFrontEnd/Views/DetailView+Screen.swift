import HTMLUI
import Screens

/// The detail in the browser.
extension DetailView: WebScreen {
    static let kind = ScreenKind.detail
    static var viewState: KeyPath<AppViewState, ProductDetailViewState?> { \.detailScreen }

    static func screen(
        _ screen: ProductDetailViewState, in view: AppViewState, values: Bool,
        _ context: PageContext
    ) -> HTMLNode {
        Self.screen(screen, context)
    }

    static func title(_ screen: ProductDetailViewState) -> String { screen.title }
}
