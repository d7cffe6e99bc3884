/// A page request with the generation it belongs to, so a late answer from before a refresh is
/// recognised.
public struct PageRequest: Hashable, Sendable, Codable {
    public var page: Int
    public var itemsPerPage: Int
    public var generation: Int
    /// The text the products' names must contain (a search's pages); nil for every product.
    public var search: String?

    public init(page: Int, itemsPerPage: Int, generation: Int, search: String? = nil) {
        self.page = page
        self.itemsPerPage = itemsPerPage
        self.generation = generation
        self.search = search
    }

    /// Whether the answer replaces the products shown rather than adding to them.
    public var isFirstPage: Bool { page == 1 }
}
