import Images
import Loop
import SweepTesting
import Testing

/// Real files cut short at many lengths and with bytes changed at many positions: each decode ends
/// in a picture of the size it claims or an `ImageError`, never a trap. The positions come from a
/// fixed seed, so a failure repeats. Each test lists all its cases and runs a `Sweep` of them: a
/// seeded sample by default, every one with `OPENMARKET_FULL_SWEEPS=1`.
@Suite(.sweep)
struct MutationTests {
    static let files = [
        "rgb8.png", "palette4.png", "interlaced-rgba16.png", "grey16.png", "palette8-trns.png",
        "baseline-420.jpg",
        "baseline-444.jpg", "progressive-420.jpg", "restart-420.jpg", "grey-progressive.jpg",
        "exif-orientation6.jpg",
    ]
    /// Small enough that a mutated header cannot make a test slow.
    static let limits = Limits(
        maxWidth: 2_048, maxHeight: 2_048, maxPixels: 1 << 20, maxAllocationBytes: 32 << 20)

    /// What decoding one mutated file gave.
    enum Outcome: Equatable {
        case image
        case refused
        /// A picture whose pixels disagree with its size, or larger than the limits allow.
        case inconsistent(String)
    }

    static func decode(_ bytes: [UInt8]) -> Outcome {
        guard let image = try? ImageDecoder.decode(bytes, limits: limits) else { return .refused }
        guard image.pixels.count == image.width * image.height * 4,
            image.width * image.height <= limits.maxPixels
        else { return .inconsistent("\(image.width)x\(image.height) with \(image.pixels.count) bytes") }
        return .image
    }

    @Test(arguments: files)
    func truncatedAtManyLengths(_ name: String) async throws {
        let bytes = try Fixture.bytes(name)
        let lengths = Array(stride(from: 0, to: bytes.count, by: max(1, bytes.count / 150)))
        let outcomes = await CPUBoundWork.run {
            Sweep.cases(lengths, sample: 25, salt: name).map { Self.decode(Array(bytes.prefix($0))) }
        }
        #expect(outcomes.filter { if case .inconsistent = $0 { true } else { false } } == [])
        // A cut file may still decode (a JPEG cut after its last scan), but most must fail: fewer than
        // one in fifteen decode.
        #expect(outcomes.filter { $0 == .image }.count * 15 < outcomes.count)
    }

    @Test(arguments: files)
    func bytesFlippedAtManyPositions(_ name: String) async throws {
        let original = try Fixture.bytes(name)
        var random = SeededGenerator(seed: 2_026)
        let flips: [[(position: Int, mask: UInt8)]] = (0..<150).map { _ in
            (0..<(1 + random.below(3))).map { _ in
                (random.below(original.count), UInt8(1 + random.below(255)))
            }
        }
        let outcomes = await CPUBoundWork.run {
            Sweep.cases(flips, sample: 25, salt: name).map { flip in
                var bytes = original
                for (position, mask) in flip { bytes[position] ^= mask }
                return Self.decode(bytes)
            }
        }
        #expect(outcomes.filter { if case .inconsistent = $0 { true } else { false } } == [])
    }

    /// Where the headers end: a PNG's first `IDAT` chunk, a JPEG's first scan (after its `SOS` segment).
    static func headerLength(of bytes: [UInt8]) -> Int {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            var offset = 8
            while offset + 8 <= bytes.count,
                bytes[(offset + 4)..<(offset + 8)] != [0x49, 0x44, 0x41, 0x54][...]
            {
                let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
                offset += 12 + length
            }
            return min(offset + 8, bytes.count)
        }
        var offset = 2
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let marker = bytes[offset + 1]
            offset += 2 + length
            if marker == 0xDA { break }
        }
        return min(offset, bytes.count)
    }

    @Test("header lengths: a PNG's up to its first IDAT, a JPEG's up to its first scan")
    func headerLengths() throws {
        #expect(Self.headerLength(of: try Fixture.bytes("rgb8.png")) == 41)
        #expect(Self.headerLength(of: try Fixture.bytes("baseline-420.jpg")) == 623)
    }

    @Test(arguments: files)
    func bytesSetToExtremesInTheHeaders(_ name: String) async throws {
        let original = try Fixture.bytes(name)
        let changes = (0..<Self.headerLength(of: original)).flatMap { position in
            [UInt8(0x00), 0xFF].filter { original[position] != $0 }.map { (position: position, value: $0) }
        }
        let outcomes = await CPUBoundWork.run {
            Sweep.cases(changes, sample: 60, salt: name).map { change in
                var bytes = original
                bytes[change.position] = change.value
                return Self.decode(bytes)
            }
        }
        #expect(outcomes.filter { if case .inconsistent = $0 { true } else { false } } == [])
    }
}
