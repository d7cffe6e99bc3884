import HTMLUI
import Presenters
import Screens

/// What one browser tab shows, kept on the server, and the patches that bring it up to date with the
/// app's state: whole screens when the route changes (and the address bar with them), otherwise only
/// what changed.
///
/// The list scrolls natively and holds every product loaded, but an update costs what is in view, not
/// what is loaded: new pages are appended, and only the cells in view and near it are compared with
/// what was sent. A refresh or a delete redraws the list once its new first page is in.
public struct BrowserPage {
    /// Cells this far before and after the visible range are kept up to date too.
    static let liveMargin = 4

    public let context: PageContext
    public private(set) var route: AppRoute
    private var title: String
    private var overlay: HTMLNode
    /// The screen as sent, for a detail or a form (a form's without its fields' values).
    private var screen: HTMLNode
    private var list: ListShown?

    /// The list as the browser shows it.
    private struct ListShown {
        var header: HTMLNode
        var status: HTMLNode
        var layout: ProductLayout
        /// What each product's cell showed when sent, by product id: a cell is rendered again only when
        /// its view state changed.
        var cells: [Int: ProductCellViewState]
        var count: Int
        var key: ListKey
    }

    /// Changes when the products were replaced (a refresh's first page came in) or some removed; a list
    /// shown while a refresh was in flight is replaced once it is in.
    private struct ListKey: Equatable {
        var generation: Int
        var removed: Int
        var isRefreshing: Bool

        init(_ list: ProductListState) {
            generation = list.pagination.generation
            removed = list.deletedIDs.count
            isRefreshing = list.pagination.phase == .refreshing
        }
    }

    /// The page for `state` and its HTML document.
    public static func make(_ state: AppState, _ context: PageContext) -> (
        page: BrowserPage, document: String
    ) {
        let view = state.viewState
        var page = BrowserPage(
            context: context, route: state.route, title: WebPage.title(of: view),
            overlay: OverlayView.overlay(view), screen: .text(""), list: nil)
        let cells = state.route == .list ? page.pointerCells(state, state.list.products.indices) : []
        page.remember(view, state, cells: cells)
        return (page, WebPage.document(view, listCells: cells, context))
    }

    /// The page for `state` drawn into a page that shows another session's screen (a tab rejoining a
    /// new session): the patches replace its screen, what is presented over it, and its title.
    public static func redraw(_ state: AppState, _ context: PageContext) -> (
        page: BrowserPage, patches: [HTMLPatch]
    ) {
        let view = state.viewState
        var page = BrowserPage(
            context: context, route: state.route, title: WebPage.title(of: view),
            overlay: OverlayView.overlay(view), screen: .text(""), list: nil)
        let cells = state.route == .list ? page.pointerCells(state, state.list.products.indices) : []
        page.remember(view, state, cells: cells)
        let screen = WebPage.screen(view, listCells: cells, values: true, context)
        return (
            page,
            [
                .replace(id: "screen", html: HTMLRenderer.compact(screen)),
                .replace(id: "overlay", html: HTMLRenderer.compact(page.overlay)),
                .title(page.title),
            ]
        )
    }

    private init(
        context: PageContext, route: AppRoute, title: String, overlay: HTMLNode, screen: HTMLNode,
        list: ListShown?
    ) {
        self.context = context
        self.route = route
        self.title = title
        self.overlay = overlay
        self.screen = screen
        self.list = list
    }

    /// Records a whole screen as sent.
    private mutating func remember(_ view: AppViewState, _ state: AppState, cells: [ProductCellViewState]) {
        if let listView = view.listScreen {
            var byID: [Int: ProductCellViewState] = [:]
            byID.reserveCapacity(cells.count)
            for cell in cells { byID[cell.id] = cell }
            list = ListShown(
                header: ListView.header(listView), status: ListView.status(listView.status),
                layout: listView.layout,
                cells: byID, count: cells.count, key: ListKey(state.list))
            screen = .text("")
        } else {
            list = nil
            screen = WebPage.screen(view, listCells: [], values: false, context)
        }
    }

    /// The patches that bring the browser from what it shows to `state`, recording them as sent;
    /// `view` is `state.viewState` when the caller has it already.
    public mutating func update(to state: AppState, view: AppViewState? = nil) -> [HTMLPatch] {
        let view = view ?? state.viewState
        var patches: [HTMLPatch] = []
        if state.route != route {
            route = state.route
            let cells = route == .list ? pointerCells(state, state.list.products.indices) : []
            patches.append(
                .replace(
                    id: "screen",
                    html: HTMLRenderer.compact(WebPage.screen(view, listCells: cells, values: true, context)))
            )
            patches.append(.push(url: WebRoute.path(of: route)))
            remember(view, state, cells: cells)
        } else if let listView = view.listScreen {
            patches += listPatches(listView, state)
        } else {
            let newScreen = WebPage.screen(view, listCells: [], values: false, context)
            patches += HTMLDiff.patches(from: screen, to: newScreen)
            screen = newScreen
        }
        let newTitle = WebPage.title(of: view)
        if newTitle != title {
            title = newTitle
            patches.append(.title(newTitle))
        }
        let newOverlay = OverlayView.overlay(view)
        patches += HTMLDiff.patches(from: overlay, to: newOverlay)
        overlay = newOverlay
        return patches
    }

    /// The list's cells at `indices` as this page draws them: a pointer front end shows no keyboard
    /// selection, so a moving selection changes no cell.
    func pointerCells(_ state: AppState, _ indices: Range<Int>) -> [ProductCellViewState] {
        state.list.cells(in: indices, context.strings).map { cell in
            var cell = cell
            cell.isSelected = false
            return cell
        }
    }

    private mutating func listPatches(_ view: ProductListViewState, _ state: AppState) -> [HTMLPatch] {
        // Taken out while it changes, so that its cells are not copied (copy-on-write) on every update.
        guard var shown = list else { return [] }
        list = nil
        var patches: [HTMLPatch] = []
        let header = ListView.header(view)
        patches += HTMLDiff.patches(from: shown.header, to: header)
        shown.header = header
        let key = ListKey(state.list)
        let products = state.list.products
        if key != shown.key, state.list.pagination.phase != .refreshing {
            let cells = pointerCells(state, products.indices)
            patches.append(
                .replace(
                    id: "products",
                    html: HTMLRenderer.compact(ListView.products(view.layout, cells: cells, context))))
            shown.cells = Dictionary(uniqueKeysWithValues: cells.map { ($0.id, $0) })
            shown.count = cells.count
            shown.key = key
            shown.layout = view.layout
        } else {
            if view.layout != shown.layout {
                patches.append(
                    .attributes(id: "products", set: [.class("products \(view.layout.rawValue)")], remove: [])
                )
                shown.layout = view.layout
            }
            let visible = state.list.visibleRange
            let lower = max(0, visible.lowerBound - Self.liveMargin)
            let live = lower..<max(lower, min(shown.count, visible.upperBound + Self.liveMargin))
            for cell in pointerCells(state, live) {
                guard let old = shown.cells[cell.id], old != cell else { continue }
                patches.append(
                    .replace(
                        id: ListView.cellID(cell.id), html: HTMLRenderer.compact(ListView.cell(cell, context))
                    ))
                shown.cells[cell.id] = cell
            }
            if products.count > shown.count, key == shown.key {
                let added = pointerCells(state, shown.count..<products.count)
                patches.append(
                    .append(
                        id: "products",
                        html: added.map { HTMLRenderer.compact(ListView.cell($0, context)) }.joined()))
                for cell in added { shown.cells[cell.id] = cell }
                shown.count = products.count
            }
        }
        let status = ListView.status(view.status)
        patches += HTMLDiff.patches(from: shown.status, to: status)
        shown.status = status
        list = shown
        return patches
    }
}
