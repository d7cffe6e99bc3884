import Images
import Testing

struct PNGEncoderTests {
    @Test(arguments: ["rgb8.png", "rgba8.png", "palette8-trns.png", "grey1.png", "photo-coffee.png"])
    func roundTripsEveryPixel(_ name: String) throws {
        let image = try ImageDecoder.decode(try Fixture.bytes(name))
        let encoded = PNGEncoder.encode(image)
        #expect(ImageFormat(signatureOf: encoded) == .png)
        #expect(try ImageDecoder.decode(encoded) == image)
    }

    @Test func writesRGBForOpaqueAndRGBAForTransparentPictures() throws {
        let opaque = PNGEncoder.encode(try ImageDecoder.decode(try Fixture.bytes("rgb8.png")))
        let transparent = PNGEncoder.encode(try ImageDecoder.decode(try Fixture.bytes("rgba8.png")))
        // IHDR's colour type byte: 2 = RGB, 6 = RGBA.
        #expect(opaque[25] == 2)
        #expect(transparent[25] == 6)
    }

    @Test func compressesAPhotographBelowItsRawSize() throws {
        let image = try ImageDecoder.decode(try Fixture.bytes("photo-coffee.png"))
        let encoded = PNGEncoder.encode(image)
        // 300 × 200 × 3 bytes of RGB and 200 filter bytes uncompressed.
        #expect(encoded.count < 180_200 * 9 / 10)
    }
}
