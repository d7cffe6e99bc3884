/// A sorted list of disjoint, inclusive Unicode scalar ranges, searched by bisection without allocating.
struct ScalarRanges: Sendable {
    /// The ranges in ascending order; none overlap.
    let ranges: [ClosedRange<UInt32>]

    /// Wraps ranges that are already sorted and disjoint.
    init(_ ranges: [ClosedRange<UInt32>]) {
        self.ranges = ranges
    }

    /// True when some range holds `scalar`.
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
