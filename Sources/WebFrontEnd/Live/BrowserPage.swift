import BrowserDriver
import HTMLUI
import Presenters
import Screens

/// What one browser tab shows, kept on the server, and the patches that bring it up to date with the
/// app's state: whole screens when the route changes (and the address bar with them), otherwise only
/// what changed. It reads the state's view states only (`Frame`).
///
/// A list (the products, or the search's results) scrolls natively and holds every product loaded,
/// streamed into the page by the framework's `ListStream`, but an update costs what is in view, not
/// what is loaded: new cells are appended, and only the cells in view and near it are compared with
/// what was sent. A refresh or a delete redraws the list once its new first page is in.
public struct BrowserPage {
    /// Cells this far before and after the visible range are kept up to date too.
    static let liveMargin = 4
    /// The most cells a list's page holds: the whole embedded catalogue and far more, so that a native
    /// scrolling list keeps every product loaded; past it the first ones leave the page.
    static let listLimit = 100_000

    public let context: PageContext
    public private(set) var route: AppRoute
    private var title: String
    private var overlay: HTMLNode
    /// The screen as sent, for a detail or a form (a form's without its fields' values).
    private var screen: HTMLNode
    private var list: ListShown?

    /// What the page shows of a state, worked out once a change: the view state, the route, and the
    /// list on top as a page that scrolls natively shows it.
    public struct Frame: Equatable {
        public var view: AppViewState
        public var route: AppRoute
        public var list: ScrollingListViewState?
    }

    /// The list as the browser shows it.
    private struct ListShown {
        var header: HTMLNode
        var status: HTMLNode
        var layout: ProductLayout
        /// The cells sent, by their element's id.
        var cells: ListStream
        /// How many cells were drawn, which the next frame's new cells follow.
        var count: Int
        var key: ListKey
    }

    /// Changes when the products were replaced or some removed; a list shown while a refresh was in
    /// flight is replaced once it is in.
    private struct ListKey: Equatable {
        var contents: ScrollingListViewState.Contents
        var isReplacing: Bool

        init(_ list: ScrollingListViewState) {
            contents = list.contents
            isReplacing = list.isReplacing
        }
    }

    /// The frame of `state` for this page, whose list has drawn `drawnCount` cells.
    static func frame(of state: AppState, _ strings: Strings, drawnCount: Int) -> Frame {
        Frame(
            view: state.viewState, route: state.route,
            list: state.scrollingList(strings, margin: liveMargin, drawnCount: drawnCount))
    }

    /// The frame of `state` as this page has drawn it.
    public func frame(of state: AppState) -> Frame {
        Self.frame(of: state, context.strings, drawnCount: list?.count ?? 0)
    }

    /// The page for `state` and its HTML document.
    public static func make(_ state: AppState, _ context: PageContext) -> (
        page: BrowserPage, document: String
    ) {
        let frame = frame(of: state, context.strings, drawnCount: 0)
        var page = BrowserPage(context: context, frame)
        let cells = page.remember(frame)
        return (page, WebPage.document(frame.view, listCells: cells, context))
    }

    /// The page for `state` drawn into a page that shows another session's screen (a tab rejoining a
    /// new session): the patches replace its screen, what is presented over it, and its title.
    public static func redraw(_ state: AppState, _ context: PageContext) -> (
        page: BrowserPage, patches: [HTMLPatch]
    ) {
        let frame = frame(of: state, context.strings, drawnCount: 0)
        var page = BrowserPage(context: context, frame)
        let screen = WebPage.screen(frame.view, listCells: page.remember(frame), values: true, context)
        return (
            page,
            [
                .replace(id: "screen", html: HTMLRenderer.compact(screen)),
                .replace(id: "overlay", html: HTMLRenderer.compact(page.overlay)),
                .title(page.title),
            ]
        )
    }

    private init(context: PageContext, _ frame: Frame) {
        self.context = context
        route = frame.route
        title = WebPage.title(of: frame.view)
        overlay = OverlayView.overlay(frame.view)
        screen = .text("")
        list = nil
    }

    /// Records a whole screen as sent (every cell of a list: `frame` was made having drawn none) and
    /// returns the list's cells to draw.
    private mutating func remember(_ frame: Frame) -> [ProductCellViewState] {
        guard let listView = frame.view.topList, let scrolling = frame.list else {
            list = nil
            screen = WebPage.screen(frame.view, listCells: [], values: false, context)
            return []
        }
        let cells = Self.pointer(scrolling.newCells)
        var stream = ListStream(container: ListView.productsID, limit: Self.listLimit)
        stream.drew(rows(cells))
        list = ListShown(
            header: WebPage.listHeader(listView, frame.view, context),
            status: ListView.status(listView.status), layout: listView.layout, cells: stream,
            count: cells.count, key: ListKey(scrolling))
        screen = .text("")
        return cells
    }

    /// The patches that bring the browser from what it shows to `state`, recording them as sent.
    public mutating func update(to state: AppState) -> [HTMLPatch] {
        update(to: state, frame: frame(of: state))
    }

    /// The patches that bring the browser from what it shows to `state`, whose frame (as this page
    /// draws it) is `frame`, recording them as sent.
    public mutating func update(to state: AppState, frame: Frame) -> [HTMLPatch] {
        var patches: [HTMLPatch] = []
        if frame.route != route, frame.route.refines(route) {
            // The same screen at a new address (the search's text changed).
            route = frame.route
            patches.append(.address(url: route.path))
        }
        if frame.route != route {
            route = frame.route
            let whole = list == nil ? frame : Self.frame(of: state, context.strings, drawnCount: 0)
            list = nil
            let cells = remember(whole)
            patches.append(
                .replace(
                    id: "screen",
                    html: HTMLRenderer.compact(
                        WebPage.screen(whole.view, listCells: cells, values: true, context))))
            patches.append(.push(url: route.path))
        } else if let listView = frame.view.topList, let scrolling = frame.list {
            patches += listPatches(listView, scrolling, frame.view, state)
        } else {
            let newScreen = WebPage.screen(frame.view, listCells: [], values: false, context)
            patches += HTMLDiff.patches(from: screen, to: newScreen)
            screen = newScreen
        }
        let newTitle = WebPage.title(of: frame.view)
        if newTitle != title {
            title = newTitle
            patches.append(.title(newTitle))
        }
        let newOverlay = OverlayView.overlay(frame.view)
        patches += HTMLDiff.patches(from: overlay, to: newOverlay)
        overlay = newOverlay
        return patches
    }

    /// Cells as this page draws them: a pointer front end shows no keyboard selection, so a moving
    /// selection changes no cell.
    private static func pointer(_ cells: [ProductCellViewState]) -> [ProductCellViewState] {
        cells.map { cell in
            var cell = cell
            cell.isSelected = false
            return cell
        }
    }

    /// The rows a list's page holds for `cells`.
    private func rows(_ cells: [ProductCellViewState]) -> [StreamRow] {
        cells.map {
            StreamRow(id: ListView.cellID($0.id), html: HTMLRenderer.compact(ListView.cell($0, context)))
        }
    }

    private mutating func listPatches(
        _ view: ProductListViewState, _ scrolling: ScrollingListViewState, _ appView: AppViewState,
        _ state: AppState
    ) -> [HTMLPatch] {
        // Taken out while it changes, so that its cells are not copied (copy-on-write) on every update.
        guard var shown = list else { return [] }
        list = nil
        var patches: [HTMLPatch] = []
        let header = WebPage.listHeader(view, appView, context)
        patches += HTMLDiff.patches(from: shown.header, to: header)
        shown.header = header
        let key = ListKey(scrolling)
        if key != shown.key, !scrolling.isReplacing {
            let all = state.scrollingList(context.strings, margin: Self.liveMargin, drawnCount: 0)
            let cells = Self.pointer(all?.newCells ?? [])
            patches += shown.cells.reset(rows(cells), in: ListView.products(view.layout, cells: [], context))
            shown.count = cells.count
            shown.key = key
            shown.layout = view.layout
        } else {
            if view.layout != shown.layout {
                patches.append(
                    .attributes(
                        id: ListView.productsID, set: [.class("products \(view.layout.rawValue)")], remove: []
                    ))
                shown.layout = view.layout
            }
            patches += shown.cells.patches(updating: rows(Self.pointer(scrolling.liveCells)))
            if key == shown.key, !scrolling.newCells.isEmpty {
                let added = Self.pointer(scrolling.newCells)
                patches += shown.cells.patches(appending: rows(added))
                shown.count += added.count
            }
        }
        let status = ListView.status(view.status)
        patches += HTMLDiff.patches(from: shown.status, to: status)
        shown.status = status
        list = shown
        return patches
    }
}

/// Declared apart, so that the page stays usable off the main actor (the benchmarks draw it there).
extension BrowserPage: LivePage {}
