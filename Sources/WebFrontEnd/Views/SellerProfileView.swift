import HTMLUI
import Screens

/// The seller profile in the browser: the list's page of the seller's products, the seller's name as
/// its title. Its link on a product's detail is the view state's (`AppViewState.links`).
enum SellerProfileView {}

extension SellerProfileView: WebScreen {
    static let kind = ScreenKind.seller
    static var viewState: KeyPath<AppViewState, SellerProfileViewState?> { \.sellerScreen }

    static func screen(
        _ screen: SellerProfileViewState, in view: AppViewState, values: Bool, _ context: PageContext
    ) -> HTMLNode {
        ListView.screen(screen.products, values: values, context)
    }

    static func title(_ screen: SellerProfileViewState) -> String { screen.pageTitle }
}
