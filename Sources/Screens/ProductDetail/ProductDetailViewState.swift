import Market
import Presenters

/// The detail screen as any front end draws it.
public struct ProductDetailViewState: Equatable, Sendable {
    public var title: String
    /// nil while loading or after a failure.
    public var content: Content?
    public var isLoading: Bool
    public var loadingText: String
    public var error: String?
    /// The label of the button that asks again after a failure.
    public var retry: String
    /// The label of the way back to the list from a product that is gone.
    public var backToList: String
    /// Whether the market has no product at this id (it answered 404): `error` says the product no
    /// longer exists, and retrying cannot help.
    public var isGone: Bool
    /// The words of the way back to the list in the header; nil on a product that is gone, whose
    /// page leads back with `backToList` instead.
    public var back: String?
    /// The label of the actions button ("수정 / 삭제"), nil unless the product is the user's own.
    public var actions: String?
    /// What the delete flow shows over the detail, if anything.
    public var delete: DeleteFlowViewState?

    /// The loaded product.
    public struct Content: Equatable, Sendable {
        /// "2/5"; nil when the product has no image.
        public var imagePage: String?
        /// The pager's buttons' labels, as a screen reader names them.
        public var previousImage: String
        public var nextImage: String
        public var image: ThumbnailStatus?
        /// The id of the image shown, so a front end that shows real pictures can ask for it; nil when
        /// the product has no image.
        public var imageID: Int?
        public var name: String
        public var stock: PresentedText
        public var price: [PresentedText]
        /// The price as a screen reader says it ("Was KRW 227,500, now KRW 204,750").
        public var spokenPrice: String
        public var description: PresentedText
        public var vendor: String?
    }
}

extension ProductDetailViewState: PushedScreenViewState {}

extension ProductDetailState {
    public func viewState(_ strings: Strings) -> ProductDetailViewState {
        ProductDetailViewState(
            title: detail?.product.name ?? strings.appTitle,
            content: detail.map { content($0, strings) },
            isLoading: isLoading, loadingText: strings.loading,
            error: isGone ? strings.productGone : loadError.map { strings.message(for: $0) },
            retry: strings.retry, backToList: strings.backToList, isGone: isGone,
            back: isGone ? nil : strings.appTitle,
            actions: isOwned ? "\(strings.edit) / \(strings.delete)" : nil,
            delete: delete?.viewState(strings))
    }

    private func content(_ detail: ProductDetail, _ strings: Strings) -> ProductDetailViewState.Content {
        let product = detail.product
        let hasImages = !detail.images.isEmpty
        let description = product.description.flatMap { $0.isEmpty ? nil : $0 }
        return ProductDetailViewState.Content(
            imagePage: hasImages ? strings.imagePage(imageIndex + 1, of: detail.images.count) : nil,
            previousImage: strings.previousImage, nextImage: strings.nextImage,
            image: hasImages ? images[detail.images[imageIndex].id] : nil,
            imageID: hasImages ? detail.images[imageIndex].id : nil,
            name: product.name,
            stock: StockFormatter.stock(product.stock, language: strings.language),
            price: PriceFormatter.priceLine(for: product),
            spokenPrice: PriceFormatter.spokenPrice(for: product, strings),
            description: description.map { PresentedText($0) }
                ?? PresentedText(strings.noDescription, tone: .secondary),
            vendor: detail.vendor?.name(in: strings.language.rawValue) ?? product.vendorName)
    }
}
