extension Route {
    /// The search with this text typed and searched: `/search?q=TEXT`.
    public static func search(query: String) -> Route { Route(SearchState.address.pattern, ["q": query]) }
}

extension SearchState {
    /// Where the search answers, straight above the list. Another text at the same address is typed in
    /// place, and searched once the typing pauses; a link's text is searched at once.
    static let address = ScreenAddress(
        "/search", query: ["q"], kind: .search,
        refinement: { .search(.queryChanged($0.values["q"] ?? "")) }
    ) { route, state in
        let query = route.values["q"] ?? ""
        return .push(
            .search(SearchState(query: query, like: state.list)), then: [.search(.queryDebounced(query))],
            above: .list)
    }
}
