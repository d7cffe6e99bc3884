/// Base64 with the standard alphabet and `=` padding (RFC 4648 section 4). Decoding is strict: no
/// whitespace, a length that is a multiple of four, padding only at the end, and zero bits where the
/// padding leaves some unused, so every value has exactly one accepted spelling.
package enum Base64 {
    private static let alphabet = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// The encoding of `bytes`, padded with `=`.
    package static func encode(_ bytes: some Collection<UInt8>) -> String {
        let input = Array(bytes)
        var output: [UInt8] = []
        output.reserveCapacity((input.count + 2) / 3 * 4)
        var index = 0
        while index < input.count {
            let count = min(3, input.count - index)
            let b0 = UInt32(input[index])
            let b1 = count > 1 ? UInt32(input[index + 1]) : 0
            let b2 = count > 2 ? UInt32(input[index + 2]) : 0
            let group = b0 << 16 | b1 << 8 | b2
            output.append(alphabet[Int(group >> 18 & 63)])
            output.append(alphabet[Int(group >> 12 & 63)])
            output.append(count > 1 ? alphabet[Int(group >> 6 & 63)] : UInt8(ascii: "="))
            output.append(count > 2 ? alphabet[Int(group & 63)] : UInt8(ascii: "="))
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The bytes `text` encodes, or nil when it is not canonical base64.
    package static func decode(_ text: some StringProtocol) -> [UInt8]? {
        let input = Array(text.utf8)
        guard input.count % 4 == 0 else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(input.count / 4 * 3)
        var index = 0
        while index < input.count {
            let isLast = index + 4 == input.count
            var group: UInt32 = 0
            var padding = 0
            for offset in 0..<4 {
                let byte = input[index + offset]
                if byte == UInt8(ascii: "=") {
                    // `=` only in the last group, in its last one or two places, and only `=` after it.
                    guard isLast, offset >= 2 else { return nil }
                    padding += 1
                    group <<= 6
                    continue
                }
                guard padding == 0, let value = sextet(byte) else { return nil }
                group = group << 6 | UInt32(value)
            }
            output.append(UInt8(truncatingIfNeeded: group >> 16))
            if padding < 2 { output.append(UInt8(truncatingIfNeeded: group >> 8)) }
            if padding < 1 { output.append(UInt8(truncatingIfNeeded: group)) }
            // The bits the padding leaves unused must be zero.
            if padding == 1, group & 0xFF != 0 { return nil }
            if padding == 2, group & 0xFFFF != 0 { return nil }
            index += 4
        }
        return output
    }

    private static func sextet(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        default: nil
        }
    }
}
