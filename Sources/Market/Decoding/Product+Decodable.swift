extension Product: Decodable {
    /// Reads a product in either server generation's shape; prices may be integers or decimals.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FlexibleKey.self)
        let price = try container.decode(Double.self, anyOf: "price")
        let discountedPrice = try container.decodeIfPresent(
            Double.self, anyOf: "discounted_price", "discountedPrice")
        self.init(
            id: try container.decode(Int.self, anyOf: "id"),
            vendorID: try container.decodeIfPresent(Int.self, anyOf: "vendor_id", "vendorId"),
            vendorName: try container.decodeIfPresent(String.self, anyOf: "vendorName", "vendor_name"),
            name: try container.decode(String.self, anyOf: "name"),
            description: try container.decodeIfPresent(String.self, anyOf: "description"),
            thumbnailURL: try container.decodeIfPresent(String.self, anyOf: "thumbnail"),
            currency: try container.decode(Currency.self, anyOf: "currency"),
            price: price,
            discountedPrice: discountedPrice ?? 0,
            bargainPrice: try container.decodeIfPresent(Double.self, anyOf: "bargain_price", "bargainPrice"),
            stock: try container.decode(Int.self, anyOf: "stock"),
            createdAt: try container.decodeDateIfPresent("created_at"),
            issuedAt: try container.decodeDateIfPresent("issued_at")
        )
    }
}

extension ProductDetail: Decodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FlexibleKey.self)
        self.init(
            product: try Product(from: decoder),
            images: try container.decodeIfPresent([ProductImage].self, anyOf: "images") ?? [],
            vendor: try container.decodeIfPresent(Vendor.self, anyOf: "vendors", "vendor")
        )
    }
}

extension ProductImage: Decodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FlexibleKey.self)
        let url = try container.decode(String.self, anyOf: "url")
        self.init(
            id: try container.decode(Int.self, anyOf: "id"),
            url: url,
            thumbnailURL: try container.decodeIfPresent(String.self, anyOf: "thumbnail_url", "thumbnailUrl")
                ?? url,
            succeeded: try container.decodeIfPresent(Bool.self, anyOf: "succeed"),
            issuedAt: try container.decodeDateIfPresent("issued_at")
        )
    }
}

extension Vendor: Decodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FlexibleKey.self)
        self.init(
            id: try container.decode(Int.self, anyOf: "id"),
            name: try container.decode(String.self, anyOf: "name"),
            createdAt: try container.decodeDateIfPresent("created_at"),
            issuedAt: try container.decodeDateIfPresent("issued_at")
        )
    }
}
