import Images
import Testing

/// Every JPEG fixture decodes to within a mean absolute difference of 1 and a maximum of 8 per
/// channel of libjpeg-turbo's pixels (through Pillow, EXIF orientation applied), stored losslessly
/// as `NAME.reference.png`. The facts below pin those references: printed by
/// `Tools/image-fixtures/make_fixtures.py` from Pillow's RGBA pixels of each reference.
struct JPEGDecoderTests {
    static let references: [ReferenceFact] = [
        ReferenceFact(
            "baseline-444.reference.png", 151, 100, 0x41863756C18F94F5,
            [(0, 0, 0x8F796BFF), (150, 0, 0x2F1B10FF), (75, 50, 0xB78E6EFF), (150, 99, 0xA68D88FF)]),
        ReferenceFact(
            "baseline-422.reference.png", 151, 100, 0xED6287534CBC7B83,
            [(0, 0, 0x8E786AFF), (150, 0, 0x2E1B0DFF), (75, 50, 0xBB8D6CFF), (150, 99, 0xA58E88FF)]),
        ReferenceFact(
            "baseline-420.reference.png", 151, 100, 0x3100F8B893E93735,
            [(0, 0, 0x937C6CFF), (150, 0, 0x2E1B0DFF), (75, 50, 0xBB8C6EFF), (150, 99, 0xA58D89FF)]),
        ReferenceFact(
            "progressive-420.reference.png", 150, 100, 0x198E7BDFC4EF5068,
            [(0, 0, 0x170E07FF), (149, 0, 0xE7BA90FF), (75, 50, 0xFFF1DFFF), (149, 99, 0xA14F29FF)]),
        ReferenceFact(
            "progressive-444.reference.png", 151, 100, 0x1569C950C3477504,
            [(0, 0, 0x917A6CFF), (150, 0, 0x2E1C0EFF), (75, 50, 0xBA9171FF), (150, 99, 0xA68D88FF)]),
        ReferenceFact(
            "restart-420.reference.png", 150, 100, 0x59A7147534A9E29C,
            [(0, 0, 0x150C05FF), (149, 0, 0xE6B78BFF), (75, 50, 0xFFF3DEFF), (149, 99, 0x9B4B28FF)]),
        ReferenceFact(
            "progressive-restart.reference.png", 151, 100, 0xBDAB49B33FE78C7B,
            [(0, 0, 0x8C7968FF), (150, 0, 0x2E1B0DFF), (75, 50, 0xBA8E6BFF), (150, 99, 0xA68D86FF)]),
        ReferenceFact(
            "grey.reference.png", 97, 97, 0xF34CA218C311B9CA,
            [(0, 0, 0xC6C6C6FF), (96, 0, 0xBEBEBEFF), (48, 48, 0x040404FF), (96, 96, 0x8E8E8EFF)]),
        ReferenceFact(
            "grey-progressive.reference.png", 97, 97, 0xF34CA218C311B9CA,
            [(0, 0, 0xC6C6C6FF), (96, 0, 0xBEBEBEFF), (48, 48, 0x040404FF), (96, 96, 0x8E8E8EFF)]),
        ReferenceFact(
            "exif-orientation3.reference.png", 150, 100, 0x87279A7CEA29BD54,
            [(0, 0, 0x9B4B28FF), (149, 0, 0xC38A5FFF), (75, 50, 0xFFF1D9FF), (149, 99, 0x150C05FF)]),
        ReferenceFact(
            "exif-orientation6.reference.png", 100, 150, 0xD08329944BD8DD4C,
            [(0, 0, 0xC38A5FFF), (99, 0, 0x150C05FF), (50, 75, 0xFFF0D6FF), (99, 149, 0xE6B78BFF)]),
        ReferenceFact(
            "exif-orientation8.reference.png", 100, 150, 0xBD547394DC3C3244,
            [(0, 0, 0xE6B78BFF), (99, 0, 0x9B4B28FF), (50, 75, 0xFFF1DCFF), (99, 149, 0xC38A5FFF)]),
        ReferenceFact(
            "photo-coffee.reference.png", 320, 213, 0x3129275F031835B2,
            [(0, 0, 0x140F0BFF), (319, 0, 0xE8B78CFF), (160, 106, 0xF8F8F8FF), (319, 212, 0x96441FFF)]),
    ]

    @Test(arguments: references)
    func decodesWithinToleranceOfLibjpegTurbo(_ fact: ReferenceFact) throws {
        let reference = try ImageDecoder.decode(try Fixture.bytes(fact.name))
        #expect(Fixture.digest(reference) == fact.digest, "the reference itself decodes as Pillow does")
        for pixel in fact.pixels {
            #expect(reference.rgba(x: pixel.x, y: pixel.y) == pixel.rgba)
        }
        let jpegName = String(fact.name.dropLast(".reference.png".count)) + ".jpg"
        let image = try ImageDecoder.decode(try Fixture.bytes(jpegName))
        #expect(image.width == fact.width)
        #expect(image.height == fact.height)
        try #require(image.width == reference.width && image.height == reference.height)
        let difference = Fixture.difference(image, reference)
        #expect(difference.mean <= 1, "mean absolute difference \(difference.mean)")
        #expect(difference.max <= 8, "largest difference \(difference.max)")
        #expect(!image.hasTransparency)
    }
}
