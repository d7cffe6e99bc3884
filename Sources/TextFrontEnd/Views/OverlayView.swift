import Screens
import TextUI

/// Draws what is presented over a screen, in a centred box: an alert, the action sheet, or the
/// password prompt (whose text is only ever bullets).
enum OverlayView {
    /// The widest each box's inside gets, in columns, on a wide screen.
    static let alertWidth = 50
    static let sheetWidth = 30
    static let promptWidth = 40
    /// The rows of a prompt's status: what to press, the spinner, or the error.
    static let promptStatusRows = 2

    static func draw(_ view: AppViewState, on canvas: inout Canvas, tick: Int) {
        if let prompt = view.detailScreen?.delete?.passwordPrompt {
            drawPrompt(prompt, on: &canvas, tick: tick)
        }
        if let sheet = view.detailScreen?.delete?.actionSheet { drawSheet(sheet, on: &canvas) }
        if let alert = view.alert { drawAlert(alert, on: &canvas) }
    }

    /// A padding row, the message, a padding row, the buttons; as tall as the screen's content at most.
    private static func drawAlert(_ alert: AlertViewState, on canvas: inout Canvas) {
        let textWidth = Dialog.textWidth(inside: alertWidth, on: canvas)
        let rows = { (lines: Int) -> [LayoutSize] in [.fixed(1), .fixed(lines), .fixed(1), .fixed(1)] }
        let maxLines = ScreenLayout(canvas.bounds).content.height - Dialog.height(rows(0))
        let lines = TextWrapping.wrap(
            Sanitizer.sanitize(alert.message), width: textWidth, maxLines: max(1, maxLines))
        let dialog = Dialog(width: alertWidth, rows: rows(lines.count), on: &canvas)
        canvas.box(dialog.box, style: Theme.style(.error), title: alert.title)
        canvas.draw(lines: lines, in: dialog.rows[1])
        var buttons = [Span("[⏎ \(alert.retry ?? alert.dismiss)]", style: Theme.style(.accent))]
        if alert.retry != nil { buttons.append(Span("  [esc \(alert.dismiss)]", style: Theme.hint)) }
        canvas.draw(buttons, in: dialog.rows[3])
    }

    /// The actions, a padding row, the cancel hint.
    private static func drawSheet(_ sheet: ActionSheetViewState, on canvas: inout Canvas) {
        let dialog = Dialog(
            width: sheetWidth, rows: [.fixed(sheet.actions.count), .fixed(1), .fixed(1)], on: &canvas)
        canvas.box(dialog.box, style: Theme.style(.accent), title: sheet.title)
        // On a narrow screen the texts may take the right padding, never the border.
        let reach = Dialog.padding
        for (action, row) in zip(sheet.actions, dialog.rows[0].eachRow) {
            canvas.draw(
                " \(action.title) ".padding(toWidth: row.width), at: row.origin,
                style: action.isSelected ? Theme.selected : .plain, maxWidth: row.width + reach)
        }
        if let row = dialog.rows[2].eachRow.first {
            canvas.draw("esc \(sheet.cancel)", at: row.origin, style: Theme.hint, maxWidth: row.width + reach)
        }
    }

    /// A padding row, the field, a padding row, the status.
    private static func drawPrompt(_ prompt: PasswordPromptViewState, on canvas: inout Canvas, tick: Int) {
        let dialog = Dialog(
            width: promptWidth, rows: [.fixed(1), .fixed(1), .fixed(1), .fixed(promptStatusRows)], on: &canvas
        )
        canvas.box(dialog.box, style: Theme.style(.accent), title: prompt.title)
        let field =
            prompt.maskedText.isEmpty
            ? Span(prompt.placeholder, style: Theme.placeholder)
            : Span(prompt.maskedText + Theme.cursor, style: Style(bold: true))
        canvas.draw([Span("> "), field], in: dialog.rows[1])
        let status: (text: String, style: Style) =
            prompt.isVerifying
            ? ("\(Theme.spinnerFrame(tick)) \(prompt.verifyingText)", Theme.hint)
            : prompt.error.map { ($0, Theme.style(.error)) }
                ?? ("⏎ \(prompt.confirm)  esc \(prompt.cancel)", Theme.hint)
        let statusRows = dialog.rows[3]
        let lines = TextWrapping.wrap(
            Sanitizer.sanitize(status.text), width: statusRows.width, maxLines: promptStatusRows)
        canvas.draw(lines: lines, in: statusRows, style: status.style)
    }
}

/// A box centred on the screen, cleared, a column clear of each side of the screen; inside its border
/// a column of padding each side, and rows of the given sizes top to bottom.
private struct Dialog {
    /// The box's border: a cell at each side.
    static let border = 1
    /// The blank columns between the border and the text.
    static let padding = 1
    /// The columns left clear at each side of the screen.
    static let screenMargin = 1

    let box: Rect
    /// The rows inside, between the paddings.
    let rows: [Rect]

    /// Clears the box for `rows` inside a border `width` columns wide (narrower on a narrow screen).
    init(width: Int, rows: [LayoutSize], on canvas: inout Canvas) {
        let inside = Self.insideWidth(width, on: canvas)
        box = canvas.bounds.centered(width: inside + 2 * Self.border, height: Self.height(rows))
        canvas.fill(box)
        self.rows = box.inset(by: Self.border).inset(horizontal: Self.padding).rows(rows)
    }

    /// The columns inside the border of a box `width` columns wide inside, on this canvas.
    static func insideWidth(_ width: Int, on canvas: Canvas) -> Int {
        min(width, canvas.width - 2 * (screenMargin + border))
    }

    /// The columns for text inside the border of a box `width` columns wide inside, on this canvas.
    static func textWidth(inside width: Int, on canvas: Canvas) -> Int {
        insideWidth(width, on: canvas) - 2 * padding
    }

    /// The rows a box of `rows` takes, its border included.
    static func height(_ rows: [LayoutSize]) -> Int {
        2 * border + LayoutSize.lengths(of: rows, in: .max).reduce(0, +)
    }
}

extension String {
    /// The text padded with spaces to a display width.
    fileprivate func padding(toWidth width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - DisplayWidth.of(self)))
    }
}
