/// Turns the bytes a terminal sends in raw mode into keys: UTF-8 text, control keys and the escape
/// sequences of arrows and back-tab; any other control byte or escape sequence is `.unrecognized`.
/// Bytes of an incomplete sequence wait for the next read.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    /// The keys completed by `bytes`.
    public mutating func keys(from bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        while let (key, length) = nextKey() {
            keys.append(key)
            pending.removeFirst(length)
        }
        return keys
    }

    /// A lone escape: the terminal sent ESC and nothing followed it in time.
    public mutating func flushEscape() -> [Key] {
        guard pending == [0x1B] else { return [] }
        pending.removeAll()
        return [.escape]
    }

    private func nextKey() -> (Key, Int)? {
        guard let first = pending.first else { return nil }
        switch first {
        case 0x1B: return escapeSequence()
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x03: return (.interrupt, 1)
        case 0x00..<0x20: return (.unrecognized, 1)
        default: return utf8Character()
        }
    }

    private func escapeSequence() -> (Key, Int)? {
        guard pending.count >= 2 else { return nil }
        guard pending[1] == UInt8(ascii: "[") || pending[1] == UInt8(ascii: "O") else { return (.escape, 1) }
        guard pending.count >= 3 else { return nil }
        switch pending[2] {
        case UInt8(ascii: "A"): return (.up, 3)
        case UInt8(ascii: "B"): return (.down, 3)
        case UInt8(ascii: "C"): return (.right, 3)
        case UInt8(ascii: "D"): return (.left, 3)
        case UInt8(ascii: "Z"): return (.backtab, 3)
        default:
            let end = pending[2...].firstIndex { (0x40...0x7E).contains($0) } ?? pending.count
            return end < pending.count ? (.unrecognized, end + 1) : nil
        }
    }

    private func utf8Character() -> (Key, Int)? {
        let first = pending[0]
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
        guard pending.count >= length else { return nil }
        let text = String(decoding: pending[0..<length], as: UTF8.self)
        return (.character(text.first ?? "\u{FFFD}"), length)
    }
}
