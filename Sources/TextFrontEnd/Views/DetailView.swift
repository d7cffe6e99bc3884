import Images
import Screens
import TextUI

/// Draws the product detail: image pager, name, stock, price line and the wrapped description.
enum DetailView {
    /// Screens lower than this show the placeholder `[■]` rather than the picture, keeping the rows for
    /// the text.
    static let pictureMinimumHeight = 16
    /// The description rows the pager leaves free below the name, stock, price and rule.
    static let descriptionMinimumRows = 3

    /// Lines of the name at most.
    static let nameMaxLines = 2
    /// Blank rows between the pager and the name.
    static let pagerGap = 1

    static func draw(_ view: ProductDetailViewState, legend: String, on canvas: inout Canvas, tick: Int) {
        let actions = view.actions.map { [Span("[\($0)]", style: Theme.style(.accent))] } ?? []
        canvas.header(title: "‹ " + view.title, right: actions)
        let screen = ScreenLayout(canvas.bounds)
        guard let content = view.content else {
            let message =
                view.error.map { Span($0, style: Theme.style(.error)) }
                ?? Span("\(Theme.spinnerFrame(tick)) \(view.loadingText)", style: Theme.hint)
            canvas.draw(
                [message], at: Point(x: screen.body.x, y: canvas.bounds.midY), maxWidth: screen.body.width)
            canvas.footer(status: [], legend: legend)
            return
        }
        let name = TextWrapping.wrap(
            Sanitizer.sanitize(content.name), width: screen.body.width, maxLines: nameMaxLines)
        // The pager's rows: the picture's, else one line of text (`‹ [■] 2/5 ›`) or none shown.
        var pagerRows = 1
        if let page = content.imagePage, case .loaded(let picture)? = content.image,
            canvas.height >= pictureMinimumHeight
        {
            // The room the text below leaves when it keeps `descriptionMinimumRows` for the description.
            let room = DetailLayout(
                screen.content, pager: .fill(), nameLines: name.count,
                description: .fixed(descriptionMinimumRows)
            ).pager
            pagerRows = drawPager(
                picture, page: page, in: room.inset(horizontal: ScreenLayout.margin), on: &canvas)
        } else if let page = content.imagePage {
            canvas.draw(
                [Span("‹ "), ListView.thumbnail(content.image), Span(" \(page) ›")], at: screen.body.origin)
        }
        let layout = DetailLayout(
            screen.content, pager: .fixed(pagerRows), nameLines: name.count, description: .fill())
        canvas.draw(lines: name, in: layout.name, style: Theme.title)
        canvas.draw(content.stock.text, at: layout.stock.origin, style: Theme.style(content.stock.tone))
        canvas.draw(
            Canvas.fit(Theme.spans(content.price), width: layout.price.width), at: layout.price.origin)
        canvas.rule(in: layout.rule)
        let available = layout.description.height
        // One line more than fits, to know whether the last one shown needs a `…`.
        let lines = TextWrapping.wrap(
            Sanitizer.sanitize(content.description.text), width: layout.description.width,
            maxLines: available + 1)
        var shown = Array(lines.prefix(available))
        if lines.count > available, let last = shown.popLast() {
            shown.append(TextWrapping.truncate(last + " …", toWidth: layout.description.width))
        }
        canvas.draw(lines: shown, in: layout.description, style: Theme.style(content.description.tone))
        canvas.footer(status: [], legend: legend)
    }

    /// `‹ picture 2/5 ›`: the picture as large as fits in `area` beside the arrow and the page, the
    /// arrows and the page beside its middle row; returns the rows the picture takes.
    private static func drawPager(_ picture: Picture, page: String, in area: Rect, on canvas: inout Canvas)
        -> Int
    {
        let (before, after) = ("‹", " \(page) ›")
        let columns = area.columns([
            .fixed(DisplayWidth.of(before) + ScreenLayout.gap), .fill(), .fixed(DisplayWidth.of(after)),
        ])
        var room = columns[1]
        room.width = max(1, room.width)
        room.height = max(1, room.height)
        let size = PictureView.fittedSize(of: picture, in: room)
        let slot = Rect(
            x: room.x, y: room.y, width: size.width, height: Canvas.cellRows(forPixelRows: size.height))
        let middle = slot.centered(width: slot.width, height: 1).y
        canvas.draw(before, at: Point(x: columns[0].x, y: middle))
        PictureView.draw(picture, in: slot, on: &canvas)
        canvas.draw(after, at: Point(x: slot.maxX, y: middle))
        return slot.height
    }
}

/// Where the detail's parts go in the content, top to bottom: the pager, a gap, the name, the stock,
/// the price and a rule, then the description; text inside the screen's margins.
private struct DetailLayout {
    let pager: Rect
    let name: Rect
    let stock: Rect
    let price: Rect
    let rule: Rect
    let description: Rect

    init(_ content: Rect, pager: LayoutSize, nameLines: Int, description: LayoutSize) {
        let rows = content.rows([
            pager, .fixed(DetailView.pagerGap), .fixed(nameLines), .fixed(1), .fixed(1), .fixed(1),
            description,
        ])
        let margin = ScreenLayout.margin
        self.pager = rows[0]
        name = rows[2].inset(horizontal: margin)
        stock = rows[3].inset(horizontal: margin)
        price = rows[4].inset(horizontal: margin)
        rule = rows[5]
        self.description = rows[6].inset(horizontal: margin)
    }
}
