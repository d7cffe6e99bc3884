import Presenters

/// The search screen's state: the text typed, and the products whose names contain the text last
/// searched, paged like the list.
public struct SearchState: Equatable {
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
        results = ProductListState(
            itemsPerPage: list.pagination.itemsPerPage, prefetchThreshold: list.pagination.prefetchThreshold)
        results.layout = list.layout
        results.viewportSize = list.viewportSize
    }
}

extension AppState {
    /// The search screen in the path (only ever at the bottom). Setting it replaces its state, or
    /// pushes a search when there is none; setting `nil` pops it and what is above it.
    public var search: SearchState? {
        get { destination(.search).flatMap { if case .search(let state) = $0 { state } else { nil } } }
        set { setDestination(newValue.map(AppDestination.search), kind: .search) }
    }
}
