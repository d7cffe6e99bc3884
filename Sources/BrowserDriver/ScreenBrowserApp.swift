import HTMLUI
import Loop

/// A `BrowserApp` whose pages are a `ScreenPage` of its screens: it says what a page draws of a state
/// (its frame, the view state say, compared before anything is drawn) and how a frame is drawn, and the
/// pages, documents and redraws follow.
@MainActor
public protocol ScreenBrowserApp: BrowserApp where Page == ScreenPage<Feature.State, Frame> {
    /// What a page draws of a state.
    associatedtype Frame: Equatable

    /// What a page in a session at `context` draws of `state`.
    nonisolated func frame(of state: Feature.State, in context: SessionContext) -> Frame

    /// `state`, whose frame is `frame`, as a page in a session at `context` draws it: its fields'
    /// values only with `values` (a page drawn whole), never in a live update.
    nonisolated func draw(_ state: Feature.State, _ frame: Frame, values: Bool, in context: SessionContext)
        -> DrawnScreen

    /// The page's language in `state` (`<html lang>`); English unless given.
    nonisolated func language(of state: Feature.State) -> String

    /// What the page's connection status says in `state` while the connection is lost; English unless
    /// given.
    nonisolated func offline(in state: Feature.State) -> String

    /// The address of the style sheet the pages link, one of `assets`; nil for none.
    var styleSheet: String? { get }

    /// The HTTP status of a first page showing `state`: 200 unless given.
    func status(of state: Feature.State) -> Int
}

extension ScreenBrowserApp {
    public nonisolated func language(of state: Feature.State) -> String { "en" }

    public nonisolated func offline(in state: Feature.State) -> String { ConnectionStatus.offlineInEnglish }

    public var styleSheet: String? { nil }

    public func status(of state: Feature.State) -> Int { 200 }

    public func page(of state: Feature.State, in context: SessionContext) -> (
        page: Page, document: String, status: Int
    ) {
        let page = makePage(state, in: context)
        let document = page.document(
            state, in: context, language: language(of: state), styleSheet: styleSheet,
            offline: offline(in: state))
        return (page, document, status(of: state))
    }

    public func redraw(_ state: Feature.State, in context: SessionContext) -> (
        page: Page, patches: [HTMLPatch]
    ) {
        let page = makePage(state, in: context)
        return (page, page.redraw(state))
    }

    /// The page showing `state` in a session at `context`.
    public nonisolated func makePage(_ state: Feature.State, in context: SessionContext) -> Page {
        ScreenPage(
            state, frame: { frame(of: $0, in: context) },
            draw: { draw($0, $1, values: $2, in: context) })
    }
}
