/// Grid geometry for a viewport width in columns (text cells) or points: pure arithmetic. How wide
/// each column is, is the renderer's to share out (TextUI's `Rect.gridColumnWidths(columns:gap:)` in a
/// terminal): one formula for the cells drawn and the pictures sized to them.
public struct GridMetrics: Hashable, Sendable {
    public var columns: Int
    public var cellHeight: Int
    public var spacing: Int

    /// Two columns on a phone-portrait width (a 40-column terminal, or under 600 points with a
    /// minimum cell of 192 and a spacing of 12), more when wider: as many cells of `minimumCellWidth`
    /// as fit with `spacing` between each two, `columns = max(2, (width + spacing) / (minimumCellWidth +
    /// spacing))`; the height is the caller's. Negative widths, spacings and heights count as zero and the
    /// minimum cell width as at least one, so no input divides by zero, overflows or gives a negative
    /// size.
    public init(width: Int, minimumCellWidth: Int = 18, spacing: Int = 1, cellHeight: Int = 7) {
        let width = max(0, width)
        let spacing = max(0, spacing)
        let slot = Self.saturatingSum(max(1, minimumCellWidth), spacing)
        self.columns = max(2, Self.saturatingSum(width, spacing) / slot)
        self.spacing = spacing
        self.cellHeight = max(0, cellHeight)
    }

    private static func saturatingSum(_ lhs: Int, _ rhs: Int) -> Int {
        let (sum, overflow) = lhs.addingReportingOverflow(rhs)
        return overflow ? .max : sum
    }
}
