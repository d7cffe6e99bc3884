/// Groups decimal digits in threes with commas ("1234567" → "1,234,567"), the same in every language
/// and on every machine: prices and stock counts share it.
enum DigitGrouping {
    /// Groups a run of ASCII digits that has no sign.
    static func group(_ digits: String) -> String {
        let count = digits.count
        var grouped = ""
        grouped.reserveCapacity(count + count / 3)
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (count - offset).isMultiple(of: 3) { grouped.append(",") }
            grouped.append(digit)
        }
        return grouped
    }
}
