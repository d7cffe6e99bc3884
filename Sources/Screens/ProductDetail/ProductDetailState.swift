import Market

/// The detail screen's state: one product, loaded by id, with its image pager.
public struct ProductDetailState: Equatable, Sendable, Encodable {
    public var productID: Int
    public var detail: ProductDetail?
    public var isLoading = false
    /// Why the product could not be loaded, when trying again may bring it.
    public var loadError: MarketError?
    /// Whether the product no longer exists: the market does not have it, or says it was deleted while
    /// the screen was open. Nothing brings it back, so no retry is offered.
    public var isGone = false
    /// The image shown by the pager, 0-based.
    public var imageIndex = 0
    public var images: [Int: ThumbnailStatus] = [:]
    /// The vendor the app acts for; edit and delete are offered only on its products.
    public var userVendorID: Int?
    /// What the delete flow shows over the screen, if anything.
    public var delete: DeleteFlowState?
    /// Whether the editor opens once the product has loaded and is the user's (an edit link).
    public var editsWhenLoaded = false

    public init(productID: Int, userVendorID: Int?) {
        self.productID = productID
        self.userVendorID = userVendorID
    }

    /// Whether the product belongs to the app's user.
    public var isOwned: Bool {
        guard let userVendorID, let detail else { return false }
        return (detail.vendor?.id ?? detail.product.vendorID) == userVendorID
    }
}

extension ProductDetailState: PushedScreen {
    public static let name = "detail"
    public static var addresses: [ScreenAddress] { [address] }
    public static var pictureKinds: [PictureKind] { [.detailImage] }
    /// The detail closes its delete flow first.
    public static var backEvent: ProductDetailEvent? { .backTapped }
    public static var navigatedEvent: ProductDetailEvent? { .navigated }

    /// Loading the product, or verifying a delete's password.
    public var isBusy: Bool { isLoading || delete?.passwordPrompt?.isVerifying == true }
    public var route: Route { .product(id: productID) }

    public mutating func reduce(_ event: ProductDetailEvent) -> [ProductDetailEffect] {
        ProductDetailFeature().reduce(&self, event)
    }

    public mutating func marketChanged(_ update: MarketUpdate) -> [ProductDetailEffect] {
        reduce(.marketChanged(update))
    }

    public func picture(_ key: PictureKey) -> PictureSource? {
        guard key.kind == .detailImage else { return nil }
        return detail?.images.first { $0.id == key.key }.map { .market(url: $0.url) }
    }
}
