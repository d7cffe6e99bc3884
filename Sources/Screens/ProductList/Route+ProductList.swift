extension ScreenKind {
    /// The list at the bottom of the stack.
    public static let list = ScreenKind("list")
}

extension ProductListState {
    /// Where the list answers, `/`: going there pops every screen.
    static let address = ScreenAddress("/", kind: .list) { _, _ in .root }
}
