import Market
import Presenters

/// The seller profile's state: the seller of a product (read from the product, as the market names
/// vendors nowhere else) and the seller's products, paged from the market's list.
public struct SellerProfileState: Equatable, Sendable, Encodable {
    /// Where the seller comes from.
    public enum Seller: Equatable, Sendable, Encodable {
        /// Not asked for yet.
        case unknown
        /// The product is loading.
        case loading
        /// The product's seller.
        case loaded(Vendor)
        /// The product could not be loaded: the profile says why and offers to try again.
        case failed(MarketError)
        /// The product names no seller.
        case unnamed
    }

    /// The product whose seller this is: the profile opens above its detail.
    public let productID: Int
    public var seller: Seller = .unknown
    /// The seller's products, paged, laid out and selected like the list's.
    public var products: ProductListState

    /// The profile of `productID`'s seller, laid out as `list` is.
    public init(productID: Int, like list: ProductListState) {
        self.productID = productID
        products = ProductListState(like: list)
    }
}

extension SellerProfileState: PushedScreen {
    public static let name = "seller"
    public static var addresses: [ScreenAddress] { [address] }
    public var isBusy: Bool { seller == .loading || products.isBusy }
    public var route: Route { .seller(productID: productID) }
    public func picture(_ key: PictureKey) -> PictureSource? { products.picture(key) }
    public var listedProducts: ProductListState? { products }
    public static func listing(_ event: ProductListEvent) -> SellerProfileEvent? { .products(event) }

    public mutating func reduce(_ event: SellerProfileEvent) -> [SellerProfileEffect] {
        SellerProfileFeature().reduce(&self, event)
    }

    public mutating func marketChanged(_ update: MarketUpdate) -> [SellerProfileEffect] {
        reduceListed(.marketChanged(update))
    }

    public static func appEvent(for effect: SellerProfileEffect) -> AppEvent? {
        if case .delegate(.productChosen(let id)) = effect { .openProduct(id: id) } else { nil }
    }

    /// On a product's detail, once it has loaded: the way to its seller.
    public static func link(on state: AppState, _ strings: Strings) -> ScreenLink? {
        guard state.path.last?.screen(ProductDetailState.self)?.detail != nil, let id = state.route.productID
        else { return nil }
        return ScreenLink(kind: kind, title: strings.openSeller, route: .seller(productID: id))
    }
}
