import Presenters
import Screens
import TextUI

/// How the list is laid out on a text screen, and so how many products the viewport holds: the
/// renderer draws with it and the session reports it to the list, so both always agree.
struct ListGeometry {
    /// Rows of a LIST cell: name line, price line, separator.
    static let listCellHeight = 3
    /// Rows of a GRID cell's text under its picture: the name, two price lines and the stock.
    static let gridTextRows = 4
    /// The fewest rows a GRID cell's picture takes (a 4 × 4 pixel thumbnail).
    static let gridMinimumPictureRows = 2
    static let gridGap = 1
    /// Header (title and rule) above, footer below.
    static let chromeRows = 3

    let size: TerminalSize

    var content: Rect { Rect(x: 0, y: 2, width: size.width, height: max(0, size.height - Self.chromeRows)) }

    var grid: GridMetrics {
        GridMetrics(
            width: size.width, minimumCellWidth: 18, spacing: Self.gridGap, cellHeight: gridCellHeight)
    }

    /// Rows of a GRID cell's picture: what lets two rows of cells fill the content, never fewer than
    /// `gridMinimumPictureRows`, and never more than keeps the square picture inside the cell's width.
    var gridPictureRows: Int {
        let cellWidth = GridMetrics(width: size.width, minimumCellWidth: 18, spacing: Self.gridGap).cellWidth
        let twoRows = (content.height - Self.gridGap) / 2 - 2 - Self.gridTextRows
        return max(Self.gridMinimumPictureRows, min(twoRows, (cellWidth - 2) / 2))
    }

    /// Rows of a GRID cell, borders included: the picture over the text.
    var gridCellHeight: Int { 2 + gridPictureRows + Self.gridTextRows }

    var viewportSize: ViewportSize {
        let rows = content.height
        let cellHeight = gridCellHeight
        return ViewportSize(
            listRows: rows / Self.listCellHeight, gridColumns: grid.columns,
            gridRows: rows < cellHeight ? 1 : (rows - cellHeight) / (cellHeight + Self.gridGap) + 1)
    }

    /// The grid's cells. Content shorter than a cell still gets one row, cut off at the footer, as the
    /// viewport reports one row: the products the footer counts are the ones drawn.
    func gridCells(columns: Int) -> [Rect] {
        var area = content
        area.height = max(area.height, gridCellHeight)
        return area.grid(columns: columns, cellHeight: gridCellHeight, gap: Self.gridGap)
    }
}
