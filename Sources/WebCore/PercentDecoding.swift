import Foundation

/// Strict percent-decoding: `%` must be followed by two hex digits and the result must be UTF-8.
enum PercentDecoding {
    /// Decodes `text`; `plusIsSpace` applies the form rule (`+` is a space). Nil when malformed.
    static func decode(_ text: Substring, plusIsSpace: Bool) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue),
                    let low = iterator.next().flatMap(hexValue)
                else { return nil }
                bytes.append(high << 4 | low)
            case UInt8(ascii: "+") where plusIsSpace:
                bytes.append(UInt8(ascii: " "))
            default:
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// `a=1&b=x+y` -> `[("a", "1"), ("b", "x y")]`; nil when a part is malformed or there are more
    /// than `limit` pairs.
    static func pairs(_ text: Substring, limit: Int) -> [(name: String, value: String)]? {
        var result: [(name: String, value: String)] = []
        for part in text.split(separator: "&") {
            guard result.count < limit else { return nil }
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = decode(pieces[0], plusIsSpace: true),
                let value = decode(pieces.count > 1 ? pieces[1] : "", plusIsSpace: true)
            else { return nil }
            result.append((name, value))
        }
        return result
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
