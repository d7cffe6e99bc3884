import Presenters
import Testing

struct GridMetricsTests {
    /// (width, minimum cell width, spacing) → [columns, cell width].
    @Test(arguments: [
        ((40, 18, 1), [2, 19]),
        ((39, 18, 1), [2, 19]),
        ((55, 18, 1), [2, 27]),
        ((56, 18, 1), [3, 18]),
        ((80, 18, 1), [4, 19]),
        ((120, 18, 1), [6, 19]),
        ((20, 18, 1), [2, 9]),
        ((390, 192, 12), [2, 189]),
        ((599, 192, 12), [2, 293]),
        ((600, 192, 12), [3, 192]),
        ((1_024, 192, 12), [5, 195]),
    ])
    func columnsGrowWithTheWidth(size: (width: Int, minimum: Int, spacing: Int), expected: [Int]) {
        let metrics = GridMetrics(width: size.width, minimumCellWidth: size.minimum, spacing: size.spacing)
        #expect([metrics.columns, metrics.cellWidth] == expected)
        #expect(metrics.spacing == size.spacing)
        #expect(metrics.cellHeight == 7)
    }

    /// (width, minimum cell width, spacing, cell height) → [columns, cell width, cell height, spacing].
    private static let hostileSizes: [((Int, Int, Int, Int), [Int])] = [
        ((0, 18, 1, 7), [2, 0, 7, 1]),
        ((-40, 18, 1, 7), [2, 0, 7, 1]),
        ((1, 18, 1, 7), [2, 0, 7, 1]),
        ((40, 0, 0, 7), [40, 1, 7, 0]),
        ((40, -5, -3, -7), [40, 1, 0, 0]),
        ((40, Int.max, 1, 7), [2, 19, 7, 1]),
        ((40, 18, Int.max, 7), [2, 0, 7, Int.max]),
        ((Int.max, Int.max, Int.max, Int.max), [2, 0, Int.max, Int.max]),
        ((Int.max, 18, 1, 7), [Int.max / 19, 18, 7, 1]),
    ]

    @Test(arguments: hostileSizes)
    func noSizeDividesByZeroOverflowsOrGoesNegative(
        size: (width: Int, minimum: Int, spacing: Int, height: Int), expected: [Int]
    ) {
        let metrics = GridMetrics(
            width: size.width, minimumCellWidth: size.minimum, spacing: size.spacing, cellHeight: size.height)
        #expect([metrics.columns, metrics.cellWidth, metrics.cellHeight, metrics.spacing] == expected)
    }

    @Test(arguments: [40, 57, 80, 600, 1_024, 10_000])
    func theCellsAndGapsFillTheWidth(width: Int) {
        let metrics = GridMetrics(width: width)
        let used = metrics.columns * metrics.cellWidth + (metrics.columns - 1) * metrics.spacing
        #expect(used <= width)
        #expect(width - used < metrics.columns)
        #expect(metrics.cellWidth >= 18)
    }
}
