import TextUI

/// Draws the search screen's body: the query with its cursor, the status, and as many results as fit,
/// scrolled to keep the selected one in view; or the opened result.
public enum SearchRenderer {
    public static let title = "Search"

    public static func legend(_ view: SearchViewState) -> String {
        view.opened == nil ? "type  ↑↓ move  ⏎ open  esc back" : "esc back to the results"
    }

    public static func draw(_ view: SearchViewState, in body: Rect, on canvas: inout Canvas) {
        if let opened = view.opened {
            for (row, text) in opened.enumerated() {
                Chrome.line(
                    [Span(text, style: row == 0 ? Chrome.title : .plain)], row: row, in: body, on: &canvas)
            }
            return
        }
        Chrome.line(
            [Span("Search: "), Span(view.query), Span(" ", style: Chrome.selected)], row: 0, in: body,
            on: &canvas)
        if let status = view.status { Chrome.line(status, row: 1, in: body, on: &canvas) }
        let listTop = 3
        let visible = max(0, body.height - listTop)
        let first = max(0, (view.selection ?? 0) - visible + 1)
        for (index, text) in view.results.enumerated().dropFirst(first).prefix(visible) {
            let isSelected = index == view.selection
            Chrome.line(
                [Span(isSelected ? "› \(text)" : "  \(text)", style: isSelected ? Chrome.selected : .plain)],
                row: listTop + index - first, in: body, on: &canvas)
        }
    }
}
