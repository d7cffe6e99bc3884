import Foundation
import HTMLUI
import Loop
import Market
import Presenters
import Screens
import ScreensLive
import WebCore

/// The Open Market app for browsers: a session (an event loop of its own) per tab, the routes a
/// server serves, and the policy it admits requests by. Platform-neutral: any HTTP server that speaks
/// `WebCore` runs it.
///
/// Routes: the screens (`AppRoute.addresses`), each answering its page already loaded in a new session;
/// the script and the style sheet; the tabs' WebSocket (`livePath`), which joins a tab to its session
/// and carries its reports and patches (`LiveConnection`); and per session (`SessionResource`) the
/// uploads and its pictures, served through the effect handler and the shared thumbnail cache. Nothing
/// else, and nothing is read from files.
///
/// Sessions: the session of a tab whose WebSocket went is kept `abandonAfter`, for the tab to rejoin;
/// then it ends. A live tab's session is never ended to make room: when `maxSessions` are live, a new
/// page is answered 503.
///
/// Time: every wait (a page's patience, the market's latency, a search's debounce) and every age (of a
/// detached session) is measured on one clock, a test's `ManualClock` or real time.
@MainActor
public final class WebApp {
    private let app: OpenMarketApp
    /// The sessions' clock when it is a manual one (their loops settle on it); nil in real time.
    private let manualClock: ManualClock?
    private let uptime: Uptime
    private let tokens = SessionTokens()
    private var sessions: [String: WebSession] = [:]
    /// Session ids, oldest first.
    private var order: [String] = []
    /// Sessions kept at most; to make room, the oldest without a tab attached goes first.
    public var maxSessions = 20_000
    /// How long the session of a tab that went (or never joined) is kept for it to rejoin.
    public var abandonAfter: Duration = .seconds(60)
    /// When sessions were last checked for abandoned ones.
    private var lastSweep = Duration.zero
    /// The largest picture a tab may send (a phone's photograph), one a request; larger ones are
    /// refused by the page before sending, and by the server (413) should one come.
    public nonisolated static let maxPictureBytes = 20 * 1024 * 1024

    /// How long a page waits for its screen to load before it is answered as it is (its loading state,
    /// the content following as patches once the tab has joined): a page's first bytes never wait on
    /// a slow market.
    public var patience: Duration = .milliseconds(200)

    /// Serves `app`: every tab a session of its own, all sharing its market and thumbnail cache, on
    /// `clock` (nil: real time).
    public init(_ app: OpenMarketApp, clock: ManualClock? = nil) {
        self.app = app
        manualClock = clock
        uptime = Uptime(clock ?? ContinuousClock())
    }

    /// The tabs' messages being handled, for `settle()`.
    let activity = LiveActivity()

    /// Returns once every tab's messages have been handled and every session's work is done or only
    /// waits for the manual clock: for an in-process harness on a `ManualClock`, after it sent
    /// something or moved time. (In real time, it waits as long as the work takes.)
    package func settle() async {
        repeat {
            await activity.idle()
            for session in sessions.values { try? await session.loop.settle(timeout: nil) }
        } while activity.isBusy
    }

    /// Whether a tab's messages are being handled.
    package var isBusy: Bool { activity.isBusy }

    /// How many sessions are open.
    public var sessionCount: Int { sessions.count }

    /// How many sessions have a tab's WebSocket attached.
    public var liveSessionCount: Int { sessions.values.count { $0.isLive } }

    /// The state of the session `id`, or nil: for tests and tools to see what a tab's requests did.
    public func state(ofSession id: String) -> AppState? {
        sessions[id]?.loop.state
    }

    /// The checks every request passes first: the server fills in its own address as the only host.
    public nonisolated var policy: RequestPolicy {
        RequestPolicy { [tokens] token, head in tokens.isValid(token, pathSegments: head.pathSegments) }
    }

    /// The tabs' WebSocket's address.
    public nonisolated static let livePath = "/live"

    /// The routes, for a server.
    public nonisolated func router() -> Router {
        var router = Router()
        for (pattern, _) in AppRoute.addresses {
            router.get(pattern) { request in await self.page(request) }
        }
        router.get(
            ClientScript.path,
            constant: .text(ClientScript.source, contentType: "text/javascript; charset=utf-8"))
        router.get(
            WebPage.styleSheetPath, constant: .text(StyleSheet.source, contentType: "text/css; charset=utf-8")
        )
        var icon = HTTPResponse.data(Favicon.bytes, contentType: "image/x-icon")
        icon.headers.add("Cache-Control", "public, max-age=86400")
        router.get(Favicon.path, constant: icon)
        router.get(Self.livePath) { _ in await self.live() }
        router.post(SessionResource.uploadPattern) { request in await self.upload(request) }
        for kind in SessionResource.allCases {
            router.get(kind.pattern) { request in await self.picture(kind, request) }
        }
        return router
    }

    // MARK: - Handlers

    private func page(_ request: HTTPRequest) async -> HTTPResponse {
        guard let route = AppRoute(path: request.target) else {
            return Self.secured(.html(WebPage.missingProduct(app.configuration.language), status: 404))
        }
        // A screen the app does not offer (the search, where the market does not search): the list.
        if !app.configuration.offers(route.screenKind) {
            return .redirect(to: AppRoute.list.path)
        }
        guard let session = newSession() else { return .status(503) }
        // The layout the person chose last (the page's `layout` cookie), drawn from the first byte.
        let layout = request.cookie("layout").flatMap(ProductLayout.init(rawValue:))
        let (document, status) = await session.open(route, layout: layout, patience: patience)
        return Self.secured(.html(document, status: status))
    }

    /// A page's answer with the headers every page carries: not cached, and only this server's
    /// script, style sheet and pictures.
    private static func secured(_ page: HTTPResponse) -> HTTPResponse {
        var response = page
        response.headers.add("Cache-Control", "no-store")
        response.headers.add(
            "Content-Security-Policy",
            "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
                + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
        response.headers.add("Referrer-Policy", "no-referrer")
        return response
    }

    private func live() async -> HTTPResponse {
        .webSocket(LiveConnection(app: self).makeChannel())
    }

    private func upload(_ request: HTTPRequest) async -> HTTPResponse {
        guard let session = session(request) else { return .status(404) }
        let parts: [MultipartPart]
        do {
            parts = try request.multipartParts()
        } catch {
            return error.response
        }
        if parts.contains(where: { $0.data.count > Self.maxPictureBytes }) { return .status(413) }
        // Each picture is prepared (fitted, or refused) before the next is given: they keep their order.
        var refused = false
        for event in ClientEventMapping.events(forUploads: parts) {
            session.receive([event])
            await session.settle(patience: .seconds(30))
            // The form says which file it refused; with no form, nothing took the file.
            if session.loop.state.viewState.formScreen.map({ $0.images.refusedFile != nil }) ?? true {
                refused = true
            }
        }
        // A picture the form refused (no PNG or JPEG, say) is 422; the form says why.
        return .status(refused ? 422 : 204)
    }

    private func picture(_ kind: SessionResource, _ request: HTTPRequest) async -> HTTPResponse {
        guard let session = session(request), let key = request["key"].flatMap({ Int($0) }) else {
            return .status(404)
        }
        let picture: PictureKey =
            switch kind {
            case .thumbnails: .thumbnail(productID: key)
            case .images: .detailImage(imageID: key)
            case .formImages: .formImage(index: key)
            }
        switch session.loop.state.picture(picture) {
        case .chosen(let upload)?:
            return ImageResponse.make(upload.data)
        case .market(let url)?:
            do {
                return ImageResponse.make(try await session.handler.image(at: url))
            } catch {
                return .status(502)
            }
        case nil:
            return .status(404)
        }
    }

    // MARK: - Sessions

    private func session(_ request: HTTPRequest) -> WebSession? {
        request["session"].flatMap { sessions[$0] }
    }

    /// What a join found for a session id and token.
    enum Join {
        case found(WebSession)
        /// The session exists and the token is not its own.
        case refused
        case unknown
    }

    func join(_ id: String, token: String) -> Join {
        guard let session = sessions[id] else { return .unknown }
        return tokens.isValid(token, session: id) ? .found(session) : .refused
    }

    /// A new session opened at `path` (the list for an address that is no screen's) and the patches
    /// that draw it into a page; nil when `maxSessions` tabs are live.
    func reopen(_ path: String) async -> (WebSession, [HTMLPatch])? {
        guard let session = newSession() else { return nil }
        let patches = await session.reopen(AppRoute(path: path) ?? .list, patience: patience)
        return (session, patches)
    }

    private func newSession() -> WebSession? {
        dropAbandonedSessions()
        guard sessions.count < maxSessions else { return nil }
        let session = WebSession(
            id: SessionTokens.random(), token: SessionTokens.random(), state: app.initialState(),
            handler: app.makeEffectHandler(clock: manualClock), clock: manualClock, uptime: uptime)
        sessions[session.id] = session
        order.append(session.id)
        tokens.insert(session.token, for: session.id)
        return session
    }

    /// Ends the sessions detached longer than `abandonAfter` (checked at most once a second), and
    /// when `maxSessions` are open, the oldest detached one.
    private func dropAbandonedSessions() {
        let now = uptime.now
        if now - lastSweep >= .seconds(1) {
            lastSweep = now
            let abandoned = Set(
                order.filter { id in
                    guard let detached = sessions[id]?.detachedAt else { return false }
                    return now - detached > abandonAfter
                })
            if !abandoned.isEmpty { end(abandoned) }
        }
        if sessions.count >= maxSessions, let oldest = order.first(where: { sessions[$0]?.isLive == false }) {
            end([oldest])
        }
    }

    private func end(_ ids: Set<String>) {
        for id in ids {
            sessions.removeValue(forKey: id)?.end()
            tokens.remove(id)
        }
        order.removeAll { ids.contains($0) }
    }
}
