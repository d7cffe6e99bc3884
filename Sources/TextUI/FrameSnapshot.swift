extension Frame {
    /// The plain form snapshot files hold, deterministic and independent of the environment.
    ///
    /// Each row comes on its own line, padded to the frame width and closed by `│` (U+2502) so trailing
    /// spaces show and the right edges line up (a wide character is printed once, filling two columns).
    /// If any cell is not plain, a line `styles:` follows, then one line per maximal horizontal run of
    /// cells sharing one non-plain style, in reading order:
    /// `  <row>:<startColumn>-<endColumnExclusive> <style name> "<text>"`, rows and columns from 0.
    /// Pictures are not listed cell by cell: their cells are left out of the styled runs, and a
    /// `pictures:` section names each with its size and a digest (see `pictureSnapshotLines`).
    /// Every line, the last included, ends with a newline.
    ///
    ///     Price: ₩900 │
    ///     품절        │
    ///     styles:
    ///       0:7-11 red strikethrough "₩900"
    ///       1:0-4 bold inverse "품절"
    public var snapshotText: String {
        cells.entries.withUnsafeBufferPointer { entries in
            var text = UTF8Buffer(capacity: height * (width * 3 + 4))
            let cellBytes = cells.maximumUTF8Count
            // A row is a view into the entries' buffer, which this closure keeps alive and unchanged;
            // the row's indices lie inside it, the frame holding `width * height` entries.
            func row(_ y: Int) -> UnsafeBufferPointer<CellGrid.Entry> {
                UnsafeBufferPointer(rebasing: entries[indices(inRow: y, columns: 0..<width)])
            }
            for y in 0..<height {
                // The characters, then `│` (3 bytes) and the newline.
                text.write(atMost: width * cellBytes + 4) { cursor in
                    cursor.put(characters: row(y), of: cells)
                    cursor.put("│\n" as StaticString)
                }
            }
            var styles = StyledRuns(cells: cells, cellBytes: cellBytes)
            for y in 0..<height {
                styles.write(row: row(y), y: y, into: &text)
            }
            return styles.hasPictures ? text.string() + pictureSnapshotLines : text.string()
        }
    }
}

/// Writes the `styles:` section of a snapshot (see `Frame.snapshotText`) a row at a time, and notes
/// whether the frame holds a picture.
private struct StyledRuns {
    /// The cells the rows come from, for the grapheme clusters they name.
    let cells: CellGrid
    /// The most bytes one cell's character takes (`CellGrid.maximumUTF8Count`).
    let cellBytes: Int
    /// True once a run of picture cells was met.
    private(set) var hasPictures = false
    /// True once the `styles:` line is written.
    private var hasStyles = false
    /// The styles met so far: a frame has few styles, each named once.
    private var styles: [PackedStyle] = []
    /// The UTF-8 bytes of the name of each of `styles`.
    private var names: [[UInt8]] = []

    init(cells: CellGrid, cellBytes: Int) {
        self.cells = cells
        self.cellBytes = cellBytes
    }

    /// Writes a line for each maximal run of cells of `row` (row `y` of the frame) sharing one style,
    /// unless the style is plain or the run is a picture's.
    mutating func write(row: UnsafeBufferPointer<CellGrid.Entry>, y: Int, into text: inout UTF8Buffer) {
        var start = 0
        while start < row.count {
            let style = row[start].style
            var end = start + 1
            while end < row.count, row[end].style == style {
                end += 1
            }
            if row[start].isPictureCell {
                hasPictures = true
            } else if !style.isPlain {
                write(row[start..<end], y: y, columns: start..<end, style: style, into: &text)
            }
            start = end
        }
    }

    /// Writes `  <row>:<startColumn>-<endColumnExclusive> <style name> "<text>"` for one run.
    private mutating func write(
        _ run: Slice<UnsafeBufferPointer<CellGrid.Entry>>, y: Int, columns: Range<Int>, style: PackedStyle,
        into text: inout UTF8Buffer
    ) {
        if !hasStyles {
            hasStyles = true
            text.write(atMost: 8) { $0.put("styles:\n" as StaticString) }
        }
        let name = self.name(of: style)
        // The three numbers take at most 19 digits each, the spaces, colon, dash and quotes 9 bytes.
        text.write(atMost: 3 * 19 + 9 + name.count + run.count * cellBytes) { cursor in
            cursor.put("  " as StaticString)
            cursor.put(number: y)
            cursor.put(UInt8(ascii: ":"))
            cursor.put(number: columns.lowerBound)
            cursor.put(UInt8(ascii: "-"))
            cursor.put(number: columns.upperBound)
            cursor.put(UInt8(ascii: " "))
            cursor.put(bytes: name)
            cursor.put(" \"" as StaticString)
            cursor.put(characters: UnsafeBufferPointer(rebasing: run), of: cells)
            cursor.put("\"\n" as StaticString)
        }
    }

    /// The UTF-8 bytes of `style.name`, worked out once per style.
    private mutating func name(of style: PackedStyle) -> [UInt8] {
        if let known = styles.firstIndex(of: style) { return names[known] }
        let name = Array(style.style.name.utf8)
        styles.append(style)
        names.append(name)
        return name
    }
}
