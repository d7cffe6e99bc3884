/// Keeping the same product at the top when the layout switches: an anchor (product index), not an
/// offset. The list is a grid of one column.
public enum LayoutAnchor {
    /// The first row to show so that `index` is on the top row: in the list the index itself, in a grid
    /// `index / columns`. A negative index counts as zero and fewer than one column as one.
    public static func topRow(keeping index: Int, columns: Int) -> Int {
        max(0, index) / max(1, columns)
    }

    /// The index of the first product on a row; `Int.max` when the product of the two overflows.
    public static func firstIndex(ofRow row: Int, columns: Int) -> Int {
        let (index, overflow) = max(0, row).multipliedReportingOverflow(by: max(1, columns))
        return overflow ? .max : index
    }
}
