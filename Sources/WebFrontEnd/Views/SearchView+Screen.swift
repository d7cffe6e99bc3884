import HTMLUI
import Screens

/// The search in the browser: the list's page of its results, its field in the header.
extension SearchView: WebScreen {
    static let kind = ScreenKind.search
    static var viewState: KeyPath<AppViewState, SearchViewState?> { \.searchScreen }

    static func screen(
        _ screen: SearchViewState, in view: AppViewState, values: Bool,
        _ context: PageContext
    ) -> HTMLNode {
        ListView.screen(screen.results, values: values, context)
    }

    static func title(_ screen: SearchViewState) -> String { screen.pageTitle }
}
