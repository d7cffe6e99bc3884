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
    let cells: CellGrid
    /// The pictures a terminal that draws pixels shows over their half blocks: each placed picture
    /// whose area lies inside the frame and still holds only its half blocks (none that text, a box or
    /// another picture drew over, wholly or in part). Not part of equality: the cells show them.
    public let pictures: [PicturePlacement]
    /// The cells of each picture drawn on the frame and still whole, for its snapshot (see
    /// `pictureSnapshotLines`). Not part of equality either.
    let pictureAreas: [Rect]

    /// Wraps cells laid out row by row; `cells.entries.count` is `width * height`.
    init(
        width: Int, height: Int, cells: CellGrid, pictures: [PicturePlacement] = [],
        pictureAreas: [Rect] = []
    ) {
        self.width = width
        self.height = height
        self.cells = cells
        self.pictures = pictures
        self.pictureAreas = pictureAreas
    }

    /// The cell at column `x`, row `y`; a plain blank outside the frame.
    public subscript(x: Int, y: Int) -> Cell {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return .blank }
        return cells.cell(at: y * width + x)
    }

    /// True when the cell at (`x`, `y`) shows the same as in `other`; both must lie inside both frames.
    func sameCell(x: Int, y: Int, as other: Frame) -> Bool {
        cells.sameCell(at: y * width + x, as: other.cells, at: y * other.width + x)
    }

    /// The positions in `cells` of row `y`'s `columns`; both must lie inside the frame.
    func indices(inRow y: Int, columns: Range<Int>) -> Range<Int> {
        (y * width + columns.lowerBound)..<(y * width + columns.upperBound)
    }

    /// The plain text of each row: continuation cells skipped, styles dropped, trailing spaces kept.
    public var lines: [String] {
        (0..<height).map(line)
    }

    /// The plain text of row `y` (inside the frame), as `lines` gives it.
    public func line(_ y: Int) -> String {
        cells.entries.withUnsafeBufferPointer { entries in
            let rowBytes = width * cells.maximumUTF8Count
            // The row is a view into the entries' buffer, which this closure keeps alive and
            // unchanged; its indices lie inside it, the frame holding `width * height` entries.
            let row = UnsafeBufferPointer(rebasing: entries[indices(inRow: y, columns: 0..<width)])
            var text = UTF8Buffer(capacity: rowBytes)
            text.write(atMost: rowBytes) { $0.put(characters: row, of: cells) }
            return text.string()
        }
    }

    /// The columns row `y` (inside the frame) takes when each of its characters is one scalar that
    /// stands alone, what `DisplayWidth.ofStandalone(line(y))` says, worked out from the cells
    /// without making the row's text; nil when one is not (the row must be measured the long way).
    public func standaloneWidth(ofRow y: Int) -> Int? {
        cells.entries.withUnsafeBufferPointer { entries in
            var total = 0
            // Indexed, not a slice's iterator: explorers and tests check every row of every frame in
            // debug builds, where that iterator is a generic call for each cell.
            for index in indices(inRow: y, columns: 0..<width) where !entries[index].isContinuation {
                let code = entries[index].code
                guard code < CellGrid.clusterBase, let scalar = Unicode.Scalar(code),
                    StandaloneScalars.contains(scalar)
                else { return nil }
                total += DisplayWidth.width(standingAlone: scalar)
            }
            return total
        }
    }

    /// True when some row contains `text`.
    public func contains(_ text: String) -> Bool {
        lines.contains { $0.contains(text) }
    }

    /// Frames are equal when they have the same size and every cell is equal (as `Cell`s are).
    public static func == (lhs: Frame, rhs: Frame) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
        return lhs.cells.entries.indices.allSatisfy { lhs.cells.sameCell(at: $0, as: rhs.cells, at: $0) }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        for index in cells.entries.indices {
            hasher.combine(cells.cell(at: index))
        }
    }
}
