import Images

extension Canvas {
    /// The character a picture cell shows: its upper half in the foreground colour, its lower half in
    /// the background colour.
    static let halfBlock: Unicode.Scalar = "▀"

    /// The rows of pixels a cell shows with half blocks.
    public static let pixelRowsPerCell = 2

    /// The rows of cells `pixelRows` rows of pixels take with half blocks (a last odd row takes a cell).
    public static func cellRows(forPixelRows pixelRows: Int) -> Int {
        (pixelRows + pixelRowsPerCell - 1) / pixelRowsPerCell
    }

    /// Draws a picture of `width` × `height` pixels (`rgb`: three bytes a pixel, row after row) with
    /// its top left corner at `point`, two pixels a cell: `▀` in the upper pixel's colour on the lower
    /// pixel's. A last odd row leaves the lower halves in the terminal's background. Clipped to the
    /// canvas like text; pixels that do not match the size draw nothing.
    public mutating func drawPicture(width: Int, height: Int, rgb: [UInt8], at point: Point) {
        guard width > 0, height > 0,
            width.multipliedReportingOverflow(by: height).partialValue * 3 == rgb.count
        else { return }
        func color(_ x: Int, _ y: Int) -> RGBColor {
            let offset = (y * width + x) * 3
            return RGBColor(red: rgb[offset], green: rgb[offset + 1], blue: rgb[offset + 2])
        }
        let rows = Self.cellRows(forPixelRows: height)
        pictureAreas.append(Rect(x: point.x, y: point.y, width: width, height: rows))
        let canvasWidth = self.width
        for row in 0..<rows {
            let (y, overflow) = point.y.addingReportingOverflow(row)
            guard !overflow, (0..<self.height).contains(y) else { continue }
            let upper = row * Self.pixelRowsPerCell
            // Each cell placed as it is: a half block needs no sanitizing, nor any text made.
            withRow(y) { cells in
                for x in 0..<width {
                    let (column, overflow) = point.x.addingReportingOverflow(x)
                    guard !overflow, column < canvasWidth else { break }
                    let style = Style(
                        foregroundRGB: color(x, upper),
                        backgroundRGB: upper + 1 < height ? color(x, upper + 1) : nil)
                    _ = cells.place(
                        Self.halfBlock.value, width: 1, style: PackedStyle(style), x: column,
                        limit: canvasWidth)
                }
            }
        }
    }
}

extension Canvas {
    /// Places `image` on `area`: draws it there with half blocks, scaled to `area.width` ×
    /// `2 × area.height` pixels (see `drawPicture`), and keeps the image itself for a terminal that
    /// draws real pixels (see `Frame.pictures`).
    public mutating func placePicture(_ image: Picture, in area: Rect) {
        guard !area.isEmpty,
            let blocks = image.scaled(toWidth: area.width, height: area.height * Self.pixelRowsPerCell)
        else {
            return
        }
        drawPicture(
            width: blocks.width, height: blocks.height, rgb: blocks.rgb, at: Point(x: area.x, y: area.y))
        placements.append(PicturePlacement(area: area, image: image))
    }

    /// The placed pictures still whole: inside the canvas, no later picture overlapping them, and every
    /// cell of their area still a half block of a picture.
    var wholePlacements: [PicturePlacement] {
        placements.enumerated().filter { index, placement in
            bounds.intersection(placement.area) == placement.area
                && isWhole(placement.area, drawnOverBy: placements[(index + 1)...].map(\.area))
        }.map(\.element)
    }

    /// The drawn pictures' areas, clipped to the canvas, that are still whole (as `wholePlacements`).
    var wholePictureAreas: [Rect] {
        pictureAreas.enumerated().compactMap { index, area in
            let visible = bounds.intersection(area)
            guard !visible.isEmpty, isWhole(visible, drawnOverBy: Array(pictureAreas[(index + 1)...])) else {
                return nil
            }
            return visible
        }
    }

    /// Whether no area of `later` (pictures drawn after) overlaps `area` and every cell of it is still a
    /// picture's half block.
    private func isWhole(_ area: Rect, drawnOverBy later: [Rect]) -> Bool {
        guard !later.contains(where: { !$0.intersection(area).isEmpty }) else { return false }
        return (area.y..<area.maxY).allSatisfy { y in
            (area.x..<area.maxX).allSatisfy { cells.entries[y * width + $0].isPictureCell }
        }
    }
}
