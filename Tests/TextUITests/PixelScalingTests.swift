import Testing
import TextUI

struct PixelScalingTests {
    @Test("Shrinking averages the pixels each new pixel covers, rounded")
    func shrinking() {
        // 2 × 2 pixels: red channel 0, 10, 20, 31; green 255 everywhere; blue 1, 2, 3, 4.
        let rgb: [UInt8] = [0, 255, 1, 10, 255, 2, 20, 255, 3, 31, 255, 4]
        #expect(PixelScaling.scale(rgb, width: 2, height: 2, toWidth: 1, height: 1) == [15, 255, 3])
        #expect(
            PixelScaling.scale(rgb, width: 2, height: 2, toWidth: 1, height: 2) == [5, 255, 2, 26, 255, 4])
    }

    @Test("Enlarging by a whole factor repeats each pixel")
    func enlarging() {
        let rgb: [UInt8] = [1, 2, 3, 4, 5, 6]
        #expect(
            PixelScaling.scale(rgb, width: 2, height: 1, toWidth: 4, height: 2)
                == [1, 2, 3, 1, 2, 3, 4, 5, 6, 4, 5, 6, 1, 2, 3, 1, 2, 3, 4, 5, 6, 4, 5, 6])
    }

    @Test("The same size gives the same bytes; a wrong byte count or size gives none")
    func edges() {
        let rgb: [UInt8] = [9, 8, 7]
        #expect(PixelScaling.scale(rgb, width: 1, height: 1, toWidth: 1, height: 1) == rgb)
        #expect(PixelScaling.scale(rgb, width: 2, height: 1, toWidth: 1, height: 1) == [])
        #expect(PixelScaling.scale(rgb, width: 1, height: 1, toWidth: 0, height: 1) == [])
    }
}
