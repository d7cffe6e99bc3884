import Screens
import TextUI

/// Draws the product detail: image pager, name, stock, price line and the wrapped description.
enum DetailView {
    /// Screens lower than this show the placeholder `[■]` rather than the picture, keeping the rows for
    /// the text.
    static let pictureMinimumHeight = 16
    /// The description rows the pager leaves free below the name, stock, price and rule.
    static let descriptionMinimumRows = 3

    static func draw(_ view: ProductDetailViewState, legend: String, on canvas: inout Canvas, tick: Int) {
        let actions = view.actions.map { [Span("[\($0)]", style: Theme.style(.accent))] } ?? []
        canvas.header(title: "‹ " + view.title, right: actions)
        let width = canvas.width
        guard let content = view.content else {
            let message =
                view.error.map { Span($0, style: Theme.style(.error)) }
                ?? Span("\(Theme.spinnerFrame(tick)) \(view.loadingText)", style: Theme.hint)
            canvas.draw([message], at: Point(x: 1, y: canvas.height / 2), maxWidth: width - 2)
            canvas.footer(status: [], legend: legend)
            return
        }
        var row = 2
        let name = TextWrapping.wrap(Sanitizer.sanitize(content.name), width: width - 2, maxLines: 2)
        if let page = content.imagePage, case .loaded(let picture)? = content.image,
            canvas.height >= pictureMinimumHeight
        {
            // The room left when the text below keeps its rows: a gap, the name, stock, price, rule, a
            // few description lines and the footer; `‹ ` before the picture and ` 2/5 ›` after it.
            let belowRows = 1 + name.count + 3 + descriptionMinimumRows + 1
            let room = Rect(
                x: 3, y: row, width: max(1, width - 10), height: max(1, canvas.height - row - belowRows))
            let size = PictureView.fittedSize(of: picture, in: room)
            let rows = (size.height + 1) / 2
            // `‹ picture 2/5 ›`, the arrows and the page beside the picture's middle row.
            let middle = row + (rows - 1) / 2
            let slot = Rect(x: 3, y: row, width: size.width, height: rows)
            canvas.draw("‹", at: Point(x: 1, y: middle))
            PictureView.draw(picture, in: slot, on: &canvas)
            canvas.draw(" \(page) ›", at: Point(x: slot.maxX, y: middle))
            row += rows + 1
        } else {
            if let page = content.imagePage {
                canvas.draw(
                    [Span("‹ "), ListView.thumbnail(content.image), Span(" \(page) ›")],
                    at: Point(x: 1, y: row))
            }
            row += 2
        }
        for line in name {
            canvas.draw(line, at: Point(x: 1, y: row), style: Theme.title)
            row += 1
        }
        canvas.draw(content.stock.text, at: Point(x: 1, y: row), style: Theme.style(content.stock.tone))
        row += 1
        canvas.draw(Canvas.fit(Theme.spans(content.price), width: width - 2), at: Point(x: 1, y: row))
        row += 1
        canvas.rule(at: row)
        row += 1
        let available = max(0, canvas.height - 1 - row)
        // One line more than fits, to know whether the last one shown needs a `…`.
        let lines = TextWrapping.wrap(
            Sanitizer.sanitize(content.description.text), width: width - 2, maxLines: available + 1)
        for (offset, line) in lines.prefix(available).enumerated() {
            let isLastShown = offset == available - 1 && lines.count > available
            let text = isLastShown ? TextWrapping.truncate(line + " …", toWidth: width - 2) : line
            canvas.draw(text, at: Point(x: 1, y: row + offset), style: Theme.style(content.description.tone))
        }
        canvas.footer(status: [], legend: legend)
    }
}
