/// The cells of a canvas or frame, row by row, stored so that copying, comparing and writing them out
/// touches no reference count: a cell whose character is one Unicode scalar holds the scalar's value;
/// a longer grapheme cluster (an emoji sequence, a letter with a combining mark) is kept once in
/// `clusters` and the cell holds its index.
struct CellGrid: Sendable {
    /// One stored cell.
    struct Entry: Sendable, Equatable {
        /// The style the cell is drawn in (first, so that an entry takes 16 bytes).
        var style: PackedStyle
        /// A scalar value (below `clusterBase`), or `clusterBase` plus an index into `clusters`.
        var code: UInt32
        /// True for the right half of a wide character.
        var isContinuation: Bool

        init(code: UInt32, style: PackedStyle, isContinuation: Bool) {
            self.style = style
            self.code = code
            self.isContinuation = isContinuation
        }

        /// A plain space: what an untouched canvas holds.
        static let blank = Entry(code: 0x20, style: .plain, isContinuation: false)
    }

    /// Codes from here on name clusters, not scalars (every scalar value is below it).
    static let clusterBase: UInt32 = 0x11_0000

    /// The cells, row by row.
    private(set) var entries: [Entry]
    /// The grapheme clusters of more than one scalar that cells name.
    private var clusters: [Character] = []

    /// `count` plain blank cells.
    init(count: Int) {
        entries = Array(repeating: .blank, count: count)
    }

    /// The grid with every entry for which `isBlanked` holds made a plain blank.
    func blanking(where isBlanked: (Entry) -> Bool) -> CellGrid {
        var grid = self
        grid.entries = entries.map { isBlanked($0) ? .blank : $0 }
        return grid
    }

    /// The code that stands for `character` in this grid, adding it to `clusters` when it is not a
    /// single scalar (a cluster just added is reused, so a filled run of one cluster is stored once).
    mutating func code(for character: Character) -> UInt32 {
        let scalars = character.unicodeScalars
        if let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
            return scalar.value
        }
        if let last = clusters.last, last.unicodeScalars.elementsEqual(scalars) {
            return Self.clusterBase + UInt32(clusters.count - 1)
        }
        clusters.append(character)
        return Self.clusterBase + UInt32(clusters.count - 1)
    }

    /// The character a code stands for.
    func character(for code: UInt32) -> Character {
        code >= Self.clusterBase
            ? clusters[Int(code - Self.clusterBase)] : Character(Unicode.Scalar(code) ?? " ")
    }

    /// The most UTF-8 bytes one cell's character takes: 4 (any scalar), or more for a long cluster.
    var maximumUTF8Count: Int {
        clusters.reduce(4) { max($0, $1.utf8.count) }
    }

    /// Calls `body` with row `y` of the grid, rows being `width` cells long, to write in place; `body`
    /// must not keep the row past the call.
    ///
    /// The row's pointer comes from the entries' own buffer, borrowed exclusively for the call and
    /// checked once to hold the whole row, so every column of it is a valid cell while `body` runs.
    mutating func withRow<Result>(_ y: Int, width: Int, _ body: (inout CellRow) -> Result) -> Result {
        entries.withUnsafeMutableBufferPointer { all in
            precondition(y >= 0 && (y + 1) * width <= all.count, "CellGrid: row \(y) outside the grid")
            var row = CellRow(cells: UnsafeMutableBufferPointer(rebasing: all[y * width..<(y + 1) * width]))
            return body(&row)
        }
    }

    subscript(index: Int) -> Entry {
        entries[index]
    }

    /// The public form of the cell at `index`.
    func cell(at index: Int) -> Cell {
        let entry = entries[index]
        return Cell(
            character: character(for: entry.code), style: entry.style.style,
            isContinuation: entry.isContinuation)
    }

    /// True when the cell at `index` shows what the cell at `otherIndex` of `other` shows, by the rules
    /// of `Cell`'s equality (characters compare as `Character`s, canonically equivalent ones equal).
    func sameCell(at index: Int, as other: CellGrid, at otherIndex: Int) -> Bool {
        let entry = entries[index]
        let otherEntry = other.entries[otherIndex]
        guard entry.style == otherEntry.style, entry.isContinuation == otherEntry.isContinuation else {
            return false
        }
        if entry.code == otherEntry.code, entry.code < Self.clusterBase { return true }
        if entry.code < 0x80, otherEntry.code < 0x80 { return false }
        return character(for: entry.code) == other.character(for: otherEntry.code)
    }
}

extension UTF8Cursor {
    /// Writes the characters of `entries` (cells of `cells`), continuation cells skipped: at most
    /// `cells.maximumUTF8Count` bytes a cell.
    mutating func put(characters entries: UnsafeBufferPointer<CellGrid.Entry>, of cells: CellGrid) {
        for entry in entries where !entry.isContinuation {
            if entry.code < CellGrid.clusterBase {
                put(scalar: entry.code)
            } else {
                put(bytes: cells.character(for: entry.code).utf8)
            }
        }
    }
}
