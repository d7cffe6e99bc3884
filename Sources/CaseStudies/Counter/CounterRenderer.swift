import TextUI

/// Draws the counter screen's body.
public enum CounterRenderer {
    public static let title = "Counter"
    public static let legend = "+ - count  f fact  esc back"

    public static func draw(_ view: CounterViewState, in body: Rect, on canvas: inout Canvas) {
        Chrome.line([Span(view.count, style: Chrome.title)], row: 0, in: body, on: &canvas)
        if let fact = view.fact { Chrome.line(fact, row: 2, in: body, on: &canvas) }
    }
}
