/// The part of a long list a front end can show at once, in products, for each layout.
///
/// The front end says how much fits (`ViewportSize`); the list's reducer owns the scroll position, so
/// what is visible, which thumbnails load and when the next page is fetched are all screen logic under
/// test.
public struct ViewportSize: Hashable, Sendable {
    /// How many LIST rows fit.
    public var listRows: Int
    /// How many GRID columns and rows fit.
    public var gridColumns: Int
    public var gridRows: Int

    public init(listRows: Int, gridColumns: Int, gridRows: Int) {
        self.listRows = max(1, listRows)
        self.gridColumns = max(1, gridColumns)
        self.gridRows = max(1, gridRows)
    }

    /// A phone-sized default until the front end reports its size.
    public static let phone = ViewportSize(listRows: 6, gridColumns: 2, gridRows: 3)
}
