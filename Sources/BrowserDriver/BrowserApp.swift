import HTMLUI
import Loop
import WebCore

/// An app the browser driver serves: each tab a session of its own, running the app's loop on the
/// server, its page drawn there and kept live over the tab's WebSocket (`BrowserHost`). The app
/// supplies what is its own (its loop, its screens' addresses, its pages as HTML, what the page's
/// reports mean); the driver supplies sessions, the live connection (join, rejoin, acknowledgements,
/// patches), loading-first pages, uploads, session resources and the routes, as `TextDriver` does for
/// a `TextApp` in the terminal.
///
/// What a key or a click means is the reducers' to decide: `events(for:in:)` only names the event a
/// report stands for.
@MainActor
public protocol BrowserApp: Sendable {
    /// The app's root reducer.
    associatedtype Feature: Reducer where Feature.Effect: LoopEffect, Feature.Event: Sendable
    /// What a session keeps besides its loop (its effect handler, say), for its resources and uploads.
    associatedtype Services
    /// What a tab shows, kept on the server: it makes the patches that bring the tab up to date.
    associatedtype Page: LivePage where Page.State == Feature.State

    /// The address patterns of the app's screens (`/`, `/products/:id`): each is answered as a page.
    var screenPatterns: [String] { get }

    /// Fixed answers (a style sheet, an icon) by path, written without running a handler.
    var assets: [String: HTTPResponse] { get }

    /// The kinds of resource a session serves at `/s/SESSION/KIND/KEY` (its pictures).
    var resourceKinds: [String] { get }

    /// A new session's loop, its effects waiting on `clock` (nil: real time), and its services.
    func makeSession(clock: ManualClock?) -> (loop: EventLoop<Feature>, services: Services)

    /// What a request for a screen's address opens: its events, or an answer of its own (a redirect,
    /// a page saying what is missing).
    func opening(_ request: HTTPRequest) -> PageOpening<Feature.Event>

    /// The events that open the screen at `path` in a new session, for a tab showing another session's
    /// page (the server restarted).
    func reopening(path: String) -> [Feature.Event]

    /// The page `state` shows in a session at `context`, its document, and the answer's status.
    func page(of state: Feature.State, in context: SessionContext) -> (
        page: Page, document: String, status: Int
    )

    /// The page `state` shows, drawn into a tab that shows another session's page: the patches.
    func redraw(_ state: Feature.State, in context: SessionContext) -> (page: Page, patches: [HTMLPatch])

    /// The events a page's report stands for in `state`; none for a report it does not know.
    func events(for report: ClientEvent, in state: Feature.State) -> [Feature.Event]

    /// Takes the files a page sent (one multipart request) into `session`; the answer.
    func upload(_ parts: [MultipartPart], to session: BrowserSession<Self>) async -> HTTPResponse

    /// The session's resource `kind` (one of `resourceKinds`) named `key`.
    func resource(_ kind: String, key: String, in session: BrowserSession<Self>) async -> HTTPResponse
}

/// What a request for a screen's address opens.
public enum PageOpening<Event> {
    /// A new session, sent these events, answered with its page once loaded (or its patience passed).
    case screen([Event])
    /// This answer, and no session.
    case answer(HTTPResponse)
}
