/// Groups decimal digits in threes with commas ("1234567" → "1,234,567"), the same in every language
/// and on every machine: prices and stock counts share it.
enum DigitGrouping {
    /// Groups a run of ASCII digits that has no sign.
    static func group(_ digits: String) -> String {
        let count = digits.utf8.count
        // Byte by byte into the result's own storage (a String of ASCII digits has a byte a digit):
        // appending a Character at a time costs several times as much.
        return String(unsafeUninitializedCapacity: count + max(0, count - 1) / 3) { grouped in
            var written = 0
            // Counted, not `enumerated()`, which a debug build (every test's) runs as a generic call
            // a digit.
            var offset = 0
            for digit in digits.utf8 {
                if offset > 0, (count - offset).isMultiple(of: 3) {
                    grouped[written] = UInt8(ascii: ",")
                    written += 1
                }
                grouped[written] = digit
                written += 1
                offset += 1
            }
            return written
        }
    }
}
