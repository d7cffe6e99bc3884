import Market

/// The products of the list in order, unique by id: appending a page costs O(page size), never
/// O(count), because an id-to-index table answers "already shown?" in constant time.
public struct UniqueProducts: Hashable, Sendable, RandomAccessCollection {
    private var products: [Product] = []
    private var indexByID: [Int: Int] = [:]

    /// The products in order; a later duplicate of an id is dropped.
    public init(_ products: [Product] = []) {
        append(contentsOf: products)
    }

    public var startIndex: Int { products.startIndex }

    public var endIndex: Int { products.endIndex }

    public subscript(index: Int) -> Product { products[index] }

    public func contains(id: Int) -> Bool { indexByID[id] != nil }

    /// The position of the product with this id, in O(1) on average.
    public func index(ofID id: Int) -> Int? { indexByID[id] }

    /// Adds the products not shown yet, in order, skipping duplicates of shown products and duplicates
    /// within the page; returns how many were new.
    @discardableResult
    public mutating func append(contentsOf page: [Product]) -> Int {
        let countBefore = products.count
        for product in page where indexByID[product.id] == nil {
            indexByID[product.id] = products.count
            products.append(product)
        }
        return products.count - countBefore
    }

    /// Puts `product` first, unless it is shown already; whether it was new. The others move down by one.
    @discardableResult
    public mutating func prepend(_ product: Product) -> Bool {
        guard indexByID[product.id] == nil else { return false }
        products.insert(product, at: 0)
        for position in products.indices { indexByID[products[position].id] = position }
        return true
    }

    /// Replaces every product, as after a refresh.
    public mutating func replaceAll(with products: [Product]) {
        self = UniqueProducts(products)
    }

    /// Replaces the product with the same id in place; does nothing when it is not shown.
    public mutating func update(_ product: Product) {
        guard let index = indexByID[product.id] else { return }
        products[index] = product
    }

    /// Removes the product with this id, if shown; the products after it move up by one.
    public mutating func remove(id: Int) {
        guard let index = indexByID.removeValue(forKey: id) else { return }
        products.remove(at: index)
        for position in index..<products.count { indexByID[products[position].id] = position }
    }
}

/// The products are encoded as the list of them, in order: the table of their positions follows from
/// it.
extension UniqueProducts: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(products)
    }
}
