import TextUI

/// Draws the to-do screen's body: the field for a new to-do, the filters and what is left, the list
/// (scrolled to keep the selection in view), and the undo offer on the last row.
public enum TodosRenderer {
    public static let title = "To-dos"

    public static func legend(_ view: TodosViewState) -> String {
        view.isDraftFocused
            ? "type  ⏎ add  tab list  esc back" : "↑↓ space done  d delete  u undo  f filter  tab"
    }

    public static func draw(_ view: TodosViewState, in body: Rect, on canvas: inout Canvas) {
        let cursor = view.isDraftFocused ? [Span(" ", style: Chrome.selected)] : []
        Chrome.line([Span("New: "), Span(view.draft)] + cursor, row: 0, in: body, on: &canvas)
        var filters: [Span] = []
        for (index, name) in view.filters.enumerated() {
            filters.append(Span(name, style: index == view.selectedFilter ? Chrome.selected : Chrome.hint))
            filters.append(Span(" "))
        }
        Chrome.line(filters + [Span(" \(view.remaining)")], row: 1, in: body, on: &canvas)
        let listTop = 3
        let visible = max(0, body.height - listTop - 1)
        let selection = view.rows.firstIndex(where: \.isSelected) ?? 0
        let first = max(0, selection - visible + 1)
        for (index, row) in view.rows.enumerated().dropFirst(first).prefix(visible) {
            let style = row.isSelected ? Chrome.selected : row.isDone ? Chrome.done : .plain
            Chrome.line([Span(row.text, style: style)], row: listTop + index - first, in: body, on: &canvas)
        }
        if let undo = view.undo {
            Chrome.line(StatusLine(undo, tone: .busy), row: body.height - 1, in: body, on: &canvas)
        }
    }
}
