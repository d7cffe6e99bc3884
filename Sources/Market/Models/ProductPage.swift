/// One page of the product list, with the server's paging figures.
///
/// `products` holds the items that decoded; an item that did not is listed in `failures` instead, so a
/// single bad item never sinks its page.
public struct ProductPage: Hashable, Sendable, Codable {
    public var number: Int
    public var itemsPerPage: Int
    public var totalCount: Int
    public var lastPage: Int
    public var hasNext: Bool
    public var products: [Product]
    public var failures: [ItemFailure]

    public init(
        number: Int, itemsPerPage: Int, totalCount: Int, lastPage: Int, hasNext: Bool, products: [Product],
        failures: [ItemFailure] = []
    ) {
        self.number = number
        self.itemsPerPage = itemsPerPage
        self.totalCount = totalCount
        self.lastPage = lastPage
        self.hasNext = hasNext
        self.products = products
        self.failures = failures
    }
}

/// An item of a page that could not be decoded: where it was and what was wrong with it.
public struct ItemFailure: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The item's position in the page's `pages` array.
    public var index: Int
    /// The field that failed, as a path such as `pages[3].price`.
    public var field: String
    public var reason: String

    public init(index: Int, field: String, reason: String) {
        self.index = index
        self.field = field
        self.reason = reason
    }

    public var description: String { "\(field): \(reason)" }
}
