import Foundation
import Images

/// Image bytes for registration tests, built here so each test controls exactly what it sends.
enum TestImages {
    /// A valid 1×1 red PNG.
    static let png = Data(PNGEncoder.encode(Image(width: 1, height: 1, pixels: [255, 0, 0, 255])))

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
        PNGEncoder.appendChunk("tEXt", text, to: &bytes)
        PNGEncoder.appendChunk("IEND", [], to: &bytes)
        precondition(bytes.count == totalBytes)
        return Data(bytes)
    }
}
