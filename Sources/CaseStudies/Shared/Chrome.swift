import TextUI

/// What every case study's screen shares: a title bar over a rule, the body, the key legend on the last
/// row, and the styles of each kind of text.
enum Chrome {
    static let title = Style(bold: true)
    static let rule = Style(foreground: .gray)
    static let hint = Style(foreground: .gray)
    static let selected = Style(inverse: true)
    static let done = Style(foreground: .gray, strikethrough: true)

    static func style(_ tone: StatusLine.Tone) -> Style {
        switch tone {
        case .normal: .plain
        case .busy: Style(foreground: .gray)
        case .error: Style(foreground: .red)
        }
    }

    /// Draws the title bar and the legend; returns the body between them, a blank row and a column in.
    static func draw(title: String, legend: String, on canvas: inout Canvas) -> Rect {
        canvas.draw(TextWrapping.truncate(title, toWidth: canvas.width), at: .zero, style: Chrome.title)
        canvas.fill(Rect(x: 0, y: 1, width: canvas.width, height: 1), with: "─", style: rule)
        canvas.draw(
            TextWrapping.truncate(legend, toWidth: canvas.width), at: Point(x: 0, y: canvas.height - 1),
            style: hint)
        return Rect(x: 1, y: 3, width: canvas.width - 2, height: canvas.height - 5)
    }

    /// Draws `spans` on row `row` of `body`, cut with "…" to its width; nothing below its last row.
    static func line(_ spans: [Span], row: Int, in body: Rect, on canvas: inout Canvas) {
        guard (0..<body.height).contains(row) else { return }
        canvas.draw(
            TextWrapping.truncate(spans, toWidth: body.width), at: Point(x: body.x, y: body.y + row),
            maxWidth: body.width)
    }

    /// Draws a status line on row `row` of `body` in its tone's style.
    static func line(_ status: StatusLine, row: Int, in body: Rect, on canvas: inout Canvas) {
        line([Span(status.text, style: style(status.tone))], row: row, in: body, on: &canvas)
    }
}
