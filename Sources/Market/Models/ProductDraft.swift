/// A product as a person registers it: the fields of the registration form, already parsed.
///
/// The vendor password is not part of the draft; the client adds it from its credentials.
public struct ProductDraft: Hashable, Sendable, Codable {
    public var name: String
    public var description: String
    public var price: Double
    public var discountedPrice: Double
    public var stock: Int
    public var currency: Currency
    public var images: [ImageUpload]

    public init(
        name: String, description: String, price: Double, discountedPrice: Double = 0, stock: Int = 0,
        currency: Currency, images: [ImageUpload]
    ) {
        self.name = name
        self.description = description
        self.price = price
        self.discountedPrice = discountedPrice
        self.stock = stock
        self.currency = currency
        self.images = images
    }
}

/// The changes to an existing product; nil fields are left as they are. Images cannot be changed:
/// the server has no field for them.
public struct ProductEdit: Hashable, Sendable, Codable {
    public var name: String?
    public var description: String?
    public var thumbnailID: Int?
    public var price: Double?
    public var currency: Currency?
    public var discountedPrice: Double?
    public var stock: Int?

    public init(
        name: String? = nil, description: String? = nil, thumbnailID: Int? = nil, price: Double? = nil,
        currency: Currency? = nil, discountedPrice: Double? = nil, stock: Int? = nil
    ) {
        self.name = name
        self.description = description
        self.thumbnailID = thumbnailID
        self.price = price
        self.currency = currency
        self.discountedPrice = discountedPrice
        self.stock = stock
    }

    /// Whether the edit changes nothing.
    public var isEmpty: Bool { self == ProductEdit() }
}
