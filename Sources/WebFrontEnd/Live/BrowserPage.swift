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

/// Open Market's pages, as `ScreenBrowserApp` draws them.
extension OpenMarketWeb {
    /// Cells this far before and after the visible range are kept up to date too.
    nonisolated static let liveMargin = 4

    public nonisolated func frame(of state: AppState, in context: SessionContext) -> BrowserPageFrame {
        BrowserPageFrame(
            view: state.viewState,
            list: state.scrollingList(state.configuration.strings, margin: Self.liveMargin))
    }

    /// The screen on top at its route, what is presented over it, and the products it lists.
    public nonisolated func draw(
        _ state: AppState, _ frame: BrowserPageFrame, values: Bool, in session: SessionContext
    ) -> DrawnScreen {
        let view = frame.view
        let context = PageContext(session: session, language: state.configuration.language)
        return DrawnScreen(
            title: WebPage.title(of: view), address: view.route.path, identity: view.route.screenIdentity,
            screen: WebPage.screen(view, values: values, context), overlay: OverlayView.overlay(view),
            windows: frame.list.map { [Self.window($0, of: state, context)] } ?? [])
    }

    public nonisolated func language(of state: AppState) -> String { state.configuration.language.rawValue }

    public nonisolated func offline(in state: AppState) -> String { state.configuration.strings.offline }

    public var styleSheet: String? { WebPage.styleSheetPath }

    /// 404 for a product the market does not have.
    public func status(of state: AppState) -> Int { WebPage.status(of: state.viewState) }

    /// The products listed on top, its live cells those of the frame, the others drawn as they come.
    private nonisolated static func window(
        _ list: ScrollingListViewState, of state: AppState, _ context: PageContext
    )
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
    private nonisolated static func pointer(_ cell: ProductCellViewState) -> ProductCellViewState {
        var cell = cell
        cell.isSelected = false
        return cell
    }
}
