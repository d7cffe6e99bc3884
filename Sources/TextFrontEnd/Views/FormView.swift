import Market
import Screens
import TextUI

/// Draws the register/edit form: the image strip, each field with its placeholder and inline message,
/// the currency segments, the description and the submit button.
enum FormView {
    static func draw(_ view: ProductFormViewState, legend: String, on canvas: inout Canvas, tick: Int) {
        canvas.header(title: view.title, right: [Span("esc \(view.cancel)", style: Theme.hint)])
        var layout = FormLayout(view: view, width: canvas.width)
        drawImages(view.images, layout: &layout, on: &canvas)
        for field in view.fields where !field.isMultiline {
            drawField(field, layout: &layout, on: &canvas)
        }
        layout.label(view.currencyLabel, isFocused: view.isCurrencyFocused, isEmpty: false, on: &canvas)
        canvas.draw(ListView.segmentSpans(view.currency), at: Point(x: layout.valueX, y: layout.row))
        layout.row += 1
        for field in view.fields where field.isMultiline {
            drawDescription(field, layout: &layout, on: &canvas)
        }
        let buttonStyle =
            view.submit.isFocused
            ? Theme.selected : (view.submit.isEnabled ? Theme.style(.accent) : Theme.placeholder)
        canvas.draw("[ \(view.submit.title) ]", at: Point(x: 1, y: layout.row), style: buttonStyle)
        layout.row += 1
        if let error = view.submitError {
            layout.message(error, at: 1, on: &canvas)
        }
        canvas.footer(status: [], legend: legend)
    }

    private static func drawImages(
        _ strip: ImageStripViewState, layout: inout FormLayout, on canvas: inout Canvas
    ) {
        layout.label(strip.label, isFocused: strip.isFocused, isEmpty: strip.items.isEmpty, on: &canvas)
        var spans = strip.items.map { Span("[\(Canvas.fit($0, width: 12))] ") }
        if let add = strip.addCell {
            let path = strip.path.isEmpty ? "" : " \(strip.path)"
            spans.append(
                Span(
                    "[+ \(add)\(path)\(strip.isFocused ? "▏" : "")]",
                    style: strip.isFocused ? Theme.selected : Theme.style(.accent)))
        }
        canvas.draw(
            spans, at: Point(x: layout.valueX, y: layout.row), maxWidth: canvas.width - layout.valueX - 1)
        layout.row += 1
        if let error = strip.error { layout.message(error, at: layout.valueX, on: &canvas) }
    }

    private static func drawField(_ field: FieldViewState, layout: inout FormLayout, on canvas: inout Canvas)
    {
        layout.label(field.placeholder, isFocused: field.isFocused, isEmpty: field.text.isEmpty, on: &canvas)
        let width = canvas.width - layout.valueX - 1
        let cursor = field.isFocused ? "▏" : ""
        let text = tail(Sanitizer.sanitize(field.text), width: width - 1) + cursor
        canvas.draw(
            text, at: Point(x: layout.valueX, y: layout.row),
            style: field.isFocused ? Style(bold: true) : .plain, maxWidth: width)
        layout.row += 1
        if let error = field.error { layout.message(error, at: layout.valueX, on: &canvas) }
    }

    private static func drawDescription(
        _ field: FieldViewState, layout: inout FormLayout, on canvas: inout Canvas
    ) {
        layout.label(field.placeholder, isFocused: field.isFocused, isEmpty: field.text.isEmpty, on: &canvas)
        let width = canvas.width - layout.valueX - 1
        let lines = TextWrapping.wrap(
            Sanitizer.sanitize(field.text) + (field.isFocused ? "▏" : ""), width: width,
            maxLines: field.isFocused ? .max : 3)
        let shown = field.isFocused ? Array(lines.suffix(3)) : Array(lines.prefix(3))
        for (offset, line) in shown.enumerated() {
            canvas.draw(line, at: Point(x: layout.valueX, y: layout.row + offset), maxWidth: width)
        }
        layout.row += max(1, shown.count)
        if let error = field.error { layout.message(error, at: layout.valueX, on: &canvas) }
    }

    /// The end of a long value, so the cursor stays in view.
    private static func tail(_ text: String, width: Int) -> String {
        guard DisplayWidth.of(text) > width, width > 1 else { return text }
        var kept: [Character] = []
        var used = 1
        for character in text.reversed() {
            let next = DisplayWidth.of(character)
            if used + next > width { break }
            kept.append(character)
            used += next
        }
        return "…" + String(kept.reversed())
    }
}

/// Where the form's next row goes, and the column the values start at (after the widest label).
private struct FormLayout {
    var row = 2
    let valueX: Int

    init(view: ProductFormViewState, width: Int) {
        let labels = view.fields.map(\.placeholder) + [view.images.label, view.currencyLabel]
        let widest = labels.map { DisplayWidth.of($0) }.max() ?? 0
        valueX = 2 + min(widest, width / 3) + 1
    }

    /// A field's label; dim while the field is empty (it then reads as the placeholder), with a marker
    /// when it has focus.
    mutating func label(_ text: String, isFocused: Bool, isEmpty: Bool, on canvas: inout Canvas) {
        if isFocused { canvas.draw("▸", at: Point(x: 0, y: row), style: Theme.style(.accent)) }
        let width = valueX - 3
        canvas.draw(
            text, at: Point(x: 2, y: row), style: isEmpty ? Theme.placeholder : Theme.hint,
            truncatingTo: width)
    }

    /// An inline message in red, wrapped onto at most two rows.
    mutating func message(_ text: String, at x: Int, on canvas: inout Canvas) {
        let width = canvas.width - x - 1
        let lines = TextWrapping.wrap(Sanitizer.sanitize(text), width: width, maxLines: 3)
        for (offset, line) in lines.prefix(2).enumerated() {
            let shown =
                offset == 1 && lines.count > 2 ? TextWrapping.truncate(line + "…", toWidth: width) : line
            canvas.draw(shown, at: Point(x: x, y: row), style: Theme.style(.error), maxWidth: width)
            row += 1
        }
    }
}
