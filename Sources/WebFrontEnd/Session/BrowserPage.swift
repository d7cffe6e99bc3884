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
        /// Each product's cell as sent, by product id, in page order.
        var cells: [Int: HTMLNode]
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
        let cells =
            state.route == .list ? state.list.cells(in: state.list.products.indices, context.strings) : []
        var page = BrowserPage(
            context: context, route: state.route, title: WebPage.title(of: view),
            overlay: OverlayView.overlay(view), screen: .text(""), list: nil)
        page.remember(view, state, cells: cells)
        return (page, WebPage.document(view, listCells: cells, context))
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
            var byID: [Int: HTMLNode] = [:]
            byID.reserveCapacity(cells.count)
            for cell in cells { byID[cell.id] = ListView.cell(cell, context) }
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

    /// The patches that bring the browser from what it shows to `state`, recording them as sent.
    public mutating func update(to state: AppState) -> [HTMLPatch] {
        let view = state.viewState
        var patches: [HTMLPatch] = []
        if state.route != route {
            route = state.route
            let cells =
                route == .list ? state.list.cells(in: state.list.products.indices, context.strings) : []
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

    private mutating func listPatches(_ view: ProductListViewState, _ state: AppState) -> [HTMLPatch] {
        guard var shown = list else { return [] }
        var patches: [HTMLPatch] = []
        let header = ListView.header(view)
        patches += HTMLDiff.patches(from: shown.header, to: header)
        shown.header = header
        let key = ListKey(state.list)
        let products = state.list.products
        if key != shown.key, state.list.pagination.phase != .refreshing {
            let cells = state.list.cells(in: products.indices, context.strings)
            patches.append(
                .replace(
                    id: "products",
                    html: HTMLRenderer.compact(ListView.products(view.layout, cells: cells, context))))
            shown.cells = Dictionary(uniqueKeysWithValues: cells.map { ($0.id, ListView.cell($0, context)) })
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
            let live =
                max(
                    0, visible.lowerBound - Self.liveMargin)..<min(
                    shown.count, visible.upperBound + Self.liveMargin)
            for cell in state.list.cells(in: live, context.strings) {
                let node = ListView.cell(cell, context)
                guard let old = shown.cells[cell.id], old != node else { continue }
                patches.append(.replace(id: ListView.cellID(cell.id), html: HTMLRenderer.compact(node)))
                shown.cells[cell.id] = node
            }
            if products.count > shown.count, key == shown.key {
                let added = state.list.cells(in: shown.count..<products.count, context.strings).map {
                    ListView.cell($0, context)
                }
                patches.append(.append(id: "products", html: added.map(HTMLRenderer.compact).joined()))
                for (index, node) in zip(shown.count..<products.count, added) {
                    shown.cells[products[index].id] = node
                }
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
