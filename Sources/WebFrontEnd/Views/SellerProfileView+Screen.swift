import HTMLUI
import Screens

/// The seller profile in the browser, and its link on a product's detail.
extension SellerProfileView: WebScreen {
    static let kind = ScreenKind.seller
    static var viewState: KeyPath<AppViewState, SellerProfileViewState?> { \.sellerScreen }

    static func screen(
        _ screen: SellerProfileViewState, in view: AppViewState, listCells: [ProductCellViewState],
        values: Bool, _ context: PageContext
    ) -> HTMLNode {
        ListView.screen(screen.products, view, cells: listCells, field: nil, context)
    }

    static func title(_ screen: SellerProfileViewState) -> String { screen.pageTitle }

    static func links(on view: AppViewState, _ context: PageContext) -> [HTMLNode] {
        link(on: view, context).map { [$0] } ?? []
    }
}
