/// The app's state and view state read by this screen's kind: for tests, previews and front ends.
extension AppState {
    /// The detail screen in the path. Setting it replaces that screen's state, or pushes a detail
    /// when there is none; setting `nil` pops the detail and what is above it.
    public var detail: ProductDetailState? {
        get { if case .detail(let state)? = destination(.detail) { state } else { nil } }
        set { setDestination(newValue.map(AppDestination.detail), kind: .detail) }
    }
}

extension AppViewState {
    /// The detail, when it is the screen on top.
    public var detailScreen: ProductDetailViewState? {
        if case .destination(.detail(let detail)) = screen { detail } else { nil }
    }
}
