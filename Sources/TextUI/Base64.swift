/// Standard base64 (RFC 4648, `+` and `/`, padded with `=`), for the kitty graphics protocol's payloads.
enum Base64 {
    private static let alphabet = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: ArraySlice<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let count = min(3, bytes.endIndex - index)
            let group =
                UInt32(bytes[index]) << 16 | (count > 1 ? UInt32(bytes[index + 1]) << 8 : 0)
                | (count > 2 ? UInt32(bytes[index + 2]) : 0)
            for position in 0..<4 {
                output.append(
                    position <= count
                        ? alphabet[Int(group >> UInt32(18 - 6 * position) & 0x3F)] : UInt8(ascii: "="))
            }
            index += count
        }
        return String(decoding: output, as: UTF8.self)
    }
}
