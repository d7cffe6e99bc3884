extension ProductPage: ServerDecodable {
    /// Reads a page in the V1 (snake_case) or V2 (camelCase) shape. Each item decodes on its own: a bad
    /// item becomes an `ItemFailure` and the rest of the page is kept.
    public init(server decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FlexibleKey.self)
        var items = try container.nestedUnkeyedContainer(forKey: FlexibleKey("pages"))
        var products: [Product] = []
        var failures: [ItemFailure] = []
        products.reserveCapacity(items.count ?? 0)
        while !items.isAtEnd {
            let index = items.currentIndex
            switch try items.decode(IsolatedItem.self).result {
            case .success(let product): products.append(product)
            case .failure(let error):
                failures.append(ItemFailure(index: index, field: error.fieldPath, reason: error.reason))
            }
        }
        let number = try container.decode(Int.self, anyOf: "page_no", "pageNo")
        let lastPage = try container.decode(Int.self, anyOf: "last_page", "lastPage")
        self.init(
            number: number,
            itemsPerPage: try container.decode(Int.self, anyOf: "items_per_page", "itemsPerPage"),
            totalCount: try container.decode(Int.self, anyOf: "total_count", "totalCount"),
            lastPage: lastPage,
            hasNext: try container.decodeIfPresent(Bool.self, anyOf: "has_next", "hasNext")
                ?? (number < lastPage),
            products: products,
            failures: failures
        )
    }
}

/// Decodes one list item without letting its failure escape, so the unkeyed container always advances.
private struct IsolatedItem: Decodable {
    let result: Result<Product, DecodingError>

    init(from decoder: any Decoder) throws {
        do {
            result = .success(try Product(server: decoder))
        } catch let error as DecodingError {
            result = .failure(error)
        }
    }
}
