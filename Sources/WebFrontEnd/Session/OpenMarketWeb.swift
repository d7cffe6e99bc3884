import BrowserDriver
import Foundation
import HTMLUI
import Loop
import Market
import Presenters
import Screens
import ScreensLive
import WebCore

/// Open Market in browsers, for the browser driver: its screens' addresses (`AppRoute`), its pages
/// (`BrowserPage`, drawn by `WebPage`), what the page's reports mean (`ClientEventMapping`), the pictures a
/// session serves through its effect handler and the shared thumbnail cache, and the pictures a page
/// sends into the form. Every session shares the app's market.
public struct OpenMarketWeb: ScreenBrowserApp {
    public let app: OpenMarketApp

    public nonisolated init(_ app: OpenMarketApp) {
        self.app = app
    }

    public var screenPatterns: [String] { AppRoute.patterns }

    public var assets: [String: HTTPResponse] {
        var icon = HTTPResponse.data(Favicon.bytes, contentType: "image/x-icon")
        icon.headers.add("Cache-Control", "public, max-age=86400")
        return [
            WebPage.styleSheetPath: .text(StyleSheet.source, contentType: "text/css; charset=utf-8"),
            Favicon.path: icon,
        ]
    }

    /// Pictures are `GET /s/SESSION/KIND/KEY`, a kind for each of the screens' (`PictureKind.all`).
    public var resourceKinds: [String] { PictureKind.all.map(\.name) }

    public func makeSession(clock: ManualClock?) -> (
        loop: EventLoop<AppFeature>, services: AppEffectHandler
    ) {
        let handler = app.makeEffectHandler(clock: clock)
        return (EventLoop(AppFeature(), state: app.initialState(), handler: handler, clock: clock), handler)
    }

    public func opening(_ request: HTTPRequest) -> PageOpening<AppEvent> {
        guard let route = AppRoute(path: request.target) else {
            return .answer(.html(WebPage.missingProduct(app.configuration.language), status: 404))
        }
        // A screen the app does not offer (the search, where the market does not search): the list.
        guard app.configuration.offers(route.screenKind) else {
            return .answer(.redirect(to: AppRoute.list.path))
        }
        // The layout the person chose last (the page's `layout` cookie), drawn from the first byte.
        let layout = request.cookie("layout").flatMap(ProductLayout.init(rawValue:))
        return .screen((layout.map { [.list(.layoutSelected($0))] } ?? []) + Self.loading(route))
    }

    public func reopening(path: String) -> [AppEvent] {
        Self.loading(AppRoute(path: path) ?? .list)
    }

    /// The events that load `route` in a new session: the list first, as the app starts, then the
    /// route's screen above it.
    private static func loading(_ route: AppRoute) -> [AppEvent] {
        [.list(.viewportResized(ViewportSize(listRows: 6, gridColumns: 1, gridRows: 6))), .launched]
            + (route == .list ? [] : [.routeRequested(route)])
    }

    public func events(for report: ClientEvent, in state: AppState) -> [AppEvent] {
        ClientEventMapping.events(for: report, in: state)
    }

    /// Each picture is prepared (fitted, or refused) before the next is given: they keep their order.
    /// 204, or 422 when the form refused one (no PNG or JPEG, say; the form says why).
    public func upload(_ parts: [MultipartPart], to session: BrowserSession<Self>) async -> HTTPResponse {
        var refused = false
        for event in ClientEventMapping.events(forUploads: parts) {
            session.receive([event])
            await session.settle(patience: .seconds(30))
            // The form says which file it refused; with no form, nothing took the file.
            if session.loop.state.viewState.formScreen.map({ $0.images.refusedFile != nil }) ?? true {
                refused = true
            }
        }
        return .status(refused ? 422 : 204)
    }

    public func resource(_ kind: String, key: String, in session: BrowserSession<Self>) async -> HTTPResponse
    {
        guard let key = Int(key) else { return .status(404) }
        switch session.loop.state.picture(PictureKey(PictureKind(kind), key)) {
        case .chosen(let upload)?:
            return ImageResponse.make(upload.data)
        case .market(let url)?:
            do {
                return ImageResponse.make(try await session.services.image(at: url))
            } catch {
                return .status(502)
            }
        case nil:
            return .status(404)
        }
    }
}

/// Open Market served to browsers.
public typealias WebApp = BrowserHost<OpenMarketWeb>

extension BrowserHost where App == OpenMarketWeb {
    /// Serves `app`: every tab a session of its own, all sharing its market and thumbnail cache, on
    /// `clock` (nil: real time). What the market says changed is broadcast to every tab.
    public convenience init(_ app: OpenMarketApp, clock: ManualClock? = nil) {
        self.init(OpenMarketWeb(app), clock: clock)
        app.marketUpdates?.observe { [weak self] update in await self?.broadcast(.marketChanged(update)) }
    }
}
