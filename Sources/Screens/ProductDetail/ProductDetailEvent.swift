import Market

/// What happens on the detail screen.
public enum ProductDetailEvent: Equatable, Sendable {
    case appeared
    case retryTapped
    /// The pager moved by this many images.
    case imagePaged(by: Int)
    case detailLoaded(ProductDetail)
    case detailFailed(MarketError)
    case imageLoaded(imageID: Int, byteCount: Int)
    case imageFailed(imageID: Int)
}
