/// A rectangle on a grid: `width` columns and `height` rows from the top-left corner (`x`, `y`), the
/// grid's cells counted from 0 — the pixels of a picture here, the cells of a screen in TextUI (which
/// splits it into rows, columns and grids).
///
/// A rectangle whose width or height is zero or negative holds no cells.
public struct Rect: Sendable, Hashable {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Makes the rectangle with top-left corner (`x`, `y`) and the given size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The column just right of the rectangle.
    public var maxX: Int { x + width }

    /// The row just below the rectangle.
    public var maxY: Int { y + height }

    /// The middle row (the lower of the two middle rows when the height is even).
    public var midY: Int { y + height / 2 }

    /// True when the rectangle holds no cells.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The cells both rectangles share; an empty rectangle (width and height 0) when they share none.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard left < right, top < bottom else { return Rect(x: left, y: top, width: 0, height: 0) }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rectangle shrunk by `amount` cells on every side; its size never goes below zero.
    public func inset(by amount: Int) -> Rect {
        inset(horizontal: amount, vertical: amount)
    }

    /// The rectangle shrunk by `horizontal` columns on the left and on the right and by `vertical` rows
    /// at the top and at the bottom; its size never goes below zero.
    public func inset(horizontal: Int = 0, vertical: Int = 0) -> Rect {
        Rect(
            x: x + horizontal, y: y + vertical,
            width: max(0, width - 2 * horizontal), height: max(0, height - 2 * vertical)
        )
    }
}
