extension Canvas {
    /// Draws `frame` with its top left corner at `point`, cell by cell in its own styles (pictures
    /// included), at most `rows` of its rows; clipped to the canvas like text.
    public mutating func draw(_ frame: Frame, at point: Point, clippedTo rows: Int? = nil) {
        for y in 0..<min(frame.height, rows ?? frame.height) {
            for x in 0..<frame.width {
                let cell = frame[x, y]
                guard !cell.isContinuation else { continue }
                draw(String(cell.character), at: Point(x: point.x + x, y: point.y + y), style: cell.style)
            }
        }
    }
}
