/// Where two frames of the same size differ, as the runs of cells a terminal must redraw.
struct FrameDiff {
    /// A run of changed cells in one row.
    struct Run: Hashable {
        /// The row, from 0.
        let row: Int
        /// The columns to redraw, from 0.
        let columns: Range<Int>
    }

    /// Every maximal run of cells that differ between the frames, in reading order. A run that ends on the
    /// left half of a wide character takes in its right half, so wide characters are redrawn whole. (A run
    /// never starts on a right half: canvases write both halves of a wide character in one style, so a
    /// changed right half always comes with a changed left half.)
    let runs: [Run]

    /// Compares two frames of the same size.
    init(from old: Frame, to new: Frame) {
        var runs: [Run] = []
        for y in 0..<new.height {
            var x = 0
            while x < new.width {
                guard !new.sameCell(x: x, y: y, as: old) else {
                    x += 1
                    continue
                }
                var end = x + 1
                while end < new.width, !new.sameCell(x: end, y: y, as: old) || new[end, y].isContinuation {
                    end += 1
                }
                runs.append(Run(row: y, columns: x..<end))
                x = end
            }
        }
        self.runs = runs
    }
}
