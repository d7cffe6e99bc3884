extension Frame {
    /// The plain form snapshot files hold, deterministic and independent of the environment.
    ///
    /// Each row comes on its own line, padded to the frame width and closed by `│` (U+2502) so trailing
    /// spaces show and the right edges line up (a wide character is printed once, filling two columns).
    /// If any cell is not plain, a line `styles:` follows, then one line per maximal horizontal run of
    /// cells sharing one non-plain style, in reading order:
    /// `  <row>:<startColumn>-<endColumnExclusive> <style name> "<text>"`, rows and columns from 0.
    /// Every line, the last included, ends with a newline.
    ///
    ///     Price: ₩900 │
    ///     품절        │
    ///     styles:
    ///       0:7-11 red strikethrough "₩900"
    ///       1:0-4 bold inverse "품절"
    public var snapshotText: String {
        var text = SnapshotBytes(cells: cells, capacity: height * (width * 3 + 4))
        for y in 0..<height {
            text.appendCharacters(indices(inRow: y, columns: 0..<width))
            text.append("│\n")
        }
        var hasStyles = false
        // A frame has few styles: each is named once.
        var names: [(style: Style, name: String)] = []
        for y in 0..<height {
            let row = indices(inRow: y, columns: 0..<width)
            var start = row.lowerBound
            while start < row.upperBound {
                let style = cells[start].style
                var end = start + 1
                while end < row.upperBound, cells[end].style == style {
                    end += 1
                }
                if !style.isPlain {
                    if !hasStyles { text.append("styles:\n") }
                    hasStyles = true
                    let name: String
                    if let known = names.first(where: { $0.style == style }) {
                        name = known.name
                    } else {
                        name = style.name
                        names.append((style, name))
                    }
                    text.append("  ")
                    text.append(number: y)
                    text.append(":")
                    text.append(number: start - row.lowerBound)
                    text.append("-")
                    text.append(number: end - row.lowerBound)
                    text.append(" ")
                    text.append(name)
                    text.append(" \"")
                    text.appendCharacters(start..<end)
                    text.append("\"\n")
                }
                start = end
            }
        }
        return text.string
    }
}

/// The UTF-8 bytes of a snapshot, gathered whole: appending characters to a String one at a time costs
/// several times as much.
private struct SnapshotBytes {
    /// The cells whose characters are written.
    let cells: CellGrid
    private var bytes: [UInt8] = []

    init(cells: CellGrid, capacity: Int) {
        self.cells = cells
        bytes.reserveCapacity(capacity)
    }

    /// The characters of the cells at `indices`, continuation cells skipped.
    mutating func appendCharacters(_ indices: Range<Int>) {
        for index in indices where !cells[index].isContinuation {
            cells.appendUTF8(at: index, to: &bytes)
        }
    }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// A number of at least 0 in decimal digits.
    mutating func append(number: Int) {
        var divisor = 1
        while divisor <= number / 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(number / divisor % 10))
            divisor /= 10
        }
    }

    var string: String {
        String(decoding: bytes, as: UTF8.self)
    }
}
