/// One row of a canvas's cells, written in place through a pointer for the length of one call of
/// `CellGrid.withRow`, so that writing a cell costs no uniqueness or bounds check.
///
/// Drawing over either half of a wide character turns its other half into a space that keeps the old
/// style, so no half character is ever left behind. Columns given to its methods must lie in the row
/// (callers clip them first).
struct CellRow {
    /// The row's cells, one a column. Valid only inside the `withRow` call that made the row.
    private let cells: UnsafeMutableBufferPointer<CellGrid.Entry>

    /// Wraps a row's cells; only `CellGrid.withRow` makes rows.
    init(cells: UnsafeMutableBufferPointer<CellGrid.Entry>) {
        self.cells = cells
    }

    /// Puts the character `code` stands for into columns `x..<x + width`, clipped to `0..<limit`
    /// (`limit` at most the row's width); if clipping cuts a wide character, its visible half becomes a
    /// space. Returns the number of cells written.
    mutating func place(_ code: UInt32, width characterWidth: Int, style: PackedStyle, x: Int, limit: Int)
        -> Int
    {
        precondition(limit <= cells.count, "CellRow: limit past the row")
        if characterWidth == 1, x >= 0, x < limit {
            // Most characters: one cell, nothing clipped.
            detachWideCharacter(at: x)
            cells[x] = CellGrid.Entry(code: code, style: style, isContinuation: false)
            return 1
        }
        let first = max(x, 0)
        let end = min(x + characterWidth, limit)
        guard first < end else { return 0 }
        for column in first..<end {
            detachWideCharacter(at: column)
        }
        if end - first == characterWidth {
            cells[x] = CellGrid.Entry(code: code, style: style, isContinuation: false)
            for column in x + 1..<end {
                cells[column] = CellGrid.Entry(code: 0x20, style: style, isContinuation: true)
            }
        } else {
            for column in first..<end {
                cells[column] = CellGrid.Entry(code: 0x20, style: style, isContinuation: false)
            }
        }
        return end - first
    }

    /// Fills `columns` with the character `code` stands for, which takes one column: what placing it in
    /// each column from left to right does, with the wide characters cut only at the two ends.
    mutating func fill(_ columns: Range<Int>, code: UInt32, style: PackedStyle) {
        precondition(columns.lowerBound >= 0 && columns.upperBound <= cells.count, "CellRow: columns outside")
        guard let last = columns.last else { return }
        detachWideCharacter(at: columns.lowerBound)
        detachWideCharacter(at: last)
        UnsafeMutableBufferPointer(rebasing: cells[columns]).update(
            repeating: CellGrid.Entry(code: code, style: style, isContinuation: false))
    }

    /// Before the cell at column `x` is overwritten: if it is half of a wide character, turns the other
    /// half into a space in the same style.
    private mutating func detachWideCharacter(at x: Int) {
        if cells[x].isContinuation, x > 0 {
            cells[x - 1] = CellGrid.Entry(code: 0x20, style: cells[x - 1].style, isContinuation: false)
        } else if x + 1 < cells.count, cells[x + 1].isContinuation {
            cells[x + 1] = CellGrid.Entry(code: 0x20, style: cells[x + 1].style, isContinuation: false)
        }
    }
}
