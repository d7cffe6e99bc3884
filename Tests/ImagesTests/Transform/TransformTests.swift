import Images
import Testing

struct TransformTests {
    /// A 4 × 2 picture whose pixels are (x * 10, y * 10, 0, 255).
    let grid = Image(
        width: 4, height: 2,
        pixels: (0..<2).flatMap { y in (0..<4).flatMap { x in [UInt8(x * 10), UInt8(y * 10), 0, 255] } })

    @Test func centredSquareOfALandscapeAndAPortrait() {
        #expect(grid.centredSquare == Rect(x: 1, y: 0, width: 2, height: 2))
        let portrait = Image(width: 3, height: 8, pixels: [UInt8](repeating: 0, count: 96))
        #expect(portrait.centredSquare == Rect(x: 0, y: 2, width: 3, height: 3))
    }

    @Test func cropKeepsThePixelsInside() {
        let square = grid.cropped(to: grid.centredSquare)
        #expect(square.width == 2)
        #expect(square.rgba(x: 0, y: 0) == 0x0A00_00FF)
        #expect(square.rgba(x: 1, y: 1) == 0x140A_00FF)
    }

    @Test func halvingAveragesEachTwoByTwoArea() {
        let half = grid.resized(width: 2, height: 1)
        #expect(half.rgba(x: 0, y: 0) == 0x0505_00FF)
        #expect(half.rgba(x: 1, y: 0) == 0x1905_00FF)
    }

    @Test func aThirdWeighsPartlyCoveredPixelsByTheirCover() {
        // 3 pixels of 0, 90, 180 to 2: the first covers 0 fully and half of 90.
        let row = Image(width: 3, height: 1, pixels: [0, 0, 0, 255, 90, 0, 0, 255, 180, 0, 0, 255])
        let resized = row.resized(width: 2, height: 1)
        #expect(resized.rgba(x: 0, y: 0) == 0x1E00_00FF)
        #expect(resized.rgba(x: 1, y: 0) == 0x9600_00FF)
    }

    @Test func transparentPixelsDoNotDarkenTheAverage() {
        let image = Image(width: 2, height: 1, pixels: [200, 100, 50, 255, 0, 0, 0, 0])
        #expect(image.resized(width: 1, height: 1).rgba(x: 0, y: 0) == 0xC864_3280)
    }

    @Test func enlargingRepeatsPixels() {
        let enlarged = grid.resized(width: 8, height: 4)
        #expect(enlarged.rgba(x: 7, y: 3) == 0x1E0A_00FF)
        #expect(enlarged.rgba(x: 0, y: 0) == 0x0000_00FF)
    }

    @Test func orientationsTurnAndMirror() {
        #expect(grid.oriented(6).width == 2)
        // Turned 90° clockwise, the bottom-left pixel comes to the top left.
        #expect(grid.oriented(6).rgba(x: 0, y: 0) == 0x000A_00FF)
        #expect(grid.oriented(8).rgba(x: 0, y: 0) == 0x1E00_00FF)
        #expect(grid.oriented(3).rgba(x: 0, y: 0) == 0x1E0A_00FF)
        #expect(grid.oriented(2).rgba(x: 0, y: 0) == 0x1E00_00FF)
        #expect(grid.oriented(4).rgba(x: 0, y: 0) == 0x000A_00FF)
        #expect(grid.oriented(5).rgba(x: 1, y: 0) == 0x000A_00FF)
        #expect(grid.oriented(7).rgba(x: 0, y: 0) == 0x1E0A_00FF)
        #expect(grid.oriented(1) == grid)
    }

    @Test func opaqueRGBBytesBecomeOpaquePixelsAndBack() {
        let image = Image(width: 2, height: 1, opaqueRGB: [1, 2, 3, 250, 251, 252])
        #expect(image.pixels == [1, 2, 3, 255, 250, 251, 252, 255])
        #expect(image.rgbOverWhite == [1, 2, 3, 250, 251, 252])
    }

    @Test func transparentPixelsAreLaidOnWhite() {
        // Black at alpha 0, 51 (a fifth) and 255; red at alpha 128.
        let image = Image(
            width: 4, height: 1, pixels: [0, 0, 0, 0, 0, 0, 0, 51, 0, 0, 0, 255, 255, 0, 0, 128])
        #expect(image.rgbOverWhite == [255, 255, 255, 204, 204, 204, 0, 0, 0, 255, 127, 127])
    }
}
