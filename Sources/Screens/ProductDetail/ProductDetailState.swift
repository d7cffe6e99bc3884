import Market

/// The detail screen's state: one product, loaded by id, with its image pager.
public struct ProductDetailState: Equatable {
    public var productID: Int
    public var detail: ProductDetail?
    public var isLoading = false
    public var loadError: MarketError?
    /// The image shown by the pager, 0-based.
    public var imageIndex = 0
    public var images: [Int: ThumbnailStatus] = [:]
    /// The vendor the app acts for; edit and delete are offered only on its products.
    public var userVendorID: Int?
    /// What the delete flow shows over the screen, if anything.
    public var delete: DeleteState?
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

extension AppState {
    /// The detail screen in the path. Setting it replaces that screen's state, or pushes a detail
    /// when there is none; setting `nil` pops the detail and what is above it.
    public var detail: ProductDetailState? {
        get { destination(.detail).flatMap { if case .detail(let state) = $0 { state } else { nil } } }
        set { setDestination(newValue.map(AppDestination.detail), kind: .detail) }
    }

    /// What the delete flow shows over the detail, if anything.
    public var delete: DeleteState? { detail?.delete }
}
