import Presenters

/// The search screen as any front end draws it: the field, then the results as a list.
public struct SearchViewState: Equatable, Sendable {
    public var title: String
    /// The title of a window or tab showing the search: the title with the query.
    public var pageTitle: String
    public var query: String
    public var placeholder: String
    /// The matching products in view, laid out as the list's; its status says what the search found
    /// (a hint before any search, no matches, loading, the end).
    public var results: ProductListViewState
}

extension SearchViewState: PushedScreenViewState {
    public var listedProducts: ProductListViewState? { results }
}

extension SearchState {
    public func viewState(_ strings: Strings) -> SearchViewState {
        var results = results.viewState(strings)
        results.title = strings.searchTitle
        results.back = strings.appTitle
        results.searchField = SearchFieldViewState(query: query, strings)
        results.addButton = nil
        switch (searchedQuery, results.status) {
        case (nil, _): results.status = .empty(strings.searchHint)
        case (let searched?, .empty): results.status = .empty(strings.noMatches(searched))
        case (_, .endOfList): results.status = .endOfList(strings.everyMatchShown)
        default: break
        }
        return SearchViewState(
            title: strings.searchTitle, pageTitle: strings.searchTitle(query), query: query,
            placeholder: strings.searchPlaceholder, results: results
        )
    }
}
