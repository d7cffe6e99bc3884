import Presenters

/// The search screen's state: the text typed, and the products whose names contain the text last
/// searched, paged like the list.
public struct SearchState: Equatable, Sendable, Encodable {
    /// The field's text.
    public var query: String
    /// The text whose results are shown or loading; nil before the first search or once the field
    /// was cleared.
    public var searchedQuery: String? { results.pagination.search }
    /// The matching products, paged, laid out and selected like the list's.
    public var results: ProductListState

    /// A search screen laid out as `list` is, with `query` typed.
    public init(query: String = "", like list: ProductListState) {
        self.query = query
        results = ProductListState(like: list)
    }
}

extension SearchState: PushedScreen {
    public var isBusy: Bool { results.isBusy }
    public var route: Route { .search(query: query) }
    public func picture(_ key: PictureKey) -> PictureSource? { results.picture(key) }
    public var listedProducts: ProductListState? { results }
    public static func listing(_ event: ProductListEvent) -> SearchEvent? { .results(event) }
}
