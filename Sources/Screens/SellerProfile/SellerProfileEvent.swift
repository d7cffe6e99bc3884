import Market
import Presenters

/// What happens on the seller profile.
public enum SellerProfileEvent: Equatable, Sendable, Codable {
    /// The profile opened: the product is asked for, to learn its seller.
    case appeared
    case productLoaded(ProductDetail)
    case productFailed(MarketError)
    /// The seller's products' own events: scrolling, selection, layout, pages, thumbnails. A retry or a
    /// reload while the product failed asks for the product again.
    case products(ProductListEvent)
}
