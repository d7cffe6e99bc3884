/// The sides, in pixels, of the square pictures a front end draws: a list or grid thumbnail and the
/// detail's image pager.
public struct PictureSides: Hashable, Sendable {
    public var thumbnail: Int
    public var detail: Int

    public init(thumbnail: Int, detail: Int) {
        self.thumbnail = thumbnail
        self.detail = detail
    }

    /// The text front end's, two pixels a cell in height, which it scales to the room a screen gives: a
    /// thumbnail of up to 32 × 16 cells (a list shows 4 × 2, a grid cell as wide as it is) and a pager
    /// of up to 96 × 48 cells.
    public static let text = PictureSides(thumbnail: 32, detail: 96)

    /// The text front end's on a terminal that draws real pixels (sixel, kitty): about ten pixels a
    /// cell across, for a grid cell's picture and a pager of up to 40 columns.
    public static let pixels = PictureSides(thumbnail: 160, detail: 400)
}
