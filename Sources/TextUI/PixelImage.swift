import Images

/// Pixels to show at a terminal's own resolution: `width` × `height` pixels of three bytes each (red,
/// green, blue), row after row from the top left.
public struct PixelImage: Sendable, Hashable {
    /// The number of pixels across.
    public let width: Int
    /// The number of pixel rows.
    public let height: Int
    /// `width * height * 3` bytes.
    public let rgb: [UInt8]

    /// An image from its RGB bytes; nil unless both sides are positive and there are exactly
    /// `width * height * 3` bytes.
    public init?(width: Int, height: Int, rgb: [UInt8]) {
        guard width > 0, height > 0,
            width.multipliedReportingOverflow(by: height).partialValue * 3 == rgb.count
        else { return nil }
        self.width = width
        self.height = height
        self.rgb = rgb
    }

    /// The image scaled to `newWidth` × `newHeight` pixels by Images' area averaging (each new pixel the
    /// mean of the area it covers, partly covered pixels weighted by how much), itself when the size is
    /// its own; nil when a side is not positive.
    public func scaled(toWidth newWidth: Int, height newHeight: Int) -> PixelImage? {
        guard newWidth > 0, newHeight > 0 else { return nil }
        if newWidth == width, newHeight == height { return self }
        let image = Image(width: width, height: height, opaqueRGB: rgb).resized(
            width: newWidth, height: newHeight)
        return PixelImage(width: newWidth, height: newHeight, rgb: image.rgbOverWhite)
    }
}
