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
        var text = SnapshotBytes(capacity: height * (width * 3 + 4))
        for y in 0..<height {
            text.append(characters: cells(inRow: y, columns: 0..<width))
            text.append("│\n")
        }
        var hasStyles = false
        var hasPictures = false
        // A frame has few styles: each is named once.
        var names: [(style: Style, name: String)] = []
        for y in 0..<height {
            let row = cells(inRow: y, columns: 0..<width)
            var x = 0
            while x < width {
                let style = row[row.startIndex + x].style
                var end = x + 1
                while end < width, row[row.startIndex + end].style == style {
                    end += 1
                }
                let isPicture = style.foregroundRGB != nil && isPictureCell(row[row.startIndex + x])
                hasPictures = hasPictures || isPicture
                if !style.isPlain, !isPicture {
                    if !hasStyles { text.append("styles:\n") }
                    hasStyles = true
                    let name: String
                    if let known = names.first(where: { $0.style == style }) {
                        name = known.name
                    } else {
                        name = style.name
                        names.append((style, name))
                    }
                    text.append("  \(y):\(x)-\(end) \(name) \"")
                    text.append(characters: row[(row.startIndex + x)..<(row.startIndex + end)])
                    text.append("\"\n")
                }
                x = end
            }
        }
        return hasPictures ? text.string + pictureSnapshotLines : text.string
    }
}

/// The UTF-8 bytes of a snapshot, gathered whole: appending characters to a String one at a time costs
/// several times as much.
private struct SnapshotBytes {
    private var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The characters of `cells`, continuation cells skipped.
    mutating func append(characters cells: ArraySlice<Cell>) {
        for cell in cells where !cell.isContinuation {
            // Byte by byte into reserved capacity: a cell holds a few bytes, too few for a bulk copy
            // to pay for its setup.
            for byte in cell.character.utf8 { bytes.append(byte) }
        }
    }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    var string: String {
        String(decoding: bytes, as: UTF8.self)
    }
}
