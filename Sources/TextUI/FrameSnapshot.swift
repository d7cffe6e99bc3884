/// A maximal horizontal run of cells in one non-plain style, as listed in `Frame.snapshotText`.
struct StyledRun: Sendable, Hashable {
    /// The row, from 0.
    let row: Int
    /// The columns the run covers, from 0.
    let columns: Range<Int>
    /// The style of every cell in the run.
    let style: Style
    /// The characters of the run (continuation cells skipped).
    let text: String

    /// The run's line in a snapshot: `  <row>:<start>-<end> <style name> "<text>"`.
    var snapshotLine: String {
        "  \(row):\(columns.lowerBound)-\(columns.upperBound) \(style.name) \"\(text)\""
    }
}

extension Frame {
    /// The plain form snapshot files hold, deterministic and independent of the environment.
    ///
    /// Each row comes on its own line, padded to the frame width and closed by `│` (U+2502) so trailing
    /// spaces show and the right edges line up (a wide character is printed once, filling two columns).
    /// If any cell is not plain, a line `styles:` follows, then one line per styled run in reading order:
    /// `  <row>:<startColumn>-<endColumnExclusive> <style name> "<text>"`, rows and columns from 0.
    /// Every line, the last included, ends with a newline.
    ///
    ///     Price: ₩900 │
    ///     품절        │
    ///     styles:
    ///       0:7-11 red strikethrough "₩900"
    ///       1:0-4 bold inverse "품절"
    public var snapshotText: String {
        // The rows are gathered as UTF-8 bytes, each character's copied whole: appending characters
        // to a String one by one costs several times as much.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(height * (width * 3 + 4))
        let rowEnd = Array("│\n".utf8)
        for y in 0..<height {
            for cell in cells(inRow: y, columns: 0..<width) where !cell.isContinuation {
                bytes.append(contentsOf: cell.character.utf8)
            }
            bytes.append(contentsOf: rowEnd)
        }
        var text = String(decoding: bytes, as: UTF8.self)
        let runs = styledRuns
        if !runs.isEmpty {
            text.append("styles:\n")
            for run in runs {
                text.append(run.snapshotLine)
                text.append("\n")
            }
        }
        return text
    }

    /// Every maximal horizontal run of cells sharing one non-plain style, in reading order.
    var styledRuns: [StyledRun] {
        var runs: [StyledRun] = []
        for y in 0..<height {
            let row = cells(inRow: y, columns: 0..<width)
            var x = 0
            while x < width {
                let style = row[row.startIndex + x].style
                var end = x + 1
                while end < width, row[row.startIndex + end].style == style {
                    end += 1
                }
                if !style.isPlain {
                    runs.append(
                        StyledRun(
                            row: y, columns: x..<end, style: style, text: text(inRow: y, columns: x..<end))
                    )
                }
                x = end
            }
        }
        return runs
    }
}
