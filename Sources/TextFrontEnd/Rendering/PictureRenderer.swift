import Screens
import TextUI

/// Draws a decoded picture into a slot of the screen with half blocks, two pixels a cell, scaled to
/// fill as much of the slot as it can without changing its shape.
enum PictureRenderer {
    /// Draws `picture` with its top left corner at the slot's; returns false, drawing nothing, when the
    /// slot cannot show a picture at all.
    @discardableResult
    static func draw(_ picture: Picture, in slot: Rect, on canvas: inout Canvas) -> Bool {
        guard slot.width > 0, slot.height > 0 else { return false }
        let (width, height) = fittedSize(of: picture, in: slot)
        let rgb = PixelScaling.scale(
            picture.rgb, width: picture.width, height: picture.height, toWidth: width, height: height)
        canvas.drawPicture(width: width, height: height, rgb: rgb, at: Point(x: slot.x, y: slot.y))
        return true
    }

    /// The size in pixels `picture` takes in `slot`: as large as fits in `slot.width` × `2 × slot.height`
    /// pixels with its sides in the same ratio, at least one pixel each.
    static func fittedSize(of picture: Picture, in slot: Rect) -> (width: Int, height: Int) {
        let room = (width: slot.width, height: slot.height * 2)
        if room.width * picture.height <= room.height * picture.width {
            return (room.width, max(1, picture.height * room.width / picture.width))
        }
        return (max(1, picture.width * room.height / picture.height), room.height)
    }

    /// A thumbnail slot: the picture once loaded, else the placeholder on the slot's first row.
    static func drawThumbnail(_ status: ThumbnailStatus?, in slot: Rect, on canvas: inout Canvas) {
        if case .loaded(let picture)? = status, draw(picture, in: slot, on: &canvas) { return }
        canvas.draw([ListRenderer.thumbnail(status)], at: Point(x: slot.x, y: slot.y), maxWidth: slot.width)
    }
}
