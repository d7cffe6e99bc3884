/// Checks UTF-8 a byte at a time, so text can be checked as it arrives, across frames and chunks,
/// and refused at the first byte that cannot be part of well-formed UTF-8 (RFC 3629: no overlong
/// forms, no surrogates, nothing past U+10FFFF).
package struct UTF8Validator: Sendable {
    /// Continuation bytes the current character still needs.
    private var needed = 0
    /// The range the next continuation byte must fall in (narrower than 80–BF right after some leads).
    private var lower: UInt8 = 0x80
    private var upper: UInt8 = 0xBF

    package init() {}

    /// Whether the bytes so far end on a character boundary.
    package var isComplete: Bool { needed == 0 }

    /// Takes `byte`; false when the bytes so far can no longer be UTF-8.
    package mutating func take(_ byte: UInt8) -> Bool {
        if needed > 0 {
            guard byte >= lower, byte <= upper else { return false }
            needed -= 1
            lower = 0x80
            upper = 0xBF
            return true
        }
        switch byte {
        case 0x00...0x7F: return true
        case 0xC2...0xDF: needed = 1
        case 0xE0:
            needed = 2
            lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: needed = 2
        case 0xED:
            needed = 2
            upper = 0x9F
        case 0xF0:
            needed = 3
            lower = 0x90
        case 0xF1...0xF3: needed = 3
        case 0xF4:
            needed = 3
            upper = 0x8F
        default: return false
        }
        return true
    }

    /// Takes every byte; false at the first that cannot continue UTF-8.
    mutating func take(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where !take(byte) { return false }
        return true
    }

    /// Whether `bytes` is well-formed UTF-8 by itself.
    package static func isValid(_ bytes: some Collection<UInt8>) -> Bool {
        var validator = UTF8Validator()
        for byte in bytes where !validator.take(byte) { return false }
        return validator.isComplete
    }
}
