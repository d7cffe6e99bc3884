import HTMLUI
import Loop
import WebCore

extension BrowserApp {
    /// No fixed answers.
    public var assets: [String: HTTPResponse] { [:] }

    /// No session resources.
    public var resourceKinds: [String] { [] }

    /// Files are not taken: 404.
    public func upload(_ parts: [MultipartPart], to session: BrowserSession<Self>) async -> HTTPResponse {
        .status(404)
    }

    /// No resource: 404.
    public func resource(_ kind: String, key: String, in session: BrowserSession<Self>) async -> HTTPResponse
    {
        .status(404)
    }
}

/// A `BrowserApp` whose pages are drawn whole from the state and diffed (`DiffedPage`): it draws a
/// state as a `DrawnPage`, and the pages, documents and redraws follow.
@MainActor
public protocol DiffedBrowserApp: BrowserApp where Page == DiffedPage<Feature.State> {
    /// The page `state` shows.
    func draw(_ state: Feature.State) -> DrawnPage

    /// The page's language (`<html lang>`); English unless given.
    var language: String { get }

    /// The address of the style sheet the pages link, one of `assets`; nil for none.
    var styleSheet: String? { get }
}

extension DiffedBrowserApp {
    public var language: String { "en" }

    public var styleSheet: String? { nil }

    public func page(of state: Feature.State, in context: SessionContext) -> (
        page: DiffedPage<Feature.State>, document: String, status: Int
    ) {
        let page = DiffedPage(state, draw: draw)
        return (page, page.drawn.document(in: context, language: language, styleSheet: styleSheet), 200)
    }

    public func redraw(_ state: Feature.State, in context: SessionContext) -> (
        page: DiffedPage<Feature.State>, patches: [HTMLPatch]
    ) {
        let page = DiffedPage(state, draw: draw)
        return (page, page.redraw)
    }
}
