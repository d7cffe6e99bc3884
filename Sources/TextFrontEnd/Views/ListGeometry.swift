import Presenters
import Screens
import TextUI

/// How the list is laid out on a text screen, and so how many products the viewport holds: the
/// renderer draws with it and the session reports it to the list, so both always agree.
struct ListGeometry {
    /// Rows of a LIST cell's text beside its thumbnail: the name line and the price line.
    static let listTextRows = 2
    /// Rows of the rule under a LIST cell.
    static let listRuleRows = 1
    /// Rows of a LIST cell: its text and the rule under it.
    static let listCellHeight = listTextRows + listRuleRows
    /// Rows of a GRID cell's prices: the original or plain price, and the bargain price.
    static let gridPriceRows = 2
    /// Rows of a GRID cell's text under its picture: the name, the prices and the stock.
    static let gridTextRows = 1 + gridPriceRows + 1
    /// The fewest rows a GRID cell's picture takes (a 4 × 4 pixel thumbnail).
    static let gridMinimumPictureRows = 2
    /// The narrowest a GRID cell gets before the grid has a column fewer.
    static let gridMinimumCellWidth = 18
    static let gridGap = 1
    /// The rows of cells the pictures are sized for, so that so many rows fill the content.
    static let gridRowsShown = 2
    /// A GRID cell's border: a cell at each side.
    static let gridBorder = 1

    let size: TerminalSize

    var content: Rect { ScreenLayout(Rect(x: 0, y: 0, width: size.width, height: size.height)).content }

    var grid: GridMetrics {
        GridMetrics(
            width: size.width, minimumCellWidth: Self.gridMinimumCellWidth, spacing: Self.gridGap,
            cellHeight: gridCellHeight)
    }

    /// Rows of a GRID cell's picture: what lets `gridRowsShown` rows of cells fill the content, never
    /// fewer than `gridMinimumPictureRows`, and never more than keeps the square picture inside the
    /// narrowest cell `gridCells` draws (its columns share the width as `gridColumnWidths` says).
    var gridPictureRows: Int {
        let columns = GridMetrics(
            width: size.width, minimumCellWidth: Self.gridMinimumCellWidth, spacing: Self.gridGap
        ).columns
        let cellWidth = content.gridColumnWidths(columns: columns, gap: Self.gridGap).min() ?? 0
        let gaps = Self.gridGap * (Self.gridRowsShown - 1)
        let filling = (content.height - gaps) / Self.gridRowsShown - 2 * Self.gridBorder - Self.gridTextRows
        let square = (cellWidth - 2 * Self.gridBorder) / Canvas.pixelRowsPerCell
        return max(Self.gridMinimumPictureRows, min(filling, square))
    }

    /// Rows of a GRID cell, borders included: the picture over the text.
    var gridCellHeight: Int { 2 * Self.gridBorder + gridPictureRows + Self.gridTextRows }

    /// The products in view: the LIST's rows and the GRID's columns and rows that fit whole in the
    /// content (a GRID row at least, as `gridCells` draws one).
    var viewportSize: ViewportSize {
        func fitting(cellHeight: Int, gap: Int) -> Int {
            content.grid(columns: 1, cellHeight: cellHeight, gap: gap).count
        }
        return ViewportSize(
            listRows: fitting(cellHeight: Self.listCellHeight, gap: 0), gridColumns: grid.columns,
            gridRows: max(1, fitting(cellHeight: gridCellHeight, gap: Self.gridGap)))
    }

    /// The LIST's cells, one under the other from the top of the content, one for each of `count`
    /// products (the viewport holds as many as fit).
    func listCells(count: Int) -> [Rect] {
        var area = content
        area.height = max(area.height, count * Self.listCellHeight)
        return Array(area.grid(columns: 1, cellHeight: Self.listCellHeight, gap: 0).prefix(count))
    }

    /// The grid's cells. Content shorter than a cell still gets one row, cut off at the footer, as the
    /// viewport reports one row: the products the footer counts are the ones drawn.
    func gridCells(columns: Int) -> [Rect] {
        var area = content
        area.height = max(area.height, gridCellHeight)
        return area.grid(columns: columns, cellHeight: gridCellHeight, gap: Self.gridGap)
    }
}
