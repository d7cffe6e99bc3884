import Images
import Testing

struct FitTests {
    @Test func aLandscapePhotoKeepsItsShapeUnderTheLimit() throws {
        let bytes = try Fixture.bytes("photo-coffee.png")
        let fitted = try ImageFitter.fit(bytes, under: 20_000)
        #expect(fitted.format == .jpeg)
        #expect(fitted.bytes.count < 20_000)
        // The PNG is over the limit; as a JPEG it fits at its own size, not cropped.
        #expect(fitted.width == 300 && fitted.height == 200)
        let decoded = try ImageDecoder.decode(fitted.bytes)
        #expect(decoded.width == fitted.width)
        #expect(decoded.height == fitted.height)
    }

    /// A quarter of the app's case (1,600 × 1,200 under 300 KB) in pixels and bytes: the same steps of
    /// the fitter at a quarter of a debug build's codec time.
    @Test func aLargePhotoIsScaledDownUntilItFitsWithItsShape() throws {
        let photo = try ImageDecoder.decode(try Fixture.bytes("photo-coffee.jpg"))
        let large = photo.resized(width: 800, height: 600)
        let encoded = JPEGEncoder.encode(large, quality: 95)
        #expect(encoded.count > 75 * 1_024, "the photo must start over the limit")
        let fitted = try ImageFitter.fit(encoded, under: 75 * 1_024)
        #expect(fitted.bytes.count < 75 * 1_024)
        #expect(fitted.width < 800)
        #expect(abs(fitted.width * 3 - fitted.height * 4) <= 4, "4:3, within a pixel")
        #expect((400...800).contains(fitted.width))
    }

    @Test func aLandscapePNGUnderTheLimitIsKept() throws {
        let bytes = try Fixture.bytes("photo-coffee.png")
        let fitted = try ImageFitter.fit(bytes, under: 300 * 1_024)
        #expect(fitted == FittedImage(bytes: bytes, width: 300, height: 200, format: .png))
    }

    @Test func aSquarePictureAlreadyUnderTheLimitIsKept() throws {
        let bytes = try Fixture.bytes("grey8.png")
        let fitted = try ImageFitter.fit(bytes, under: 300 * 1_024)
        #expect(fitted == FittedImage(bytes: bytes, width: 97, height: 97, format: .png))
    }

    @Test func aRotatedPhotoIsFittedUpright() throws {
        let fitted = try ImageFitter.fit(try Fixture.bytes("exif-orientation6.jpg"), under: 300 * 1_024)
        let upright = try ImageDecoder.decode(try Fixture.bytes("exif-orientation6.reference.png"))
        let difference = Fixture.difference(try ImageDecoder.decode(fitted.bytes), upright)
        #expect(fitted.width == 100 && fitted.height == 150)
        // Re-encoding at quality 85 costs about 4 per channel (libjpeg-turbo too); a picture turned the
        // wrong way differs by tens.
        #expect(difference.mean < 5)
    }

    @Test func notAPictureIsRefused() {
        #expect(throws: ImageError.unknownFormat) { try ImageFitter.fit(Array("hello".utf8), under: 1_000) }
    }

    @Test func anImpossibleLimitIsATypedError() throws {
        let bytes = try Fixture.bytes("photo-coffee.png")
        #expect(throws: ImageError.cannotFit(maxBytes: 100)) { try ImageFitter.fit(bytes, under: 100) }
    }
}
