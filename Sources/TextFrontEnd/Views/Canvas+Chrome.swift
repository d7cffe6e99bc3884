import TextUI

/// Drawing helpers shared by every screen: fitted text, header, footer, rules and right-aligned text.
extension Canvas {
    /// Text from the server fitted to a width: sanitised, then truncated with "…".
    static func fit(_ text: String, width: Int) -> String {
        TextWrapping.truncate(Sanitizer.sanitize(text), toWidth: width)
    }

    /// Styled runs from the server fitted to a width: sanitised, then truncated as one text with "…".
    static func fit(_ spans: [Span], width: Int) -> [Span] {
        TextWrapping.truncate(
            spans.map { Span(Sanitizer.sanitize($0.text), style: $0.style) }, toWidth: width)
    }

    /// A horizontal rule across the canvas (filled, so the line is not sanitised and measured again).
    mutating func rule(at row: Int) {
        fill(Rect(x: 0, y: row, width: width, height: 1), with: "─", style: Theme.rule)
    }

    /// Spans ending at the right edge of `row` (or of `rect`'s right edge when given).
    @discardableResult
    mutating func drawRightAligned(_ spans: [Span], row: Int, right: Int? = nil) -> Int {
        let edge = right ?? width
        let total = spans.reduce(0) { $0 + DisplayWidth.of(Sanitizer.sanitize($1.text)) }
        let x = max(0, edge - total)
        draw(spans, at: Point(x: x, y: row), maxWidth: edge - x)
        return x
    }

    /// The top bar: a title on the left, optional centre spans, optional spans on the right, and a rule.
    mutating func header(title: String, center: [Span] = [], right: [Span] = []) {
        let rightStart = drawRightAligned(right, row: 0)
        let centerWidth = center.reduce(0) { $0 + DisplayWidth.of($1.text) }
        let centerStart = max(0, (width - centerWidth) / 2)
        let titleLimit = max(0, (center.isEmpty ? rightStart : centerStart) - 1)
        draw(title, at: Point(x: 0, y: 0), style: Theme.title, truncatingTo: titleLimit)
        if !center.isEmpty {
            draw(
                center, at: Point(x: max(titleLimit + 1, centerStart), y: 0),
                maxWidth: max(0, rightStart - centerStart))
        }
        rule(at: 1)
    }

    /// The bottom line, over anything drawn there before: a status on the left and the key legend on
    /// the right.
    mutating func footer(status: [Span], legend: String) {
        let row = height - 1
        fill(Rect(x: 0, y: row, width: width, height: 1))
        let legendStart = drawRightAligned([Span(legend, style: Theme.hint)], row: row)
        draw(status, at: Point(x: 0, y: row), maxWidth: max(0, legendStart - 1))
    }
}
