extension ProductListState {
    /// Where the list answers, `/`: going there pops every screen.
    static let address = ScreenAddress("/", kind: .list) { _, _ in .root }
}
