extension Canvas {
    /// Draws `frame` with its top left corner at `point`, cell by cell in its own styles (pictures
    /// included), at most `rows` of its rows; clipped to the canvas like text.
    public mutating func draw(_ frame: Frame, at point: Point, clippedTo rows: Int? = nil) {
        let shown = min(frame.height, rows ?? frame.height)
        for y in 0..<shown {
            for x in 0..<frame.width {
                let cell = frame[x, y]
                guard !cell.isContinuation else { continue }
                draw(String(cell.character), at: Point(x: point.x + x, y: point.y + y), style: cell.style)
            }
        }
        for area in frame.pictureAreas {
            let kept = area.intersection(Rect(x: 0, y: 0, width: frame.width, height: shown))
            guard !kept.isEmpty else { continue }
            pictureAreas.append(
                Rect(x: kept.x + point.x, y: kept.y + point.y, width: kept.width, height: kept.height))
        }
    }
}
