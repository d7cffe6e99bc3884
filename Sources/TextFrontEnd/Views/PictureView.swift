import Images
import Screens
import TextUI

/// Places a decoded picture in a slot of the screen, scaled to fill as much of the slot as it can
/// without changing its shape: half blocks, two pixels a cell, where the terminal draws no pixels.
enum PictureView {
    /// Draws `picture` with its top left corner at the slot's; returns false, drawing nothing, when the
    /// slot cannot show a picture at all.
    @discardableResult
    static func draw(_ picture: Picture, in slot: Rect, on canvas: inout Canvas) -> Bool {
        guard slot.width > 0, slot.height > 0 else { return false }
        let (width, height) = fittedSize(of: picture, in: slot)
        let area = Rect(x: slot.x, y: slot.y, width: width, height: Canvas.cellRows(forPixelRows: height))
        canvas.placePicture(picture, in: area)
        return true
    }

    /// The size in pixels `picture` takes in `slot`: as large as fits in `slot.width` × `slot.height`
    /// cells of half blocks with its sides in the same ratio, at least one pixel each.
    static func fittedSize(of picture: Picture, in slot: Rect) -> (width: Int, height: Int) {
        let room = (width: slot.width, height: slot.height * Canvas.pixelRowsPerCell)
        if room.width * picture.height <= room.height * picture.width {
            return (room.width, max(1, picture.height * room.width / picture.width))
        }
        return (max(1, picture.width * room.height / picture.height), room.height)
    }

    /// A thumbnail slot: the picture once loaded, else the placeholder on the slot's first row.
    static func drawThumbnail(_ status: ThumbnailStatus?, in slot: Rect, on canvas: inout Canvas) {
        if case .loaded(let picture)? = status, draw(picture, in: slot, on: &canvas) { return }
        canvas.draw([ListView.thumbnail(status)], at: slot.origin, maxWidth: slot.width)
    }
}
