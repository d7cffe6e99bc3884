/// How long one part of a split asks to be: a fixed number of cells, or a weighted share of what is left.
///
/// Every split in TextUI (`Rect.rows`, `Rect.columns`, `Rect.grid`) follows one rounding rule:
///
/// 1. Fixed sizes are served first, in order, each clipped to what is still free (negative sizes count as 0).
/// 2. The rest is shared by the fills in proportion to their weights, each share rounded down
///    (weights below 0 count as 0, and a fill of weight 0 gets nothing).
/// 3. The cells left over by rounding go one each to the first fills of positive weight, in order.
///
/// So when there is a fill of positive weight the parts cover the whole length exactly;
/// otherwise the parts are packed from the start and the remainder stays unused.
public enum LayoutSize: Sendable, Hashable {
    /// Exactly this many cells, if they fit.
    case fixed(Int)
    /// A share of the cells the fixed sizes leave, proportional to `weight`.
    case fill(weight: Int = 1)

    /// The length of each part when `total` cells are split into `sizes`, by the rounding rule above.
    public static func lengths(of sizes: [LayoutSize], in total: Int) -> [Int] {
        var lengths: [Int] = []
        lengths.reserveCapacity(sizes.count)
        forEachLength(of: sizes, in: total) { lengths.append($0) }
        return lengths
    }

    /// Calls `body` with each part's length, in order, by the rounding rule above; the lengths are
    /// worked out in temporary memory, so a split allocates nothing but its result.
    static func forEachLength(of sizes: [LayoutSize], in total: Int, _ body: (Int) -> Void) {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: sizes.count) { lengths in
            lengths.initialize(repeating: 0)
            var free = max(0, total)
            var totalWeight = 0
            for (index, size) in sizes.enumerated() {
                switch size {
                case .fixed(let requested):
                    lengths[index] = min(max(0, requested), free)
                    free -= lengths[index]
                case .fill(let weight):
                    totalWeight += max(0, weight)
                }
            }
            if totalWeight > 0 {
                var leftover = free
                for (index, size) in sizes.enumerated() {
                    guard case .fill(let weight) = size, weight > 0 else { continue }
                    lengths[index] =
                        totalWeight.dividingFullWidth(weight.multipliedFullWidth(by: free)).quotient
                    leftover -= lengths[index]
                }
                for (index, size) in sizes.enumerated() where leftover > 0 {
                    guard case .fill(let weight) = size, weight > 0 else { continue }
                    lengths[index] += 1
                    leftover -= 1
                }
            }
            lengths.forEach(body)
        }
    }
}

extension Rect {
    /// Splits the rectangle top to bottom into rows of the given heights (see `LayoutSize` for rounding).
    public func rows(_ sizes: [LayoutSize]) -> [Rect] {
        var rows: [Rect] = []
        rows.reserveCapacity(sizes.count)
        var top = y
        LayoutSize.forEachLength(of: sizes, in: height) { length in
            rows.append(Rect(x: x, y: top, width: width, height: length))
            top += length
        }
        return rows
    }

    /// Splits the rectangle left to right into columns of the given widths (see `LayoutSize` for rounding).
    public func columns(_ sizes: [LayoutSize]) -> [Rect] {
        var columns: [Rect] = []
        columns.reserveCapacity(sizes.count)
        var left = x
        LayoutSize.forEachLength(of: sizes, in: width) { length in
            columns.append(Rect(x: left, y: y, width: length, height: height))
            left += length
        }
        return columns
    }

    /// The widths of the columns of `grid(columns:cellHeight:gap:)`, left to right: what `gap` blank
    /// columns between each two leave, shared equally by the `LayoutSize` rounding rule (a cell left
    /// over goes to each of the first columns), so the first is the widest and the last the narrowest.
    /// Empty when `columns` is below 1; a negative gap counts as 0.
    public func gridColumnWidths(columns: Int, gap: Int) -> [Int] {
        guard columns > 0 else { return [] }
        return LayoutSize.lengths(
            of: Array(repeating: .fill(), count: columns), in: width - max(0, gap) * (columns - 1))
    }

    /// Cells of a grid in reading order (left to right, then top to bottom): `columns` equal-weight
    /// columns separated by `gap` blank columns, rows `cellHeight` tall separated by `gap` blank rows,
    /// and as many rows as fit completely. Column widths are `gridColumnWidths(columns:gap:)`.
    /// Returns no cells when `columns` or `cellHeight` is below 1; a negative gap counts as 0.
    public func grid(columns: Int, cellHeight: Int, gap: Int) -> [Rect] {
        guard columns > 0, cellHeight > 0, height >= cellHeight else { return [] }
        let gap = max(0, gap)
        let widths = gridColumnWidths(columns: columns, gap: gap)
        var left = x
        let cellColumns = widths.map { cellWidth in
            defer { left += cellWidth + gap }
            return (x: left, width: cellWidth)
        }
        let rowCount = (height - cellHeight) / (cellHeight + gap) + 1
        return (0..<rowCount).flatMap { row in
            cellColumns.map { column in
                Rect(x: column.x, y: y + row * (cellHeight + gap), width: column.width, height: cellHeight)
            }
        }
    }
}

extension Rect {
    /// A rectangle of `width` × `height` (each at most this rectangle's) centred in this one; an odd
    /// cell left over goes to the right and to the bottom.
    public func centered(width: Int, height: Int) -> Rect {
        let width = min(max(0, width), max(0, self.width))
        let height = min(max(0, height), max(0, self.height))
        return Rect(
            x: x + (self.width - width) / 2, y: y + (self.height - height) / 2, width: width, height: height)
    }

    /// Each row of the rectangle, top to bottom, as a rectangle one row high.
    public var eachRow: [Rect] {
        (y..<max(y, maxY)).map { Rect(x: x, y: $0, width: width, height: 1) }
    }

    /// Cuts the top `count` rows (at most the rectangle's height) off the rectangle and returns them;
    /// the rectangle keeps the rows under them.
    public mutating func removeTop(_ count: Int) -> Rect {
        let (top, rest) = split(top: count)
        self = rest
        return top
    }

    /// The rectangle in two: its top `count` rows (as many as it has) and the rows under them, as
    /// `rows([.fixed(count), .fill()])` splits it, without an array.
    public func split(top count: Int) -> (top: Rect, rest: Rect) {
        let length = min(max(0, count), max(0, height))
        return (
            Rect(x: x, y: y, width: width, height: length),
            Rect(x: x, y: y + length, width: width, height: max(0, height) - length)
        )
    }

    /// The rectangle in two: the rows above its bottom `count` rows (as many as it has), and those.
    public func split(bottom count: Int) -> (rest: Rect, bottom: Rect) {
        let length = min(max(0, count), max(0, height))
        let rest = max(0, height) - length
        return (
            Rect(x: x, y: y, width: width, height: rest),
            Rect(x: x, y: y + rest, width: width, height: length)
        )
    }

    /// The rectangle in two: its left `count` columns (as many as it has) and the columns right of them.
    public func split(left count: Int) -> (left: Rect, rest: Rect) {
        let length = min(max(0, count), max(0, width))
        return (
            Rect(x: x, y: y, width: length, height: height),
            Rect(x: x + length, y: y, width: max(0, width) - length, height: height)
        )
    }

    /// The rectangle in two: the columns left of its right `count` columns (as many as it has), and
    /// those.
    public func split(right count: Int) -> (rest: Rect, right: Rect) {
        let length = min(max(0, count), max(0, width))
        let rest = max(0, width) - length
        return (
            Rect(x: x, y: y, width: rest, height: height),
            Rect(x: x + rest, y: y, width: length, height: height)
        )
    }
}
