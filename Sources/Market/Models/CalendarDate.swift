/// A calendar date as the server writes it: every timestamp it sends has a time of midnight and no
/// time zone, so the date is all it carries.
public struct CalendarDate: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads the three timestamp formats the server has used:
    /// `2021-12-29 00:00:00.000`, `2022-01-04T00:00:00.00` and `2022-11-10T00:00:00`.
    /// Returns nil for anything else.
    public init?(serverText text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count >= 10,
            let year = Self.number(bytes[0..<4]), bytes[4] == UInt8(ascii: "-"),
            let month = Self.number(bytes[5..<7]), bytes[7] == UInt8(ascii: "-"),
            let day = Self.number(bytes[8..<10]),
            (1...12).contains(month), (1...31).contains(day),
            Self.isKnownTimeSuffix(bytes[10...])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    public var description: String {
        let padded = { (value: Int, width: Int) in
            String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// ` HH:mm:ss.SSS`, `THH:mm:ss.SS` or `THH:mm:ss`.
    private static func isKnownTimeSuffix(_ suffix: ArraySlice<UInt8>) -> Bool {
        let text = Array(suffix)
        guard text.count >= 9, let separator = text.first else { return false }
        let clock = Array(text[1..<9])
        let isClock =
            clock[2] == UInt8(ascii: ":") && clock[5] == UInt8(ascii: ":")
            && [clock[0..<2], clock[3..<5], clock[6..<8]].allSatisfy { number($0) != nil }
        guard isClock else { return false }
        let fraction = text[9...]
        switch (separator, fraction.count) {
        case (UInt8(ascii: " "), 4):
            return fraction.first == UInt8(ascii: ".") && number(fraction.dropFirst()) != nil
        case (UInt8(ascii: "T"), 3):
            return fraction.first == UInt8(ascii: ".") && number(fraction.dropFirst()) != nil
        case (UInt8(ascii: "T"), 0): return true
        default: return false
        }
    }
}
