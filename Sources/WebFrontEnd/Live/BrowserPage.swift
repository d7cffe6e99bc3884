import BrowserDriver
import HTMLUI
import Presenters
import Screens

/// What one browser tab shows of Open Market, kept on the server: the framework's page of screens
/// (`ScreenPage`) over the app's view states. A new screen is drawn whole and its address pushed, the
/// same one patched. A list (the products, or the search's results) scrolls natively and holds every
/// product loaded, streamed in a window (`StreamedWindow`): new cells are appended, only the cells in
/// view and near it are compared with what was sent, and a refresh or a delete redraws the list once
/// its new first page is in.
public typealias BrowserPage = ScreenPage<AppState, BrowserPageFrame>

/// What the page draws of a state, compared to know whether anything changed: the view state, and the
/// list on top as a page that scrolls natively shows it.
public struct BrowserPageFrame: Equatable {
    public var view: AppViewState
    public var list: ScrollingListViewState?
}

extension ScreenPage where State == AppState, Frame == BrowserPageFrame {
    /// Cells this far before and after the visible range are kept up to date too.
    static var liveMargin: Int { 4 }

    /// The page for `state` in `context` and its HTML document.
    public static func make(_ state: AppState, _ context: PageContext) -> (
        page: BrowserPage, document: String
    ) {
        let page = BrowserPage(
            state, frame: { frame(of: $0, context.strings) }, draw: { draw($0, $1, values: $2, context) })
        let document = page.document(
            state, in: context.session, language: context.language.rawValue,
            styleSheet: WebPage.styleSheetPath,
            offline: context.strings.offline)
        return (page, document)
    }

    static func frame(of state: AppState, _ strings: Strings) -> BrowserPageFrame {
        BrowserPageFrame(view: state.viewState, list: state.scrollingList(strings, margin: liveMargin))
    }

    /// The screen on top at its route, what is presented over it, and the products it lists.
    static func draw(
        _ state: AppState, _ frame: BrowserPageFrame, values: Bool, _ context: PageContext
    ) -> DrawnScreen {
        let view = frame.view
        return DrawnScreen(
            title: WebPage.title(of: view), address: view.route.path, identity: view.route.screenIdentity,
            screen: WebPage.screen(view, values: values, context), overlay: OverlayView.overlay(view),
            windows: frame.list.map { [window($0, of: state, context)] } ?? [])
    }

    /// The products listed on top, its live cells those of the frame, the others drawn as they come.
    private static func window(_ list: ScrollingListViewState, of state: AppState, _ context: PageContext)
        -> StreamedWindow
    {
        let live = list.liveStart..<(list.liveStart + list.liveCells.count)
        let products = state.topList
        return StreamedWindow(
            container: ListView.productsID, key: list.isReplacing ? nil : AnyHashable(list.contents),
            count: list.loadedCount, live: live
        ) { indices in
            let cells = indices == live ? list.liveCells : products?.cells(in: indices, context.strings) ?? []
            return cells.map { ListView.cell(pointer($0), context) }
        }
    }

    /// A cell as this page draws it: a pointer front end shows no keyboard selection, so a moving
    /// selection changes no cell.
    private static func pointer(_ cell: ProductCellViewState) -> ProductCellViewState {
        var cell = cell
        cell.isSelected = false
        return cell
    }
}
