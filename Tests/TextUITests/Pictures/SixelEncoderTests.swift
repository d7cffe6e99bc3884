import Images
import Testing
import TextUI

struct SixelEncoderTests {
    @Test("A 2 × 2 picture of three colours: its palette in percent, one band, a line per colour")
    func smallPicture() throws {
        let image = try #require(
            Picture(width: 2, height: 2, rgb: [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 0, 0]))
        let sixel = SixelEncoder.encode(image)
        #expect(
            sixel
                == "\u{1B}P0;1;0q\"1;1;2;2#0;2;100;0;0#1;2;0;100;0#2;2;0;0;100#0@A$#1?@$#2A\u{1B}\\")
        let decoded = try #require(SixelDecoder(sixel))
        #expect(decoded.width == 2 && decoded.height == 2)
        #expect(decoded.rgb == image.rgb)
    }

    @Test("Runs of four or more are written !<count>; a second band follows a -")
    func runsAndBands() throws {
        let image = try #require(
            Picture(
                width: 5, height: 7, rgb: Array([[UInt8]](repeating: [10, 20, 30], count: 35).joined())))
        let sixel = SixelEncoder.encode(image)
        #expect(sixel == "\u{1B}P0;1;0q\"1;1;5;7#0;2;4;8;12#0!5~-#0!5@\u{1B}\\")
        let decoded = try #require(SixelDecoder(sixel))
        // 4, 8 and 12 percent read back as 10, 20 and 31.
        #expect(decoded.rgb == Array([[UInt8]](repeating: [10, 20, 31], count: 35).joined()))
    }

    @Test("More colours than the palette holds are cut by median cut; every pixel comes back close")
    func mediumCut() throws {
        // 24 × 24 pixels, 576 colours: red across, green down, blue 100.
        var rgb: [UInt8] = []
        for y in 0..<24 {
            for x in 0..<24 { rgb += [UInt8(x * 10), UInt8(y * 10), 100] }
        }
        let image = try #require(Picture(width: 24, height: 24, rgb: rgb))
        let sixel = SixelEncoder.encode(image, colors: 64)
        #expect(sixel.components(separatedBy: ";2;").count - 1 == 64)
        let decoded = try #require(SixelDecoder(sixel))
        #expect(decoded.width == 24 && decoded.height == 24)
        let worst = zip(decoded.rgb, rgb).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 24)
    }
}
