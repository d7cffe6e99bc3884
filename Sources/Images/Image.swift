/// A decoded picture: `width` × `height` pixels, each four bytes red, green, blue, alpha (straight,
/// not premultiplied), row after row from the top left.
public struct Image: Equatable, Sendable {
    public var width: Int
    public var height: Int
    /// `width * height * 4` bytes.
    public var pixels: [UInt8]

    /// A picture from its RGBA bytes; `pixels.count` must be `width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4)
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at (`x`, `y`) as `0xRRGGBBAA`.
    public func rgba(x: Int, y: Int) -> UInt32 {
        let offset = (y * width + x) * 4
        return UInt32(pixels[offset]) << 24 | UInt32(pixels[offset + 1]) << 16 | UInt32(pixels[offset + 2])
            << 8
            | UInt32(pixels[offset + 3])
    }

    /// Whether any pixel is not fully opaque.
    public var hasTransparency: Bool {
        var index = 3
        while index < pixels.count {
            if pixels[index] != 255 { return true }
            index += 4
        }
        return false
    }
}
