import Presenters
import Testing

struct LayoutAnchorTests {
    /// (index, columns) → the top row that keeps it in view.
    @Test(arguments: [
        ((0, 1), 0), ((7, 1), 7), ((0, 2), 0), ((1, 2), 0), ((7, 2), 3), ((8, 2), 4), ((8, 3), 2),
        ((-1, 2), 0), ((Int.min, 2), 0), ((7, 0), 7), ((7, -3), 7), ((Int.max, 2), Int.max / 2),
    ])
    func topRowKeepsTheAnchorOnTheTopRow(anchor: (index: Int, columns: Int), row: Int) {
        #expect(LayoutAnchor.topRow(keeping: anchor.index, columns: anchor.columns) == row)
    }

    /// (row, columns) → the index of its first product.
    @Test(arguments: [
        ((0, 2), 0), ((3, 2), 6), ((3, 1), 3), ((2, 3), 6), ((-4, 2), 0), ((3, 0), 3),
        ((Int.max, 2), Int.max),
        ((Int.max / 2, 2), Int.max - 1),
    ])
    func firstIndexIsWhereTheRowStarts(position: (row: Int, columns: Int), index: Int) {
        #expect(LayoutAnchor.firstIndex(ofRow: position.row, columns: position.columns) == index)
    }

    @Test(arguments: [0, 1, 6, 7, 19])
    func listToGridKeepsTheProductOnTheTopRow(index: Int) {
        let row = LayoutAnchor.topRow(keeping: index, columns: 2)
        let first = LayoutAnchor.firstIndex(ofRow: row, columns: 2)
        #expect((first..<first + 2).contains(index))
    }

    @Test(arguments: [0, 1, 3, 9])
    func gridToListPutsTheRowsFirstProductOnTop(row: Int) {
        let anchor = LayoutAnchor.firstIndex(ofRow: row, columns: 2)
        #expect(LayoutAnchor.topRow(keeping: anchor, columns: 1) == anchor)
        #expect(LayoutAnchor.topRow(keeping: anchor, columns: 2) == row)
    }
}
