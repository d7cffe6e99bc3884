import Images
import Testing

struct JPEGEncoderTests {
    @Test func encodesAPhotographThatDecodesCloseToTheOriginal() throws {
        let original = try ImageDecoder.decode(try Fixture.bytes("photo-coffee.png"))
        let encoded = JPEGEncoder.encode(original, quality: 90)
        #expect(ImageFormat(signatureOf: encoded) == .jpeg)
        let decoded = try ImageDecoder.decode(encoded)
        #expect(decoded.width == 300)
        #expect(decoded.height == 200)
        let difference = Fixture.difference(decoded, original)
        // libjpeg-turbo (Pillow) at quality 90, 4:2:0, on this photo: 21,901 bytes, mean difference 3.39.
        #expect(difference.mean < 3.5, "mean absolute difference \(difference.mean)")
        #expect(encoded.count < 24_000, "\(encoded.count) bytes")
    }

    @Test func higherQualityMeansMoreBytesAndLessError() throws {
        let original = try ImageDecoder.decode(try Fixture.bytes("photo-coffee.png"))
        let low = JPEGEncoder.encode(original, quality: 30)
        let high = JPEGEncoder.encode(original, quality: 95)
        #expect(low.count < high.count)
        let lowError = Fixture.difference(try ImageDecoder.decode(low), original).mean
        let highError = Fixture.difference(try ImageDecoder.decode(high), original).mean
        #expect(highError < lowError)
    }

    @Test func encodesOddSizesAndCompositesTransparencyOverWhite() throws {
        let transparent = Image(width: 3, height: 5, pixels: [UInt8](repeating: 0, count: 3 * 5 * 4))
        let decoded = try ImageDecoder.decode(JPEGEncoder.encode(transparent, quality: 90))
        #expect(decoded.width == 3)
        #expect(decoded.height == 5)
        #expect(decoded.pixels.allSatisfy { $0 >= 250 })
    }
}
