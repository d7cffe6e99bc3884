/// A page request with the generation it belongs to, so a late answer from before a refresh is
/// recognised.
public struct PageRequest: Hashable, Sendable {
    public var page: Int
    public var itemsPerPage: Int
    public var generation: Int

    public init(page: Int, itemsPerPage: Int, generation: Int) {
        self.page = page
        self.itemsPerPage = itemsPerPage
        self.generation = generation
    }

    /// Whether the answer replaces the products shown rather than adding to them.
    public var isFirstPage: Bool { page == 1 }
}
