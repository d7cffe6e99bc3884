import Images
import Testing

/// Every PNG fixture decodes to exactly Pillow's pixels: the digests, sizes and pixels below were
/// printed by `Tools/image-fixtures/make_fixtures.py` from Pillow's decode (16-bit samples reduced to
/// their high byte).
struct PNGDecoderTests {
    static let facts: [ReferenceFact] = [
        ReferenceFact(
            "grey1.png", 97, 97, 0x28AE77626C0162F0,
            [(0, 0, 0xFFFFFFFF), (96, 0, 0xFFFFFFFF), (48, 48, 0x000000FF), (96, 96, 0xFFFFFFFF)]),
        ReferenceFact(
            "grey2.png", 97, 97, 0xBF5235D9C721B590,
            [(0, 0, 0xFFFFFFFF), (96, 0, 0xAAAAAAFF), (48, 48, 0x000000FF), (96, 96, 0xAAAAAAFF)]),
        ReferenceFact(
            "grey4.png", 97, 97, 0x2253B09EE19F8B17,
            [(0, 0, 0xCCCCCCFF), (96, 0, 0xBBBBBBFF), (48, 48, 0x000000FF), (96, 96, 0x888888FF)]),
        ReferenceFact(
            "grey8.png", 97, 97, 0xEB4B242F0BB59D7C,
            [(0, 0, 0xC7C7C7FF), (96, 0, 0xBEBEBEFF), (48, 48, 0x080808FF), (96, 96, 0x8E8E8EFF)]),
        ReferenceFact(
            "grey16.png", 97, 97, 0xDD4397AFB0E06793,
            [(0, 0, 0xC7C7C7FF), (96, 0, 0xBFBFBFFF), (48, 48, 0x080808FF), (96, 96, 0x8E8E8EFF)]),
        ReferenceFact(
            "grey8-trns.png", 97, 97, 0xD4F633BEE4C3A4F8,
            [(0, 0, 0xC0C0C0FF), (96, 0, 0xB0B0B0FF), (48, 48, 0x000000FF), (96, 96, 0x80808000)]),
        ReferenceFact(
            "greyalpha8.png", 97, 97, 0x25DAB57C8989978D,
            [(0, 0, 0xC7C7C7BE), (96, 0, 0xBEBEBEC7), (48, 48, 0x08080808), (96, 96, 0x8E8E8E19)]),
        ReferenceFact(
            "greyalpha16.png", 97, 97, 0x1017BA1B6BDE66C9,
            [(0, 0, 0xC7C7C7BF), (96, 0, 0xBFBFBFC7), (48, 48, 0x08080808), (96, 96, 0x8E8E8E19)]),
        ReferenceFact(
            "rgb8.png", 151, 100, 0x3691B51AF1D08A94,
            [(0, 0, 0x917A6BFF), (150, 0, 0x2F1C0FFF), (75, 50, 0xB78E73FF), (150, 99, 0xA78D85FF)]),
        ReferenceFact(
            "rgb8-stored.png", 150, 100, 0x09CFB6618E2CC850,
            [(0, 0, 0x150D08FF), (149, 0, 0xE5B78AFF), (75, 50, 0xFAF7F5FF), (149, 99, 0x9E4A22FF)]),
        ReferenceFact(
            "rgb16.png", 151, 100, 0x3691B51AF1D08A94,
            [(0, 0, 0x917A6BFF), (150, 0, 0x2F1C0FFF), (75, 50, 0xB78E73FF), (150, 99, 0xA78D85FF)]),
        ReferenceFact(
            "rgb8-trns.png", 151, 100, 0x5D617BF8D469F895,
            [(0, 0, 0x806060FF), (150, 0, 0x200000FF), (75, 50, 0xA08060FF), (150, 99, 0xA08080FF)]),
        ReferenceFact(
            "rgba8.png", 151, 100, 0x54AF600255818B08,
            [(0, 0, 0x917A6B00), (150, 0, 0x2F1C0FFF), (75, 50, 0xB78E737F), (150, 99, 0xA78D85FF)]),
        ReferenceFact(
            "rgba16.png", 151, 100, 0xFFC52A56E9C13DA4,
            [(0, 0, 0x917A6B00), (150, 0, 0x2F1C0FFF), (75, 50, 0xB78E737F), (150, 99, 0xA78D85FF)]),
        ReferenceFact(
            "palette1.png", 151, 100, 0x6B4E35AEC5C67921,
            [(0, 0, 0xAA8872FF), (150, 0, 0x7D563BFF), (75, 50, 0xAA8872FF), (150, 99, 0xAA8872FF)]),
        ReferenceFact(
            "palette2.png", 151, 100, 0x937C762D86186CFB,
            [(0, 0, 0xA07A5FFF), (150, 0, 0x6B452BFF), (75, 50, 0xB49584FF), (150, 99, 0xB49584FF)]),
        ReferenceFact(
            "palette4.png", 151, 100, 0x35C775D65B6824E0,
            [(0, 0, 0x997C68FF), (150, 0, 0x412A19FF), (75, 50, 0xB48C6FFF), (150, 99, 0xA68979FF)]),
        ReferenceFact(
            "palette8.png", 151, 100, 0x7863ECEE92169294,
            [(0, 0, 0x8F7970FF), (150, 0, 0x2C1F12FF), (75, 50, 0xB99072FF), (150, 99, 0xA89087FF)]),
        ReferenceFact(
            "palette8-trns.png", 151, 100, 0x3263753672FF1B47,
            [(0, 0, 0x947A6E64), (150, 0, 0x20150BFF), (75, 50, 0xB9907320), (150, 99, 0xA58E8530)]),
        ReferenceFact(
            "interlaced-rgb8.png", 151, 100, 0x3691B51AF1D08A94,
            [(0, 0, 0x917A6BFF), (150, 0, 0x2F1C0FFF), (75, 50, 0xB78E73FF), (150, 99, 0xA78D85FF)]),
        ReferenceFact(
            "interlaced-rgba16.png", 151, 100, 0xFFC52A56E9C13DA4,
            [(0, 0, 0x917A6B00), (150, 0, 0x2F1C0FFF), (75, 50, 0xB78E737F), (150, 99, 0xA78D85FF)]),
        ReferenceFact(
            "interlaced-grey1.png", 97, 97, 0x3F98C60766EA5D00,
            [(0, 0, 0xFFFFFFFF), (96, 0, 0xFFFFFFFF), (48, 48, 0x000000FF), (96, 96, 0xFFFFFFFF)]),
        ReferenceFact(
            "interlaced-palette4.png", 151, 100, 0xEA0369022631012C,
            [(0, 0, 0x997C6820), (150, 0, 0x412A19D0), (75, 50, 0xB48C6F60), (150, 99, 0xA6897990)]),
        ReferenceFact(
            "interlaced-tiny.png", 1, 1, 0xBE7A03775164DDBC,
            [(0, 0, 0x010203FF), (0, 0, 0x010203FF), (0, 0, 0x010203FF), (0, 0, 0x010203FF)]),
        ReferenceFact(
            "photo-coffee.png", 300, 200, 0xB30D212C6C9C0FB2,
            [(0, 0, 0x150D08FF), (299, 0, 0xE5B88BFF), (150, 100, 0xF9FBFFFF), (299, 199, 0x924121FF)]),
    ]

    @Test(arguments: facts)
    func decodesExactlyAsPillow(_ fact: ReferenceFact) throws {
        let image = try ImageDecoder.decode(try Fixture.bytes(fact.name))
        #expect(image.width == fact.width)
        #expect(image.height == fact.height)
        for pixel in fact.pixels {
            #expect(image.rgba(x: pixel.x, y: pixel.y) == pixel.rgba, "pixel (\(pixel.x), \(pixel.y))")
        }
        #expect(Fixture.digest(image) == fact.digest)
    }
}
