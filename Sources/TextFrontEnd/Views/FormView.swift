import Market
import Screens
import TextUI

/// Draws the register/edit form: the image strip, each field with its placeholder and inline message,
/// the currency segments, the description and the submit button.
enum FormView {
    /// The columns an attached image's file name takes in the strip at most.
    static let imageNameWidth = 12
    /// The rows the description shows: its start, or its end while it is being typed.
    static let descriptionRows = 3

    static func draw(_ view: ProductFormViewState, legend: String, on canvas: inout Canvas, tick: Int) {
        canvas.header(title: view.title, right: [Span("esc \(view.cancel)", style: Theme.hint)])
        var layout = FormLayout(view: view, content: ScreenLayout(canvas.bounds).content)
        drawImages(view.images, layout: &layout, on: &canvas)
        for field in view.fields where !field.isMultiline {
            drawField(field, layout: &layout, on: &canvas)
        }
        let currency = layout.nextRows(1)
        layout.label(
            view.currencyLabel, isFocused: view.isCurrencyFocused, isEmpty: false, in: currency, on: &canvas)
        canvas.draw(ListView.segmentSpans(view.currency), at: layout.value.intersection(currency).origin)
        for field in view.fields where field.isMultiline {
            drawDescription(field, layout: &layout, on: &canvas)
        }
        let buttonStyle =
            view.submit.isFocused
            ? Theme.selected : (view.submit.isEnabled ? Theme.style(.accent) : Theme.placeholder)
        let button = layout.body.intersection(layout.nextRows(1))
        canvas.draw("[ \(view.submit.title) ]", at: button.origin, style: buttonStyle)
        if let error = view.submitError {
            layout.message(error, in: layout.body, on: &canvas)
        }
        canvas.footer(status: [], legend: legend)
    }

    private static func drawImages(
        _ strip: ImageStripViewState, layout: inout FormLayout, on canvas: inout Canvas
    ) {
        let row = layout.nextRows(1)
        layout.label(
            strip.label, isFocused: strip.isFocused, isEmpty: strip.items.isEmpty, in: row, on: &canvas)
        var spans = strip.items.map { Span("[\(Canvas.fit($0, width: imageNameWidth))] ") }
        if let add = strip.addCell {
            let path = strip.path.isEmpty ? "" : " \(strip.path)"
            spans.append(
                Span(
                    "[+ \(add)\(path)\(strip.isFocused ? Theme.cursor : "")]",
                    style: strip.isFocused ? Theme.selected : Theme.style(.accent)))
        }
        let value = layout.value.intersection(row)
        canvas.draw(spans, at: value.origin, maxWidth: value.width)
        if let error = strip.error { layout.message(error, in: layout.value, on: &canvas) }
    }

    private static func drawField(_ field: FieldViewState, layout: inout FormLayout, on canvas: inout Canvas)
    {
        let row = layout.nextRows(1)
        layout.label(
            field.placeholder, isFocused: field.isFocused, isEmpty: field.text.isEmpty, in: row, on: &canvas)
        let value = layout.value.intersection(row)
        let text =
            tail(Sanitizer.sanitize(field.text), width: value.width - DisplayWidth.of(Theme.cursor))
            + (field.isFocused ? Theme.cursor : "")
        canvas.draw(
            text, at: value.origin, style: field.isFocused ? Style(bold: true) : .plain, maxWidth: value.width
        )
        if let error = field.error { layout.message(error, in: layout.value, on: &canvas) }
    }

    private static func drawDescription(
        _ field: FieldViewState, layout: inout FormLayout, on canvas: inout Canvas
    ) {
        let lines = TextWrapping.wrap(
            Sanitizer.sanitize(field.text) + (field.isFocused ? Theme.cursor : ""), width: layout.value.width,
            maxLines: field.isFocused ? .max : descriptionRows)
        let shown =
            field.isFocused ? Array(lines.suffix(descriptionRows)) : Array(lines.prefix(descriptionRows))
        let rows = layout.nextRows(max(1, shown.count))
        layout.label(
            field.placeholder, isFocused: field.isFocused, isEmpty: field.text.isEmpty, in: rows, on: &canvas)
        canvas.draw(lines: shown, in: layout.value.intersection(rows))
        if let error = field.error { layout.message(error, in: layout.value, on: &canvas) }
    }

    /// The end of a long value, so the cursor stays in view.
    private static func tail(_ text: String, width: Int) -> String {
        guard DisplayWidth.of(text) > width, width > 1 else { return text }
        var kept: [Character] = []
        var used = DisplayWidth.of(TextWrapping.ellipsis)
        for character in text.reversed() {
            let next = DisplayWidth.of(character)
            if used + next > width { break }
            kept.append(character)
            used += next
        }
        return String(TextWrapping.ellipsis) + String(kept.reversed())
    }
}

/// The form's columns, each as tall as the content: the focus marker, the labels (as wide as the
/// widest, at most a third of the screen) and the values, with a gap between each and a margin at the
/// right; and its rows, handed out top to bottom.
private struct FormLayout {
    /// The columns of the focus marker `▸`.
    static let markerWidth = 1
    /// Labels take at most this fraction of the width: one in so many columns.
    static let labelShare = 3
    /// The lines an inline message shows at most.
    static let messageMaxLines = 2

    let marker: Rect
    let label: Rect
    let value: Rect
    /// The content inside the screen's margins, for what is not in the label and value columns.
    let body: Rect
    /// The content's rows not handed out yet.
    private var rest: Rect

    init(view: ProductFormViewState, content: Rect) {
        let labels = view.fields.map(\.placeholder) + [view.images.label, view.currencyLabel]
        let widest = labels.map { DisplayWidth.of($0) }.max() ?? 0
        let gap = ScreenLayout.gap
        let columns = content.columns([
            .fixed(Self.markerWidth), .fixed(gap), .fixed(min(widest, content.width / Self.labelShare)),
            .fixed(gap), .fill(), .fixed(ScreenLayout.margin),
        ])
        (marker, label, value) = (columns[0], columns[2], columns[4])
        body = content.inset(horizontal: ScreenLayout.margin)
        rest = content
    }

    /// The next `count` rows of the form, across its width.
    mutating func nextRows(_ count: Int) -> Rect {
        rest.removeTop(count)
    }

    /// A field's label on the first of `rows`; dim while the field is empty (it then reads as the
    /// placeholder), with a marker when it has focus.
    func label(_ text: String, isFocused: Bool, isEmpty: Bool, in rows: Rect, on canvas: inout Canvas) {
        if isFocused {
            canvas.draw("▸", at: marker.intersection(rows).origin, style: Theme.style(.accent))
        }
        let cell = label.intersection(rows)
        canvas.draw(
            text, at: cell.origin, style: isEmpty ? Theme.placeholder : Theme.hint, truncatingTo: cell.width)
    }

    /// An inline message in red in `column`, on the next rows: wrapped onto at most
    /// `messageMaxLines` rows, the last cut with `…` when there is more.
    mutating func message(_ text: String, in column: Rect, on canvas: inout Canvas) {
        let lines = TextWrapping.wrap(
            Sanitizer.sanitize(text), width: column.width, maxLines: Self.messageMaxLines + 1)
        var shown = Array(lines.prefix(Self.messageMaxLines))
        if lines.count > Self.messageMaxLines, let last = shown.popLast() {
            shown.append(TextWrapping.truncate(last + String(TextWrapping.ellipsis), toWidth: column.width))
        }
        canvas.draw(lines: shown, in: column.intersection(nextRows(shown.count)), style: Theme.style(.error))
    }
}
