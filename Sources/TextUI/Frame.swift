/// A finished, immutable picture of a canvas: what one screen shows.
///
/// Frames compare equal when every cell does; `snapshotText` gives their plain form for snapshot tests,
/// `ansi` and `ansiUpdate(from:)` the bytes that draw them on a terminal.
public struct Frame: Sendable, Hashable {
    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int
    /// The cells, row by row.
    let cells: [Cell]

    /// Wraps cells laid out row by row; `cells.count` is `width * height`.
    init(width: Int, height: Int, cells: [Cell]) {
        self.width = width
        self.height = height
        self.cells = cells
    }

    /// The cell at column `x`, row `y`; a plain blank outside the frame.
    public subscript(x: Int, y: Int) -> Cell {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return .blank }
        return cells[y * width + x]
    }

    /// The cells of row `y` in `columns`, left to right; both must lie inside the frame.
    func cells(inRow y: Int, columns: Range<Int>) -> ArraySlice<Cell> {
        cells[(y * width + columns.lowerBound)..<(y * width + columns.upperBound)]
    }

    /// The characters of row `y` in `columns`, continuation cells skipped; both must lie inside the frame.
    func text(inRow y: Int, columns: Range<Int>) -> String {
        var text = ""
        appendText(inRow: y, columns: columns, to: &text)
        return text
    }

    /// Appends the characters of row `y` in `columns` to `text`, continuation cells skipped.
    func appendText(inRow y: Int, columns: Range<Int>, to text: inout String) {
        for cell in cells(inRow: y, columns: columns) where !cell.isContinuation {
            text.append(cell.character)
        }
    }

    /// The plain text of each row: continuation cells skipped, styles dropped, trailing spaces kept.
    public var lines: [String] {
        (0..<height).map { text(inRow: $0, columns: 0..<width) }
    }

    /// True when some row contains `text`.
    public func contains(_ text: String) -> Bool {
        lines.contains { $0.contains(text) }
    }
}
