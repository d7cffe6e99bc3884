/// The sides, in pixels, of the square pictures a front end draws: a list or grid thumbnail and the
/// detail's image pager.
public struct PictureSides: Hashable, Sendable {
    public var thumbnail: Int
    public var detail: Int

    public init(thumbnail: Int, detail: Int) {
        self.thumbnail = thumbnail
        self.detail = detail
    }

    /// The text front end's: a thumbnail of 4 × 2 cells and a pager of 12 × 6 cells, two pixels a cell
    /// in height.
    public static let text = PictureSides(thumbnail: 4, detail: 12)
}
