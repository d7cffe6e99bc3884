/// Everything the detail screen shows about one product: the product, its images and its seller.
public struct ProductDetail: Identifiable, Hashable, Sendable, Codable {
    public var product: Product
    public var images: [ProductImage]
    public var vendor: Vendor?

    public init(product: Product, images: [ProductImage], vendor: Vendor?) {
        self.product = product
        self.images = images
        self.vendor = vendor
    }

    public var id: Int { product.id }
}

/// One uploaded image of a product, in full size and as a thumbnail.
public struct ProductImage: Identifiable, Hashable, Sendable, Codable {
    public var id: Int
    public var url: String
    public var thumbnailURL: String
    /// Whether the upload finished (first server generation only).
    public var succeeded: Bool?
    public var issuedAt: CalendarDate?

    public init(
        id: Int, url: String, thumbnailURL: String, succeeded: Bool? = nil, issuedAt: CalendarDate? = nil
    ) {
        self.id = id
        self.url = url
        self.thumbnailURL = thumbnailURL
        self.succeeded = succeeded
        self.issuedAt = issuedAt
    }
}

/// The seller of a product.
public struct Vendor: Identifiable, Hashable, Sendable, Codable {
    public var id: Int
    public var name: String
    /// The name in other languages, by language code (`"en"`), where the seller gave one.
    public var localizedNames: [String: String]
    public var createdAt: CalendarDate?
    public var issuedAt: CalendarDate?

    public init(
        id: Int, name: String, localizedNames: [String: String] = [:], createdAt: CalendarDate? = nil,
        issuedAt: CalendarDate? = nil
    ) {
        self.id = id
        self.name = name
        self.localizedNames = localizedNames
        self.createdAt = createdAt
        self.issuedAt = issuedAt
    }

    /// The name in the language with code `language`, else the name as given.
    public func name(in language: String) -> String {
        localizedNames[language] ?? name
    }
}
