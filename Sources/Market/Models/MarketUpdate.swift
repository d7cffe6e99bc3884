/// A change made to a market, as it tells those watching it (`MarketUpdates`): what every screen
/// showing the product, or a list of products, must show next.
public enum MarketUpdate: Equatable, Sendable, Codable {
    /// A new product, newest of all.
    case registered(ProductDetail)
    /// A product with new values.
    case edited(ProductDetail)
    /// A product gone for good.
    case deleted(productID: Int)
    /// Changes may have been missed (the channel that carries them between processes was down): what
    /// a screen shows is to be read again.
    case missed
}
