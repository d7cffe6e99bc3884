import Foundation
import Images
import Testing

/// The committed files of `Tests/ImagesTests/Fixtures` (written by
/// `Tools/image-fixtures/make_fixtures.py`; see `Fixtures/SOURCES.md`).
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
    }

    /// FNV-1a 64 of the RGBA bytes, the digest the generator printed from Pillow's pixels.
    static func digest(_ image: Image) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in image.pixels {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01B3
        }
        return hash
    }

    /// Mean and largest absolute difference per colour channel (alpha ignored).
    static func difference(_ a: Image, _ b: Image) -> (mean: Double, max: Int) {
        precondition(a.width == b.width && a.height == b.height)
        var total = 0
        var largest = 0
        for index in a.pixels.indices where index % 4 != 3 {
            let difference = abs(Int(a.pixels[index]) - Int(b.pixels[index]))
            total += difference
            largest = max(largest, difference)
        }
        return (Double(total) / Double(a.width * a.height * 3), largest)
    }
}

/// A reference fact printed by the generator: size, digest of Pillow's RGBA pixels, a few pixels.
struct ReferenceFact: CustomTestStringConvertible {
    var name: String
    var width: Int
    var height: Int
    var digest: UInt64
    var pixels: [(x: Int, y: Int, rgba: UInt32)]

    init(_ name: String, _ width: Int, _ height: Int, _ digest: UInt64, _ pixels: [(Int, Int, UInt32)]) {
        self.name = name
        self.width = width
        self.height = height
        self.digest = digest
        self.pixels = pixels.map { (x: $0.0, y: $0.1, rgba: $0.2) }
    }

    var testDescription: String { name }
}
