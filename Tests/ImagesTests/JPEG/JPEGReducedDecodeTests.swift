import Images
import Testing

/// A JPEG decoded reduced in the DCT (a half, a quarter, an eighth) matches its full decode
/// area-averaged by the same factor, over the whole blocks of the picture.
///
/// The bound, a mean absolute difference of 2.5 of 255 per channel: at an eighth each sample is the
/// exact mean of its block before rounding and clamping (greyscale and 4:4:4 differ by under 0.5);
/// at a quarter and a half the reduced IDCT leaves out what the high coefficients alias to (about 2 on
/// these fixtures; libjpeg-turbo's own half-size decode of `restart-420.jpg` differs from its full
/// decode's 2×2 means by 1.3), and 4:2:2 chroma is still upsampled across at the reduced size (2 at an
/// eighth). A decode off by one pixel, a turned or missing component differs by 5 to 100.
struct JPEGReducedDecodeTests {
    static let fixtures = [
        "baseline-444.jpg", "baseline-422.jpg", "baseline-420.jpg", "progressive-420.jpg",
        "progressive-444.jpg", "restart-420.jpg", "progressive-restart.jpg", "grey.jpg",
        "grey-progressive.jpg", "photo-coffee.jpg",
    ]

    @Test(arguments: fixtures, [2, 4, 8])
    func matchesTheFullDecodeAveraged(_ name: String, _ factor: Int) throws {
        let bytes = try Fixture.bytes(name)
        let full = try ImageDecoder.decode(bytes)
        let reduced = try Self.reduced(bytes, full, by: factor)
        let difference = Self.differenceOverWholeBlocks(reduced, full, factor)
        #expect(difference.mean < 2.5, "mean absolute difference \(difference.mean)")
        #expect(!reduced.hasTransparency)
    }

    /// The picture turned upright by its EXIF orientation is reduced with its sides swapped; turned
    /// back, it matches the full decode turned back.
    @Test(arguments: [2, 4, 8])
    func aTurnedPhotoIsReducedUpright(_ factor: Int) throws {
        let bytes = try Fixture.bytes("exif-orientation6.jpg")
        let full = try ImageDecoder.decode(bytes)
        #expect(full.width == 100 && full.height == 150)
        let reduced = try Self.reduced(bytes, full, by: factor)
        // Orientation 8 turns back what 6 turned.
        let difference = Self.differenceOverWholeBlocks(reduced.oriented(8), full.oriented(8), factor)
        #expect(difference.mean < 2.5, "mean absolute difference \(difference.mean)")
    }

    @Test func theReductionIsTheSmallestThatStillCoversTheSizeAsked() throws {
        let bytes = try Fixture.bytes("baseline-420.jpg")  // 151 × 100
        let sizes = [(151, 100), (76, 50), (75, 49), (38, 25), (20, 13), (19, 13), (1, 1), (152, 100)]
        let expected = [(151, 100), (76, 50), (76, 50), (38, 25), (38, 25), (19, 13), (19, 13), (151, 100)]
        for ((width, height), (expectedWidth, expectedHeight)) in zip(sizes, expected) {
            let image = try ImageDecoder.decode(bytes, atLeastWidth: width, height: height)
            #expect(
                image.width == expectedWidth && image.height == expectedHeight, "asked \(width)×\(height)")
        }
    }

    /// Limits apply to the pixels made: a 1024 × 768 photo refused whole by a limit of 20,000 pixels
    /// and 128 KB decodes at an eighth (128 × 96 = 12,288 pixels; its buffers under 80 KB), not at a
    /// quarter (256 × 192 = 49,152 pixels).
    @Test func aReducedDecodeTakesOnlyReducedMemory() throws {
        let photo = try ImageDecoder.decode(try Fixture.bytes("photo-coffee.jpg"))
        let bytes = JPEGEncoder.encode(photo.resized(width: 1_024, height: 768), quality: 90)
        let limits = Limits(
            maxWidth: 1_024, maxHeight: 1_024, maxPixels: 20_000, maxAllocationBytes: 128 << 10)
        #expect(throws: ImageError.tooLarge(width: 1_024, height: 768)) {
            try ImageDecoder.decode(bytes, limits: limits)
        }
        #expect(throws: ImageError.tooLarge(width: 256, height: 192)) {
            try ImageDecoder.decode(bytes, atLeastWidth: 200, height: 150, limits: limits)
        }
        let eighth = try ImageDecoder.decode(bytes, atLeastWidth: 128, height: 96, limits: limits)
        #expect(eighth.width == 128 && eighth.height == 96)
        let bytesOnly = Limits(
            maxWidth: 1_024, maxHeight: 1_024, maxPixels: 1 << 20, maxAllocationBytes: 128 << 10)
        #expect(throws: ImageError.allocationLimit(bytes: 256 * 192 * 4)) {
            try ImageDecoder.decode(bytes, atLeastWidth: 200, height: 150, limits: bytesOnly)
        }
        #expect(try ImageDecoder.decode(bytes, atLeastWidth: 128, height: 96, limits: bytesOnly) == eighth)
    }

    @Test func aCentredSquareIsReducedThenAveragedToItsSide() throws {
        let bytes = try Fixture.bytes("photo-coffee.jpg")  // 320 × 213
        let square = try ImageDecoder.decodeCentredSquare(bytes, side: 16)
        #expect(square.width == 16 && square.height == 16)
        let full = try ImageDecoder.decode(bytes)
        let expected = full.resized(width: 16, height: 16, from: full.centredSquare)
        let difference = Fixture.difference(square, expected)
        // Reduced to 40 × 27 (an eighth), the square is resampled from the part of those pixels the
        // full picture's square covers, fractions of pixels included. An output pixel spans 1.7 reduced
        // pixels, whose insides count as uniform where its edges cut them: about 4. The same square
        // taken whole pixels only, 3 full-size pixels off, differed by 8.5.
        #expect(difference.mean < 5, "mean absolute difference \(difference.mean)")
        #expect(try ImageDecoder.decodeCentredSquare(bytes, side: 500).width == 213)
    }

    @Test func aPNGIsDecodedWholeThenAveraged() throws {
        let bytes = try Fixture.bytes("photo-coffee.png")  // 300 × 200
        #expect(try ImageDecoder.decode(bytes, atLeastWidth: 10, height: 10).width == 300)
        let full = try ImageDecoder.decode(bytes)
        #expect(
            try ImageDecoder.decodeCentredSquare(bytes, side: 16)
                == full.resized(width: 16, height: 16, from: full.centredSquare))
    }

    /// The reduced decode, checked to be the full size divided by `factor` and rounded up.
    static func reduced(_ bytes: [UInt8], _ full: Image, by factor: Int) throws -> Image {
        let width = (full.width + factor - 1) / factor
        let height = (full.height + factor - 1) / factor
        let reduced = try ImageDecoder.decode(bytes, atLeastWidth: width, height: height)
        #expect(reduced.width == width && reduced.height == height)
        return reduced
    }

    /// The difference between the reduced picture and the full one's means of `factor` × `factor`
    /// pixels, over the whole squares from the top left (a partial block at the right or bottom edge
    /// is averaged over fewer pixels).
    static func differenceOverWholeBlocks(_ reduced: Image, _ full: Image, _ factor: Int) -> (
        mean: Double, max: Int
    ) {
        let (width, height) = (full.width / factor, full.height / factor)
        return Fixture.difference(
            reduced.cropped(to: Rect(x: 0, y: 0, width: width, height: height)),
            full.resized(
                width: width, height: height,
                from: Rect(x: 0, y: 0, width: width * factor, height: height * factor)))
    }
}
