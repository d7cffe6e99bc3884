/// The app's state and view state read by this screen's kind: for tests, previews and front ends.
extension AppState {
    /// The search screen in the path (only ever at the bottom). Setting it replaces its state, or
    /// pushes a search when there is none; setting `nil` pops it and what is above it.
    public var search: SearchState? {
        get { if case .search(let state)? = destination(.search) { state } else { nil } }
        set { setDestination(newValue.map(AppDestination.search), kind: .search) }
    }
}

extension AppViewState {
    /// The search, when it is the screen on top.
    public var searchScreen: SearchViewState? {
        if case .destination(.search(let search)) = screen { search } else { nil }
    }
}
