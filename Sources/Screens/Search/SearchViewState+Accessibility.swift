import AccessibilityText

extension SearchViewState {
    /// What a screen reader gets from the search: its results' list, the search field holding the
    /// text typed after the title.
    public var accessibility: [AccessibilityNode] {
        results.accessibility
    }
}
