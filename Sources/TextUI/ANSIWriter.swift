/// Builds terminal output from frame cells, writing an SGR sequence only when the style changes.
struct ANSIWriter {
    /// The bytes written so far.
    private(set) var output = ""
    /// The style the terminal is in, or `nil` while unknown (before anything is written).
    private var currentStyle: PackedStyle?
    /// How RGB colours are written.
    var colorDepth = ColorDepth.palette256

    /// Appends an escape sequence as it is.
    mutating func write(_ sequence: String) {
        output += sequence
    }

    /// Moves the cursor to (`column`, `row`), counted from 0.
    mutating func moveCursor(row: Int, column: Int) {
        output += ANSI.moveCursor(row: row, column: column)
    }

    /// Writes the characters of the cells at `indices` in their styles; continuation cells are covered
    /// by the wide character before them and write nothing.
    mutating func write(_ cells: CellGrid, at indices: Range<Int>) {
        for index in indices where !cells[index].isContinuation {
            let entry = cells[index]
            if entry.style != currentStyle {
                output += ANSI.graphicRendition(for: entry.style.style, depth: colorDepth)
                currentStyle = entry.style
            }
            output.append(cells.character(for: entry.code))
        }
    }

    /// The output, ending with a reset so the terminal is left with default attributes.
    mutating func finish() -> String {
        output += ANSI.reset
        currentStyle = .plain
        return output
    }
}
