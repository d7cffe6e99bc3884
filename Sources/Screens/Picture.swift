/// A small decoded picture, ready to draw: `width` × `height` pixels of three bytes each (red, green,
/// blue), row after row from the top left. The effect handler decodes and downscales an image to the
/// size its slot shows, so a view state carries only the pixels a front end draws.
public struct Picture: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 3` bytes.
    public let rgb: [UInt8]

    /// A picture from its RGB bytes; nil unless both sides are positive and there are exactly
    /// `width * height * 3` bytes.
    public init?(width: Int, height: Int, rgb: [UInt8]) {
        guard width > 0, height > 0, width <= 4_096, height <= 4_096, rgb.count == width * height * 3 else {
            return nil
        }
        self.width = width
        self.height = height
        self.rgb = rgb
    }
}
