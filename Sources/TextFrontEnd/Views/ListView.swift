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
            right: [Span(view.addButton, style: Theme.style(.accent))])
        let content = geometry.content
        let usedRows: Int
        if view.cells.isEmpty {
            usedRows = 0
        } else if view.layout == .list {
            for (offset, cell) in view.cells.enumerated() {
                drawListCell(cell, top: content.y + offset * ListGeometry.listCellHeight, on: &canvas)
            }
            usedRows = view.cells.count * ListGeometry.listCellHeight
        } else {
            let rects = geometry.gridCells(columns: view.columns)
            let pictureRows = geometry.gridPictureRows
            for (cell, rect) in zip(view.cells, rects) {
                drawGridCell(cell, in: rect, pictureRows: pictureRows, on: &canvas)
            }
            let rows = (min(view.cells.count, rects.count) + view.columns - 1) / max(1, view.columns)
            usedRows = rows * (geometry.gridCellHeight + ListGeometry.gridGap)
        }
        let status = statusSpans(view.status, tick: tick)
        if view.cells.isEmpty {
            canvas.draw(
                status, at: Point(x: 1, y: content.y + content.height / 2), maxWidth: content.width - 2)
        } else if view.reachesEnd, usedRows < content.height, !status.isEmpty {
            canvas.draw(status, at: Point(x: 1, y: content.y + usedRows), maxWidth: content.width - 2)
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

    /// The thumbnail's slot, in cells: a 4 × 4 pixel picture.
    static let thumbnailSlotWidth = 4
    static let thumbnailSlotHeight = 2

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
    /// price line, in three columns; the `>` sits on the top row, one blank cell after the name.
    private static func drawListCell(_ cell: ProductCellViewState, top: Int, on canvas: inout Canvas) {
        let columns = Rect(x: 0, y: top, width: canvas.width, height: thumbnailSlotHeight)
            .columns([.fixed(1), .fixed(thumbnailSlotWidth), .fill()])
        let (mark, thumbnail, text) = (columns[0], columns[1], columns[2])
        if cell.isSelected { canvas.draw("▌", at: Point(x: mark.x, y: top), style: Theme.style(.accent)) }
        PictureView.drawThumbnail(cell.thumbnail, in: thumbnail, on: &canvas)
        let stockStart = canvas.drawRightAligned(
            [Span(cell.stock.text, style: Theme.style(cell.stock.tone)), Span(" >", style: Theme.hint)],
            row: top)
        canvas.draw(
            cell.name, at: Point(x: text.x, y: top), style: cell.isSelected ? Style(bold: true) : .plain,
            truncatingTo: max(0, stockStart - 1 - text.x))
        canvas.draw(
            Canvas.fit(Theme.spans(cell.price), width: text.width), at: Point(x: text.x, y: top + 1),
            maxWidth: text.width)
        canvas.rule(at: top + 2)
    }

    /// A box: the picture, `pictureRows` high and as wide as it is high in pixels (at most the cell's
    /// width), centred over the name, the original or plain price, the bargain price and the stock.
    private static func drawGridCell(
        _ cell: ProductCellViewState, in rect: Rect, pictureRows: Int, on canvas: inout Canvas
    ) {
        canvas.box(rect, style: cell.isSelected ? Theme.style(.accent) : Theme.rule)
        let inner = rect.inset(by: 1)
        guard inner.width > 0 else { return }
        let side = min(inner.width, pictureRows * 2)
        let slot = Rect(
            x: inner.x + (inner.width - side) / 2, y: inner.y, width: side,
            height: min(pictureRows, inner.height))
        PictureView.drawThumbnail(cell.thumbnail, in: slot, on: &canvas)
        let top = inner.y + pictureRows
        canvas.draw(
            cell.name, at: Point(x: inner.x, y: top), style: cell.isSelected ? Style(bold: true) : .plain,
            truncatingTo: inner.width)
        for (offset, price) in cell.price.prefix(2).enumerated() {
            canvas.draw(
                price.text, at: Point(x: inner.x, y: top + 1 + offset), style: Theme.style(price.tone),
                truncatingTo: inner.width)
        }
        canvas.draw(
            cell.stock.text, at: Point(x: inner.x, y: top + 3), style: Theme.style(cell.stock.tone),
            truncatingTo: inner.width)
    }
}
