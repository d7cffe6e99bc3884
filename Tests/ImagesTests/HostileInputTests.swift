import Images
import Testing

/// Hostile and broken files give a typed error before any large allocation.
struct HostileInputTests {
    @Test func aPNGHeaderOf60000By60000IsTooLarge() {
        let png = HandMadePNG.file([
            ("IHDR", HandMadePNG.header(width: 60_000, height: 60_000, depth: 8, colorType: 6)),
            ("IDAT", HandMadePNG.zlibStored([0])), ("IEND", []),
        ])
        #expect(throws: ImageError.tooLarge(width: 60_000, height: 60_000)) { try ImageDecoder.decode(png) }
    }

    @Test func aJPEGFrameOf60000By60000IsTooLarge() throws {
        var jpeg = try Fixture.bytes("baseline-420.jpg")
        let frame = try #require(jpeg.indices.first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        // SOF0: marker, length (2), precision (1), height (2), width (2).
        jpeg.replaceSubrange((frame + 5)..<(frame + 9), with: [0xEA, 0x60, 0xEA, 0x60])
        #expect(throws: ImageError.tooLarge(width: 60_000, height: 60_000)) { try ImageDecoder.decode(jpeg) }
    }

    @Test func aPictureWithinTheSizeLimitsButNotTheMemoryLimitIsRefused() throws {
        let limits = Limits(
            maxWidth: 10_000, maxHeight: 10_000, maxPixels: 100_000_000, maxAllocationBytes: 1 << 20)
        let png = HandMadePNG.file([
            ("IHDR", HandMadePNG.header(width: 1_000, height: 1_000, depth: 8, colorType: 6)),
            ("IDAT", HandMadePNG.zlibStored([0])), ("IEND", []),
        ])
        #expect(throws: ImageError.allocationLimit(bytes: 4_000_000)) {
            try ImageDecoder.decode(png, limits: limits)
        }
    }

    @Test func aDecompressionBombStopsAtTheImagesSize() {
        // An 8 × 8 grey picture needs 72 bytes of scanlines; the data inflates to a megabyte.
        let png = HandMadePNG.file([
            ("IHDR", HandMadePNG.header(width: 8, height: 8, depth: 8, colorType: 0)),
            ("IDAT", HandMadePNG.zlibStored([UInt8](repeating: 0, count: 1 << 20))), ("IEND", []),
        ])
        #expect(throws: ImageError.corrupt("more data than the image holds")) { try ImageDecoder.decode(png) }
    }

    @Test func aPaletteIndexPastThePaletteIsAnError() {
        let png = HandMadePNG.file([
            ("IHDR", HandMadePNG.header(width: 2, height: 1, depth: 8, colorType: 3)),
            ("PLTE", [255, 0, 0, 0, 255, 0]), ("IDAT", HandMadePNG.zlibStored([0, 1, 5])), ("IEND", []),
        ])
        #expect(throws: ImageError.paletteIndexOutOfRange) { try ImageDecoder.decode(png) }
    }

    @Test func theSamePaletteWithIndicesInRangeDecodes() throws {
        let png = HandMadePNG.file([
            ("IHDR", HandMadePNG.header(width: 2, height: 1, depth: 8, colorType: 3)),
            ("PLTE", [255, 0, 0, 0, 255, 0]), ("IDAT", HandMadePNG.zlibStored([0, 1, 0])), ("IEND", []),
        ])
        let image = try ImageDecoder.decode(png)
        #expect(image.rgba(x: 0, y: 0) == 0x00FF_00FF)
        #expect(image.rgba(x: 1, y: 0) == 0xFF00_00FF)
    }

    @Test func aWrongAdlerChecksumIsAnError() {
        let png = HandMadePNG.file([
            ("IHDR", HandMadePNG.header(width: 1, height: 1, depth: 8, colorType: 0)),
            ("IDAT", HandMadePNG.zlibStored([0, 7], adler: 12_345)), ("IEND", []),
        ])
        #expect(throws: ImageError.checksumMismatch) { try ImageDecoder.decode(png) }
    }

    @Test func aWrongChunkCRCIsAnError() throws {
        var png = try Fixture.bytes("rgb8.png")
        png[40] ^= 0x10
        #expect(throws: ImageError.checksumMismatch) { try ImageDecoder.decode(png) }
    }

    @Test func aCutFileIsTruncated() throws {
        let png = try Fixture.bytes("rgb8.png")
        #expect(throws: ImageError.truncated) { try ImageDecoder.decode(Array(png.prefix(png.count / 2))) }
        let jpeg = try Fixture.bytes("baseline-420.jpg")
        #expect(throws: ImageError.truncated) { try ImageDecoder.decode(Array(jpeg.prefix(jpeg.count / 2))) }
    }

    @Test func arithmeticCodingIsUnsupported() throws {
        var jpeg = try Fixture.bytes("baseline-420.jpg")
        let frame = try #require(jpeg.indices.first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        jpeg[frame + 1] = 0xC9
        #expect(throws: ImageError.unsupported("SOF9 (lossless, hierarchical or arithmetic)")) {
            try ImageDecoder.decode(jpeg)
        }
    }

    @Test func bytesOfNeitherFormatAreUnknown() {
        #expect(throws: ImageError.unknownFormat) { try ImageDecoder.decode(Array("GIF89a".utf8)) }
        #expect(throws: ImageError.unknownFormat) { try ImageDecoder.decode([]) }
    }
}
