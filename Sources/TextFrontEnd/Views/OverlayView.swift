import Screens
import TextUI

/// Draws what is presented over a screen, in a centred box: an alert, the action sheet, or the
/// password prompt (whose text is only ever bullets).
enum OverlayView {
    static func draw(_ view: AppViewState, on canvas: inout Canvas, tick: Int) {
        if let prompt = view.detailScreen?.delete?.passwordPrompt {
            drawPrompt(prompt, on: &canvas, tick: tick)
        }
        if let sheet = view.detailScreen?.delete?.actionSheet { drawSheet(sheet, on: &canvas) }
        if let alert = view.alert { drawAlert(alert, on: &canvas) }
    }

    private static func drawAlert(_ alert: AlertViewState, on canvas: inout Canvas) {
        let inner = min(canvas.width - 4, 50)
        let lines = TextWrapping.wrap(
            Sanitizer.sanitize(alert.message), width: inner - 2, maxLines: max(1, canvas.height - 8))
        let box = centeredBox(width: inner + 2, height: lines.count + 5, on: canvas)
        canvas.fill(box)
        canvas.box(box, style: Theme.style(.error), title: alert.title)
        for (offset, line) in lines.enumerated() {
            canvas.draw(line, at: Point(x: box.x + 2, y: box.y + 2 + offset), maxWidth: inner - 2)
        }
        var buttons = [Span("[⏎ \(alert.retry ?? alert.dismiss)]", style: Theme.style(.accent))]
        if alert.retry != nil { buttons.append(Span("  [esc \(alert.dismiss)]", style: Theme.hint)) }
        canvas.draw(buttons, at: Point(x: box.x + 2, y: box.maxY - 2), maxWidth: inner - 2)
    }

    private static func drawSheet(_ sheet: ActionSheetViewState, on canvas: inout Canvas) {
        let inner = min(canvas.width - 4, 30)
        let box = centeredBox(width: inner + 2, height: sheet.actions.count + 4, on: canvas)
        canvas.fill(box)
        canvas.box(box, style: Theme.style(.accent), title: sheet.title)
        for (offset, action) in sheet.actions.enumerated() {
            let text = " \(action.title) ".padding(toWidth: inner - 2)
            canvas.draw(
                text, at: Point(x: box.x + 2, y: box.y + 1 + offset),
                style: action.isSelected ? Theme.selected : .plain)
        }
        canvas.draw("esc \(sheet.cancel)", at: Point(x: box.x + 2, y: box.maxY - 2), style: Theme.hint)
    }

    private static func drawPrompt(_ prompt: PasswordPromptViewState, on canvas: inout Canvas, tick: Int) {
        let inner = min(canvas.width - 4, 40)
        let box = centeredBox(width: inner + 2, height: 7, on: canvas)
        canvas.fill(box)
        canvas.box(box, style: Theme.style(.accent), title: prompt.title)
        let field =
            prompt.maskedText.isEmpty
            ? Span(prompt.placeholder, style: Theme.placeholder)
            : Span(prompt.maskedText + "▏", style: Style(bold: true))
        canvas.draw([Span("> "), field], at: Point(x: box.x + 2, y: box.y + 2), maxWidth: inner - 2)
        let status: (text: String, style: Style) =
            prompt.isVerifying
            ? ("\(Theme.spinnerFrame(tick)) \(prompt.verifyingText)", Theme.hint)
            : prompt.error.map { ($0, Theme.style(.error)) }
                ?? ("⏎ \(prompt.confirm)  esc \(prompt.cancel)", Theme.hint)
        let lines = TextWrapping.wrap(Sanitizer.sanitize(status.text), width: inner - 2, maxLines: 2)
        for (offset, line) in lines.enumerated() {
            canvas.draw(
                line, at: Point(x: box.x + 2, y: box.y + 4 + offset), style: status.style, maxWidth: inner - 2
            )
        }
    }

    private static func centeredBox(width: Int, height: Int, on canvas: Canvas) -> Rect {
        let width = min(width, canvas.width)
        let height = min(height, canvas.height)
        return Rect(
            x: (canvas.width - width) / 2, y: (canvas.height - height) / 2, width: width, height: height)
    }
}

extension String {
    /// The text padded with spaces to a display width.
    fileprivate func padding(toWidth width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - DisplayWidth.of(self)))
    }
}
