import Testing
import TextUI

struct LayoutTests {
    @Test(
        "Lengths follow the rounding rule",
        arguments: [
            ([.fixed(3), .fill(), .fill()], 10, [3, 4, 3]),
            ([.fill(), .fill(), .fill()], 10, [4, 3, 3]),
            ([.fill(), .fill(), .fill()], 11, [4, 4, 3]),
            ([.fill(weight: 2), .fill()], 10, [7, 3]),
            ([.fill(), .fill(weight: 2)], 10, [4, 6]),
            ([.fixed(8), .fixed(5), .fill()], 10, [8, 2, 0]),
            ([.fill(), .fixed(4), .fill()], 9, [3, 4, 2]),
            ([.fixed(2)], 10, [2]),
            ([.fixed(-2), .fill()], 10, [0, 10]),
            ([.fill(weight: 0), .fill()], 10, [0, 10]),
            ([.fill(weight: 0)], 10, [0]),
            ([.fill()], -5, [0]),
            ([], 10, []),
        ] as [([LayoutSize], Int, [Int])]
    )
    func lengths(sizes: [LayoutSize], total: Int, expected: [Int]) {
        #expect(LayoutSize.lengths(of: sizes, in: total) == expected)
    }

    @Test("With a fill the parts cover the length exactly", arguments: 0...40)
    func fillsCoverEverything(total: Int) {
        let layouts: [[LayoutSize]] = [
            [.fill(), .fill(), .fill()], [.fixed(5), .fill(weight: 3), .fill(weight: 2), .fixed(1)],
            [.fill(weight: 7), .fixed(20), .fill()],
        ]
        for sizes in layouts {
            #expect(LayoutSize.lengths(of: sizes, in: total).reduce(0, +) == total)
        }
    }

    @Test("Huge lengths do not overflow")
    func hugeLengths() {
        #expect(
            LayoutSize.lengths(of: [.fill(weight: 3), .fill()], in: Int.max) == [
                6_917_529_027_641_081_856, 2_305_843_009_213_693_951,
            ])
    }

    @Test("Rows split top to bottom")
    func rows() {
        let rows = Rect(x: 2, y: 1, width: 10, height: 10).rows([.fixed(1), .fill(), .fixed(2)])
        #expect(
            rows == [
                Rect(x: 2, y: 1, width: 10, height: 1), Rect(x: 2, y: 2, width: 10, height: 7),
                Rect(x: 2, y: 9, width: 10, height: 2),
            ]
        )
    }

    @Test("Columns split left to right")
    func columns() {
        let columns = Rect(x: 1, y: 3, width: 11, height: 4).columns([.fill(), .fixed(3), .fill()])
        #expect(
            columns == [
                Rect(x: 1, y: 3, width: 4, height: 4), Rect(x: 5, y: 3, width: 3, height: 4),
                Rect(x: 8, y: 3, width: 4, height: 4),
            ]
        )
    }

    @Test("Grid cells come in reading order, as many rows as fit")
    func grid() {
        let cells = Rect(x: 1, y: 2, width: 21, height: 8).grid(columns: 3, cellHeight: 3, gap: 1)
        #expect(
            cells == [
                Rect(x: 1, y: 2, width: 7, height: 3), Rect(x: 9, y: 2, width: 6, height: 3),
                Rect(x: 16, y: 2, width: 6, height: 3),
                Rect(x: 1, y: 6, width: 7, height: 3), Rect(x: 9, y: 6, width: 6, height: 3),
                Rect(x: 16, y: 6, width: 6, height: 3),
            ]
        )
    }

    /// (width, columns, gap) → the columns' widths: the one formula a GRID's cells are drawn and its
    /// pictures sized with.
    @Test(
        "Grid columns share the width less the gaps, a cell left over to each of the first",
        arguments: [
            ((40, 2, 1), [20, 19]),
            ((55, 2, 1), [27, 27]),
            ((56, 3, 1), [18, 18, 18]),
            ((80, 4, 1), [20, 19, 19, 19]),
            ((120, 6, 1), [20, 19, 19, 19, 19, 19]),
            ((20, 2, 1), [10, 9]),
            ((600, 3, 12), [192, 192, 192]),
            ((1_024, 5, 12), [196, 195, 195, 195, 195]),
            ((21, 3, -1), [7, 7, 7]),
            ((21, 0, 1), []),
        ] as [((Int, Int, Int), [Int])]
    )
    func gridColumnWidths(grid: (width: Int, columns: Int, gap: Int), widths: [Int]) {
        let rect = Rect(x: 3, y: 0, width: grid.width, height: 1)
        #expect(rect.gridColumnWidths(columns: grid.columns, gap: grid.gap) == widths)
        #expect(rect.grid(columns: grid.columns, cellHeight: 1, gap: grid.gap).map(\.width) == widths)
    }

    @Test(
        "Grid row count",
        arguments: [(7, 2), (6, 1), (3, 1), (2, 0), (11, 3)]
    )
    func gridRows(height: Int, rows: Int) {
        let cells = Rect(x: 0, y: 0, width: 20, height: height).grid(columns: 2, cellHeight: 3, gap: 1)
        #expect(cells.count == rows * 2)
    }

    @Test("Degenerate grids are empty")
    func degenerateGrid() {
        let rect = Rect(x: 0, y: 0, width: 20, height: 20)
        #expect(rect.grid(columns: 0, cellHeight: 3, gap: 1).isEmpty)
        #expect(rect.grid(columns: 2, cellHeight: 0, gap: 1).isEmpty)
        #expect(rect.grid(columns: 2, cellHeight: 4, gap: -3) == rect.grid(columns: 2, cellHeight: 4, gap: 0))
    }

    @Test("Inset shrinks every side and never goes negative")
    func inset() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 5)
        #expect(rect.inset(by: 1) == Rect(x: 1, y: 1, width: 8, height: 3))
        #expect(rect.inset(by: 3) == Rect(x: 3, y: 3, width: 4, height: 0))
        #expect(rect.inset(by: 0) == rect)
    }

    @Test("Inset by columns and rows apart")
    func insetApart() {
        let rect = Rect(x: 1, y: 2, width: 10, height: 5)
        #expect(rect.inset(horizontal: 1) == Rect(x: 2, y: 2, width: 8, height: 5))
        #expect(rect.inset(vertical: 2) == Rect(x: 1, y: 4, width: 10, height: 1))
        #expect(rect.inset(horizontal: 6, vertical: 3) == Rect(x: 7, y: 5, width: 0, height: 0))
    }

    @Test("Origin and middle row")
    func originAndMiddle() {
        #expect(Rect(x: 3, y: 4, width: 2, height: 2).origin == Point(x: 3, y: 4))
        #expect(Rect(x: 0, y: 2, width: 5, height: 21).midY == 12)
        #expect(Rect(x: 0, y: 2, width: 5, height: 4).midY == 4)
        #expect(Rect(x: 0, y: 2, width: 5, height: 0).midY == 2)
    }

    @Test("Centred: an odd cell left over goes right and down; never larger than the rectangle")
    func centered() {
        let rect = Rect(x: 2, y: 1, width: 11, height: 6)
        #expect(rect.centered(width: 4, height: 3) == Rect(x: 5, y: 2, width: 4, height: 3))
        #expect(rect.centered(width: 11, height: 1) == Rect(x: 2, y: 3, width: 11, height: 1))
        #expect(rect.centered(width: 30, height: 9) == rect)
        #expect(rect.centered(width: -2, height: 0) == Rect(x: 7, y: 4, width: 0, height: 0))
    }

    @Test("Each row, top to bottom; none of an empty rectangle")
    func eachRow() {
        #expect(
            Rect(x: 1, y: 5, width: 3, height: 2).eachRow == [
                Rect(x: 1, y: 5, width: 3, height: 1), Rect(x: 1, y: 6, width: 3, height: 1),
            ])
        #expect(Rect(x: 1, y: 5, width: 3, height: 0).eachRow.isEmpty)
        #expect(Rect(x: 1, y: 5, width: 3, height: -4).eachRow.isEmpty)
    }

    @Test("Removing rows from the top hands them out until none are left")
    func removeTop() {
        var rest = Rect(x: 0, y: 2, width: 8, height: 4)
        #expect(rest.removeTop(1) == Rect(x: 0, y: 2, width: 8, height: 1))
        #expect(rest.removeTop(2) == Rect(x: 0, y: 3, width: 8, height: 2))
        #expect(rest.removeTop(5) == Rect(x: 0, y: 5, width: 8, height: 1))
        #expect(rest == Rect(x: 0, y: 6, width: 8, height: 0))
        #expect(rest.removeTop(1) == Rect(x: 0, y: 6, width: 8, height: 0))
    }

    @Test("Splitting in two serves the part asked for first, as rows and columns do")
    func splitInTwo() {
        let rect = Rect(x: 2, y: 1, width: 10, height: 4)
        #expect(
            rect.split(top: 1) == (
                Rect(x: 2, y: 1, width: 10, height: 1), Rect(x: 2, y: 2, width: 10, height: 3)
            ))
        #expect(
            rect.split(bottom: 1) == (
                Rect(x: 2, y: 1, width: 10, height: 3), Rect(x: 2, y: 4, width: 10, height: 1)
            ))
        #expect(
            rect.split(left: 3) == (
                Rect(x: 2, y: 1, width: 3, height: 4), Rect(x: 5, y: 1, width: 7, height: 4)
            ))
        #expect(
            rect.split(right: 3) == (
                Rect(x: 2, y: 1, width: 7, height: 4), Rect(x: 9, y: 1, width: 3, height: 4)
            ))
        #expect(
            rect.split(right: 30) == (
                Rect(x: 2, y: 1, width: 0, height: 4), Rect(x: 2, y: 1, width: 10, height: 4)
            ))
        #expect(rect.split(top: -1) == (Rect(x: 2, y: 1, width: 10, height: 0), rect))
        for count in -1...12 {
            let (top, rest) = rect.split(top: count)
            #expect([top, rest] == rect.rows([.fixed(count), .fill()]))
            let (left, right) = rect.split(right: count)
            #expect([left, right] == rect.columns([.fill(), .fixed(count)]))
        }
    }

    @Test("Intersection and containment")
    func intersection() {
        let rect = Rect(x: 2, y: 2, width: 4, height: 4)
        #expect(
            rect.intersection(Rect(x: 4, y: 0, width: 10, height: 3)) == Rect(x: 4, y: 2, width: 2, height: 1)
        )
        #expect(rect.intersection(Rect(x: 10, y: 10, width: 2, height: 2)).isEmpty)
        #expect(rect.contains(Point(x: 2, y: 5)))
        #expect(!rect.contains(Point(x: 6, y: 2)))
    }
}
