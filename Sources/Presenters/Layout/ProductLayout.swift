/// The list's two layouts and the segmented control's titles ("LIST", "GRID" in both languages).
public enum ProductLayout: String, Hashable, Sendable, Codable, CaseIterable {
    case list
    case grid

    /// The segment's title, the same in every language.
    public var title: String { rawValue.uppercased() }

    /// The other layout.
    public var toggled: ProductLayout { self == .list ? .grid : .list }
}
