extension Product: ServerDecodable {
    /// Reads a product in either server generation's shape; prices may be integers or decimals.
    public init(server decoder: any Decoder) throws {
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

extension ProductDetail: ServerDecodable {
    public init(server decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FlexibleKey.self)
        let product = try Product(server: decoder)
        let images = try container.decodeIfPresent([ServerShape<ProductImage>].self, anyOf: "images")
        self.init(
            product: product,
            images: images?.map(\.value) ?? [],
            vendor: try container.decodeIfPresent(ServerShape<Vendor>.self, anyOf: "vendors", "vendor")?.value
        )
    }
}

extension ProductImage: ServerDecodable {
    public init(server decoder: any Decoder) throws {
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

extension Vendor: ServerDecodable {
    public init(server decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FlexibleKey.self)
        self.init(
            id: try container.decode(Int.self, anyOf: "id"),
            name: try container.decode(String.self, anyOf: "name"),
            createdAt: try container.decodeDateIfPresent("created_at"),
            issuedAt: try container.decodeDateIfPresent("issued_at")
        )
    }
}
