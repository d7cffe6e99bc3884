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

    /// The columns spans take once drawn (sanitised, as drawing does).
    static func width(of spans: [Span]) -> Int {
        spans.reduce(0) { $0 + DisplayWidth.of(Sanitizer.sanitize($1.text)) }
    }

    /// A horizontal rule across `rect` (filled, so the line is not sanitised and measured again).
    mutating func rule(in rect: Rect) {
        fill(rect, with: "─", style: Theme.rule)
    }

    /// `rect` split for `spans` at its right end: the columns before them less a gap, and theirs
    /// (as many as `rect` has, served before the rest).
    static func split(_ rect: Rect, rightAligned spans: [Span]) -> (before: Rect, spans: Rect) {
        let (rest, right) = rect.split(right: width(of: spans))
        return (rest.split(right: ScreenLayout.gap).rest, right)
    }

    /// The top bar: a title on the left, optional centre spans, optional spans on the right, and a rule.
    mutating func header(title: String, center: [Span] = [], right: [Span] = []) {
        let layout = ScreenLayout(bounds)
        let bar = layout.titleBar
        let (beforeRight, rightPart) = Self.split(bar, rightAligned: right)
        draw(right, at: rightPart.origin, maxWidth: rightPart.width)
        let middle = bar.centered(width: Self.width(of: center), height: bar.height)
        let titlePart =
            center.isEmpty
            ? beforeRight : bar.split(right: bar.maxX - middle.x).rest.split(right: ScreenLayout.gap).rest
        draw(title, at: titlePart.origin, style: Theme.title, truncatingTo: titlePart.width)
        if !center.isEmpty {
            // Never over the gap after the title.
            draw(
                center, at: Point(x: max(titlePart.maxX + ScreenLayout.gap, middle.x), y: bar.y),
                maxWidth: max(0, rightPart.x - middle.x))
        }
        rule(in: layout.headerRule)
    }

    /// The bottom line, over anything drawn there before: a status on the left and the key legend on
    /// the right.
    mutating func footer(status: [Span], legend: String) {
        let row = ScreenLayout(bounds).footer
        fill(row)
        let legendSpans = [Span(legend, style: Theme.hint)]
        let (statusPart, legendPart) = Self.split(row, rightAligned: legendSpans)
        draw(legendSpans, at: legendPart.origin, maxWidth: legendPart.width)
        draw(status, at: statusPart.origin, maxWidth: statusPart.width)
    }
}
