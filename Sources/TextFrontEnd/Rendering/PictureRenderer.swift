import Screens
import TextUI

/// Draws a decoded picture into a slot of the screen with half blocks, two pixels a cell; what does not
/// fit the slot is cut off at its right and bottom.
enum PictureRenderer {
    /// Draws `picture` with its top left corner at the slot's; returns false, drawing nothing, when the
    /// slot cannot show a picture at all.
    @discardableResult
    static func draw(_ picture: Picture, in slot: Rect, on canvas: inout Canvas) -> Bool {
        guard slot.width > 0, slot.height > 0 else { return false }
        let width = min(picture.width, slot.width)
        let height = min(picture.height, slot.height * 2)
        var rgb = picture.rgb
        if width != picture.width || height != picture.height {
            rgb = []
            rgb.reserveCapacity(width * height * 3)
            for y in 0..<height {
                let start = y * picture.width * 3
                rgb += picture.rgb[start..<start + width * 3]
            }
        }
        canvas.drawPicture(width: width, height: height, rgb: rgb, at: Point(x: slot.x, y: slot.y))
        return true
    }

    /// A thumbnail slot: the picture once loaded, else the placeholder on the slot's first row.
    static func drawThumbnail(_ status: ThumbnailStatus?, in slot: Rect, on canvas: inout Canvas) {
        if case .loaded(let picture)? = status, draw(picture, in: slot, on: &canvas) { return }
        canvas.draw([ListRenderer.thumbnail(status)], at: Point(x: slot.x, y: slot.y), maxWidth: slot.width)
    }
}
