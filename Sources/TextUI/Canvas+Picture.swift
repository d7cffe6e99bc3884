extension Canvas {
    /// The character a picture cell shows: its upper half in the foreground colour, its lower half in
    /// the background colour.
    static let halfBlock: Unicode.Scalar = "▀"

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
        let text = String(Self.halfBlock)
        for row in 0..<(height + 1) / 2 {
            let upper = row * 2
            let spans = (0..<width).map { x in
                Span(
                    text,
                    style: Style(
                        foregroundRGB: color(x, upper),
                        backgroundRGB: upper + 1 < height ? color(x, upper + 1) : nil))
            }
            draw(spans, at: Point(x: point.x, y: point.y + row))
        }
    }
}
