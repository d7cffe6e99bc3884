import Images

/// A picture laid on a frame: the cells it covers, where the frame shows it with half blocks, and its
/// pixels at their own resolution, for a terminal that draws real pixels there instead.
public struct PicturePlacement: Sendable, Hashable {
    /// The cells the picture covers.
    public let area: Rect
    /// The picture's pixels, at any resolution: a terminal scales them to the area.
    public let image: Picture

    /// `image` laid on `area`.
    public init(area: Rect, image: Picture) {
        self.area = area
        self.image = image
    }
}
