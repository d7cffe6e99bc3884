import Presenters
import Testing

struct GridMetricsTests {
    /// (width, minimum cell width, spacing) → columns.
    @Test(arguments: [
        ((40, 18, 1), 2),
        ((39, 18, 1), 2),
        ((55, 18, 1), 2),
        ((56, 18, 1), 3),
        ((80, 18, 1), 4),
        ((120, 18, 1), 6),
        ((20, 18, 1), 2),
        ((390, 192, 12), 2),
        ((599, 192, 12), 2),
        ((600, 192, 12), 3),
        ((1_024, 192, 12), 5),
    ])
    func columnsGrowWithTheWidth(size: (width: Int, minimum: Int, spacing: Int), expected: Int) {
        let metrics = GridMetrics(width: size.width, minimumCellWidth: size.minimum, spacing: size.spacing)
        #expect(metrics.columns == expected)
        #expect(metrics.spacing == size.spacing)
        #expect(metrics.cellHeight == 7)
    }

    /// (width, minimum cell width, spacing, cell height) → [columns, cell height, spacing].
    private static let hostileSizes: [((Int, Int, Int, Int), [Int])] = [
        ((0, 18, 1, 7), [2, 7, 1]),
        ((-40, 18, 1, 7), [2, 7, 1]),
        ((1, 18, 1, 7), [2, 7, 1]),
        ((40, 0, 0, 7), [40, 7, 0]),
        ((40, -5, -3, -7), [40, 0, 0]),
        ((40, Int.max, 1, 7), [2, 7, 1]),
        ((40, 18, Int.max, 7), [2, 7, Int.max]),
        ((Int.max, Int.max, Int.max, Int.max), [2, Int.max, Int.max]),
        ((Int.max, 18, 1, 7), [Int.max / 19, 7, 1]),
    ]

    @Test(arguments: hostileSizes)
    func noSizeDividesByZeroOverflowsOrGoesNegative(
        size: (width: Int, minimum: Int, spacing: Int, height: Int), expected: [Int]
    ) {
        let metrics = GridMetrics(
            width: size.width, minimumCellWidth: size.minimum, spacing: size.spacing, cellHeight: size.height)
        #expect([metrics.columns, metrics.cellHeight, metrics.spacing] == expected)
    }

    /// The columns of the minimum width fit with the spacing between them, and one more would not.
    @Test(arguments: [40, 57, 80, 600, 1_024, 10_000])
    func asManyMinimumCellsAsFit(width: Int) {
        let metrics = GridMetrics(width: width)
        #expect(metrics.columns * 18 + (metrics.columns - 1) * metrics.spacing <= width)
        #expect((metrics.columns + 1) * 18 + metrics.columns * metrics.spacing > width)
    }
}
