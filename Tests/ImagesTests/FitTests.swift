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

    @Test func aLargePhotoIsScaledDownUntilItFitsWithItsShape() throws {
        let photo = try ImageDecoder.decode(try Fixture.bytes("photo-coffee.jpg"))
        let large = photo.resized(width: 1_600, height: 1_200)
        let fitted = try ImageFitter.fit(JPEGEncoder.encode(large, quality: 95), under: 300 * 1_024)
        #expect(fitted.bytes.count < 300 * 1_024)
        #expect(abs(fitted.width * 3 - fitted.height * 4) <= 4, "4:3, within a pixel")
        #expect((800...1_600).contains(fitted.width))
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
