import Presenters
import Screens
import TextUI

/// How the list is laid out on a text screen, and so how many products the viewport holds: the
/// renderer draws with it and the session reports it to the list, so both always agree.
struct ListGeometry {
    /// Rows of a LIST cell: name line, price line, separator.
    static let listCellHeight = 3
    /// Rows of a GRID cell, borders included.
    static let gridCellHeight = 6
    static let gridGap = 1
    /// Header (title and rule) above, footer below.
    static let chromeRows = 3

    let size: TerminalSize

    var content: Rect { Rect(x: 0, y: 2, width: size.width, height: max(0, size.height - Self.chromeRows)) }

    var grid: GridMetrics {
        GridMetrics(
            width: size.width, minimumCellWidth: 18, spacing: Self.gridGap, cellHeight: Self.gridCellHeight)
    }

    var viewportSize: ViewportSize {
        let rows = content.height
        return ViewportSize(
            listRows: rows / Self.listCellHeight, gridColumns: grid.columns,
            gridRows: rows < Self.gridCellHeight
                ? 1 : (rows - Self.gridCellHeight) / (Self.gridCellHeight + Self.gridGap) + 1)
    }

    /// The grid's cells. Content shorter than a cell still gets one row, cut off at the footer, as the
    /// viewport reports one row: the products the footer counts are the ones drawn.
    func gridCells(columns: Int) -> [Rect] {
        var area = content
        area.height = max(area.height, Self.gridCellHeight)
        return area.grid(columns: columns, cellHeight: Self.gridCellHeight, gap: Self.gridGap)
    }
}
