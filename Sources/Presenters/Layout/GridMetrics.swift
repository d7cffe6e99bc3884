/// Grid geometry for a viewport width in columns (text cells) or points: pure arithmetic.
public struct GridMetrics: Hashable, Sendable {
    public var columns: Int
    public var cellWidth: Int
    public var cellHeight: Int
    public var spacing: Int

    /// Two columns on a phone-portrait width (a 40-column terminal, or under 600 points with a
    /// minimum cell of 192 and a spacing of 12), more when wider:
    /// `columns = max(2, (width + spacing) / (minimumCellWidth + spacing))` and
    /// `cellWidth = (width - spacing × (columns - 1)) / columns`; the height is the caller's.
    /// Negative widths, spacings and heights count as zero and the minimum cell width as at least one,
    /// so no input divides by zero, overflows or gives a negative size.
    public init(width: Int, minimumCellWidth: Int = 18, spacing: Int = 1, cellHeight: Int = 7) {
        let width = max(0, width)
        let spacing = max(0, spacing)
        let slot = Self.saturatingSum(max(1, minimumCellWidth), spacing)
        let columns = max(2, Self.saturatingSum(width, spacing) / slot)
        self.columns = columns
        self.spacing = spacing
        self.cellWidth = max(0, (width - spacing * (columns - 1)) / columns)
        self.cellHeight = max(0, cellHeight)
    }

    private static func saturatingSum(_ lhs: Int, _ rhs: Int) -> Int {
        let (sum, overflow) = lhs.addingReportingOverflow(rhs)
        return overflow ? .max : sum
    }
}
