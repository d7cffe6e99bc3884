extension Image {
    /// An opaque picture from RGB bytes (three a pixel, row after row); `rgb.count` must be
    /// `width * height * 3`.
    public init(width: Int, height: Int, opaqueRGB rgb: [UInt8]) {
        precondition(width >= 0 && height >= 0 && rgb.count == width * height * 3)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        var source = 0
        var target = 0
        while source < rgb.count {
            pixels[target] = rgb[source]
            pixels[target + 1] = rgb[source + 1]
            pixels[target + 2] = rgb[source + 2]
            source += 3
            target += 4
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The picture laid on white: three bytes a pixel (red, green, blue), each colour blended with
    /// white by the pixel's alpha (straight, rounded); an opaque pixel keeps its colour.
    public var rgbOverWhite: [UInt8] {
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        var source = 0
        var target = 0
        while target < rgb.count {
            let alpha = Int(pixels[source + 3])
            for channel in 0..<3 {
                let value = Int(pixels[source + channel])
                rgb[target + channel] = UInt8((value * alpha + 255 * (255 - alpha) + 127) / 255)
            }
            source += 4
            target += 3
        }
        return rgb
    }
}
