import Presenters
import Screens
import TextUI

/// Draws the product list in LIST or GRID layout: only the cells in view, so a frame of a list of
/// 100,000 products costs what a frame of 100 does.
enum ListView {
    /// - Parameter title: the header's title, when not the view's (the search shows its field there).
    static func draw(
        _ view: ProductListViewState, title: String? = nil, legend: String, on canvas: inout Canvas, tick: Int
    ) {
        let geometry = ListGeometry(size: TerminalSize(width: canvas.width, height: canvas.height))
        canvas.header(
            title: title ?? view.title, center: segmentSpans(view.segments),
            right: view.addButton.map { [Span($0, style: Theme.style(.accent))] } ?? [])
        let content = geometry.content
        let drawn: [Rect]
        if view.layout == .list {
            drawn = geometry.listCells(count: view.cells.count)
            for (cell, rect) in zip(view.cells, drawn) { drawListCell(cell, in: rect, on: &canvas) }
        } else {
            drawn = Array(geometry.gridCells(columns: view.columns).prefix(view.cells.count))
            let pictureRows = geometry.gridPictureRows
            for (cell, rect) in zip(view.cells, drawn) {
                drawGridCell(cell, in: rect, pictureRows: pictureRows, on: &canvas)
            }
        }
        // The status goes in the middle of an empty list, else under the last cells when they end
        // above the footer (a GRID row's gap after them).
        let gap = view.layout == .list ? 0 : ListGeometry.gridGap
        let usedRows = drawn.last.map { $0.maxY + gap - content.y } ?? 0
        let below = content.rows([.fixed(usedRows), .fill()])[1]
        let status = statusSpans(view.status, tick: tick)
        let body = ScreenLayout(canvas.bounds).body
        if view.cells.isEmpty {
            canvas.draw(status, at: Point(x: body.x, y: content.midY), maxWidth: body.width)
        } else if view.reachesEnd, !below.isEmpty, !status.isEmpty {
            canvas.draw(status, at: Point(x: body.x, y: below.y), maxWidth: body.width)
        }
        let position =
            view.loadedCount == 0
            ? "" : "\(view.firstIndex + 1)-\(view.firstIndex + view.cells.count)/\(view.loadedCount) "
        // Products registered elsewhere: `r` (a refresh) brings them on top.
        let notice = view.newProducts.map { [Span("\($0): r ", style: Theme.style(.accent))] } ?? []
        canvas.footer(
            status: [Span(position, style: Theme.hint)] + notice + (view.reachesEnd ? [] : status),
            legend: legend)
    }

    static func segmentSpans(_ segments: [Segment]) -> [Span] {
        segments.map { Span(" \($0.title) ", style: $0.isSelected ? Theme.selected : Theme.hint) }
    }

    private static func statusSpans(_ status: ProductListViewState.ListStatus, tick: Int) -> [Span] {
        switch status {
        case .loadingFirstPage(let text), .loadingMore(let text):
            [Span("\(Theme.spinnerFrame(tick)) \(text)", style: Theme.hint)]
        case .endOfList(let text): [Span("— \(text) —", style: Theme.hint)]
        case .empty(let text): [Span(text)]
        case .failed(let message, let retry):
            [Span(message, style: Theme.style(.error)), Span(" [r] \(retry)", style: Theme.style(.accent))]
        case .idle: []
        }
    }

    /// The LIST's columns before the text: the selection mark, then the thumbnail's slot, as many
    /// columns as the cell's text has rows, to hold a square picture (4 × 4 pixels).
    static let selectionMarkWidth = 1
    static let thumbnailSlotWidth = ListGeometry.listTextRows * Canvas.pixelRowsPerCell

    /// Thumbnail placeholder: not asked yet, loading, loaded (where no picture fits) or failed.
    static func thumbnail(_ status: ThumbnailStatus?) -> Span {
        switch status {
        case nil: Span("[ ]", style: Theme.hint)
        case .loading?: Span("[…]", style: Theme.hint)
        case .loaded?: Span("[■]", style: Style(foreground: .blue))
        case .failed?: Span("[✕]", style: Theme.style(.error))
        }
    }

    /// Two rows and a rule: the selection mark, the picture (or `[■]`), then `name … stock >` over the
    /// price line, in three columns; the `>` sits on the top row, a gap after the name.
    private static func drawListCell(_ cell: ProductCellViewState, in rect: Rect, on canvas: inout Canvas) {
        let (lines, rule) = rect.split(top: ListGeometry.listTextRows)
        let (mark, afterMark) = lines.split(left: selectionMarkWidth)
        let (thumbnail, text) = afterMark.split(left: thumbnailSlotWidth)
        let (top, bottom) = lines.split(top: 1)
        if cell.isSelected { canvas.draw("▌", at: mark.origin, style: Theme.style(.accent)) }
        PictureView.drawThumbnail(cell.thumbnail, in: thumbnail, on: &canvas)
        // The stock keeps the whole row's width, over the thumbnail on a screen too narrow for both.
        let stock = [
            Span(cell.stock.text, style: Theme.style(cell.stock.tone)), Span(" >", style: Theme.hint),
        ]
        let (beforeStock, stockPart) = Canvas.split(top, rightAligned: stock)
        canvas.draw(stock, at: stockPart.origin, maxWidth: stockPart.width)
        let name = text.intersection(beforeStock)
        canvas.draw(
            cell.name, at: name.origin, style: cell.isSelected ? Style(bold: true) : .plain,
            truncatingTo: name.width)
        let price = text.intersection(bottom)
        canvas.draw(
            Canvas.fit(Theme.spans(cell.price), width: price.width), at: price.origin, maxWidth: price.width)
        canvas.rule(in: rule)
    }

    /// A box: the picture, `pictureRows` high and as wide as it is high in pixels (at most the cell's
    /// width), centred over the name, the original or plain price, the bargain price and the stock.
    private static func drawGridCell(
        _ cell: ProductCellViewState, in rect: Rect, pictureRows: Int, on canvas: inout Canvas
    ) {
        canvas.box(rect, style: cell.isSelected ? Theme.style(.accent) : Theme.rule)
        let inner = rect.inset(by: ListGeometry.gridBorder)
        guard inner.width > 0 else { return }
        let (picture, text) = inner.split(top: pictureRows)
        let side = min(inner.width, pictureRows * Canvas.pixelRowsPerCell)
        PictureView.drawThumbnail(
            cell.thumbnail, in: picture.centered(width: side, height: picture.height), on: &canvas)
        let (name, belowName) = text.split(top: 1)
        let (prices, stock) = belowName.split(top: ListGeometry.gridPriceRows)
        canvas.draw(
            cell.name, at: name.origin, style: cell.isSelected ? Style(bold: true) : .plain,
            truncatingTo: name.width)
        for (price, line) in zip(cell.price.prefix(ListGeometry.gridPriceRows), prices.eachRow) {
            canvas.draw(price.text, at: line.origin, style: Theme.style(price.tone), truncatingTo: line.width)
        }
        canvas.draw(
            cell.stock.text, at: stock.origin, style: Theme.style(cell.stock.tone), truncatingTo: stock.width)
    }
}
