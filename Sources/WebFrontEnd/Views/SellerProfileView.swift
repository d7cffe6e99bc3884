import HTMLUI
import Screens

/// The seller profile as HTML: the list's page of the seller's products, the seller's name as its
/// title; and the link on a product's detail that opens it.
enum SellerProfileView {
    /// The link to the seller of the product whose detail `view` shows, once it has loaded; the session
    /// follows it itself (`data-follow`), and it opens in a new tab too.
    static func link(on view: AppViewState, _ context: PageContext) -> HTMLNode? {
        guard view.detailScreen?.content != nil, let id = view.route.productID else { return nil }
        return Tag.a(
            .id("seller"), .class("seller"), .href(AppRoute.seller(productID: id).path), .data("follow", "")
        ) {
            context.strings.openSeller
        }
    }
}
