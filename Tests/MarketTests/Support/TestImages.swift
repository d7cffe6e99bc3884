import Foundation

/// Image bytes for registration tests, built here so each test controls exactly what it sends.
enum TestImages {
    /// A valid 1×1 red PNG (72 bytes).
    static let png = makePNG()

    /// A minimal JPEG: SOI, a JFIF APP0 segment, EOI.
    static let jpeg = Data([
        0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
        0x00, 0x01, 0x00, 0x00, 0xFF, 0xD9,
    ])

    /// A valid PNG of exactly `totalBytes` bytes: the padding sits in a `tEXt` chunk before `IEND`, so
    /// the file still ends with the `IEND` chunk.
    static func png(totalBytes: Int) -> Data {
        let padding = totalBytes - png.count - 12
        precondition(padding >= 8, "a padded PNG needs at least \(png.count + 20) bytes")
        let text = Array("Comment".utf8) + [0] + Array(repeating: UInt8(ascii: "x"), count: padding - 8)
        var bytes = [UInt8](png.dropLast(12))
        bytes += chunk("tEXt", text) + chunk("IEND", [])
        precondition(bytes.count == totalBytes)
        return Data(bytes)
    }

    private static func makePNG() -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += chunk("IHDR", bigEndian(1) + bigEndian(1) + [8, 2, 0, 0, 0])
        let row: [UInt8] = [0, 255, 0, 0]
        let stored: [UInt8] = [0x78, 0x01, 0x01, 0x04, 0x00, 0xFB, 0xFF] + row + bigEndian(adler32(row))
        bytes += chunk("IDAT", stored)
        bytes += chunk("IEND", [])
        return Data(bytes)
    }

    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return (b << 16) | a
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
