/// A product as the list shows it: one item of a page, and the common part of a product detail.
public struct Product: Identifiable, Hashable, Sendable, Codable {
    public var id: Int
    public var vendorID: Int?
    /// The seller's display name (sent by the second server generation only).
    public var vendorName: String?
    public var name: String
    /// Absent when the product was registered without one.
    public var description: String?
    public var thumbnailURL: String?
    public var currency: Currency
    public var price: Double
    /// The amount taken off the price; zero when the product is not discounted.
    public var discountedPrice: Double
    /// The price after the discount, as the server computed it.
    public var bargainPrice: Double
    public var stock: Int
    public var createdAt: CalendarDate?
    public var issuedAt: CalendarDate?

    public init(
        id: Int, vendorID: Int?, vendorName: String? = nil, name: String, description: String? = nil,
        thumbnailURL: String?, currency: Currency, price: Double, discountedPrice: Double = 0,
        bargainPrice: Double? = nil, stock: Int, createdAt: CalendarDate? = nil, issuedAt: CalendarDate? = nil
    ) {
        self.id = id
        self.vendorID = vendorID
        self.vendorName = vendorName
        self.name = name
        self.description = description
        self.thumbnailURL = thumbnailURL
        self.currency = currency
        self.price = price
        self.discountedPrice = discountedPrice
        self.bargainPrice = bargainPrice ?? price - discountedPrice
        self.stock = stock
        self.createdAt = createdAt
        self.issuedAt = issuedAt
    }

    /// Whether the list and the detail show a struck-through original price.
    public var isDiscounted: Bool { discountedPrice > 0 }
}
