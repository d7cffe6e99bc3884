import Testing
import TextUI

/// `PixelImage.scaled`: Images' area averaging, as a terminal's pictures are scaled.
struct PixelImageTests {
    static func scaled(_ rgb: [UInt8], _ width: Int, _ height: Int, to newWidth: Int, _ newHeight: Int)
        -> [UInt8]?
    {
        PixelImage(width: width, height: height, rgb: rgb)?.scaled(toWidth: newWidth, height: newHeight)?.rgb
    }

    @Test("Shrinking averages the pixels each new pixel covers, rounded")
    func shrinking() {
        // 2 × 2 pixels: red channel 0, 10, 20, 31; green 255 everywhere; blue 1, 2, 3, 4.
        let rgb: [UInt8] = [0, 255, 1, 10, 255, 2, 20, 255, 3, 31, 255, 4]
        #expect(Self.scaled(rgb, 2, 2, to: 1, 1) == [15, 255, 3])
        #expect(Self.scaled(rgb, 2, 2, to: 1, 2) == [5, 255, 2, 26, 255, 4])
    }

    @Test("A pixel partly covered counts for the part covered")
    func partlyCovered() {
        // Three greys, 0, 90 and 180, into two pixels: each covers one and a half of them.
        let rgb: [UInt8] = [0, 0, 0, 90, 90, 90, 180, 180, 180]
        #expect(Self.scaled(rgb, 3, 1, to: 2, 1) == [30, 30, 30, 150, 150, 150])
    }

    @Test("Enlarging by a whole factor repeats each pixel")
    func enlarging() {
        let rgb: [UInt8] = [1, 2, 3, 4, 5, 6]
        #expect(
            Self.scaled(rgb, 2, 1, to: 4, 2)
                == [1, 2, 3, 1, 2, 3, 4, 5, 6, 4, 5, 6, 1, 2, 3, 1, 2, 3, 4, 5, 6, 4, 5, 6])
    }

    @Test("The same size gives the same bytes; a size not positive or a wrong byte count gives none")
    func edges() {
        let rgb: [UInt8] = [9, 8, 7]
        #expect(Self.scaled(rgb, 1, 1, to: 1, 1) == rgb)
        #expect(Self.scaled(rgb, 1, 1, to: 0, 1) == nil)
        #expect(Self.scaled(rgb, 1, 1, to: 1, -3) == nil)
        #expect(PixelImage(width: 2, height: 1, rgb: rgb) == nil)
    }
}
