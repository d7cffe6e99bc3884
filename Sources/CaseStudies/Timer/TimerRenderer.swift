import TextUI

/// Draws the timer screen's body.
public enum TimerRenderer {
    public static let title = "Timer"
    public static let legend = "space start/stop  r reset  esc back"

    public static func draw(_ view: TimerViewState, in body: Rect, on canvas: inout Canvas) {
        Chrome.line([Span(view.time, style: Chrome.title)], row: 0, in: body, on: &canvas)
        Chrome.line(view.status, row: 2, in: body, on: &canvas)
    }
}
