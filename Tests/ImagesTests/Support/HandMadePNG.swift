/// PNG files built byte by byte for hostile-input tests: chunks with correct CRCs around whatever
/// header and data a test wants, image data in stored (uncompressed) DEFLATE blocks.
enum HandMadePNG {
    static func file(_ chunks: [(String, [UInt8])]) -> [UInt8] {
        var bytes: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        for (type, body) in chunks {
            bytes += bigEndian(UInt32(body.count))
            let typeAndBody = Array(type.utf8) + body
            bytes += typeAndBody + bigEndian(crc32(typeAndBody))
        }
        return bytes
    }

    static func header(width: Int, height: Int, depth: UInt8, colorType: UInt8, interlaced: Bool = false)
        -> [UInt8]
    {
        bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [depth, colorType, 0, 0, interlaced ? 1 : 0]
    }

    /// A zlib stream holding `data` in stored blocks, with its Adler-32 (or `adler` instead).
    static func zlibStored(_ data: [UInt8], adler: UInt32? = nil) -> [UInt8] {
        var bytes: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65_535, data.count - offset)
            let isLast = offset + length == data.count
            bytes += [
                isLast ? 1 : 0, UInt8(length & 255), UInt8(length >> 8), UInt8(~length & 255),
                UInt8((~length >> 8) & 255),
            ]
            bytes += data[offset..<(offset + length)]
            offset += length
        } while offset < data.count
        return bytes + bigEndian(adler ?? adler32(data))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 255), UInt8((value >> 8) & 255), UInt8(value & 255)]
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}
