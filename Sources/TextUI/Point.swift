/// A cell position: `x` counts columns from the left, `y` rows from the top, both from 0.
public struct Point: Sendable, Hashable {
    /// The column.
    public var x: Int
    /// The row.
    public var y: Int

    /// Makes the point at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The top-left corner.
    public static let zero = Point(x: 0, y: 0)
}
