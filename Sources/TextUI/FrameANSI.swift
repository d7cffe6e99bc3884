extension Frame {
    /// The bytes that draw the whole frame on a terminal: `ESC[H` (home), then each row after a cursor
    /// move `ESC[<row+1>;1H`, with an SGR sequence (see `ansiUpdate(from:)`) only where the style changes,
    /// and `ESC[0m` at the end. Independent of the environment and the terminal; RGB colours are written
    /// from the 256-colour palette (see `ansi(colorDepth:)`).
    public var ansi: String { ansi(colorDepth: .palette256) }

    /// `ansi` with RGB colours written at `colorDepth`.
    public func ansi(colorDepth: ColorDepth) -> String {
        var writer = ANSIWriter()
        writer.colorDepth = colorDepth
        writer.write(ANSI.home)
        for y in 0..<height {
            writer.moveCursor(row: y, column: 0)
            writer.write(cells, at: indices(inRow: y, columns: 0..<width))
        }
        return writer.finish()
    }

    /// The bytes that turn `previous` into this frame on a terminal, writing only the cells that changed:
    /// for each maximal run of changed cells in a row, one cursor move `ESC[<row>;<column>H` (from 1) and
    /// the run's characters, with an SGR sequence where the style changes, then `ESC[0m` at the end.
    /// Empty when nothing changed. With no previous frame this is `ansi`; when the previous frame has
    /// another size the screen is cleared (`ESC[2J`) and drawn in full.
    ///
    /// SGR sequences always start from a reset: `ESC[0m` for plain, else `ESC[0;<attributes>m` with
    /// bold 1, dim 2, inverse 7, strikethrough 9 and the colour (30–37 black to white, 90 gray,
    /// `38;5;208` orange); RGB colours at `colorDepth`.
    public func ansiUpdate(from previous: Frame?, colorDepth: ColorDepth = .palette256) -> String {
        guard let previous else { return ansi(colorDepth: colorDepth) }
        guard previous.width == width, previous.height == height else {
            return ANSI.clearScreen + ansi(colorDepth: colorDepth)
        }
        let runs = FrameDiff(from: previous, to: self).runs
        guard !runs.isEmpty else { return "" }
        var writer = ANSIWriter()
        writer.colorDepth = colorDepth
        for run in runs {
            writer.moveCursor(row: run.row, column: run.columns.lowerBound)
            writer.write(cells, at: indices(inRow: run.row, columns: run.columns))
        }
        return writer.finish()
    }
}
