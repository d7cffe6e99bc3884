import Foundation
import HTMLUI
import Loop
import WebCore

/// Serves a `BrowserApp` to browsers: a session (an event loop of its own) per tab, the routes a
/// server serves, and the policy it admits requests by. Platform-neutral: any HTTP server that speaks
/// `WebCore` runs it (`WebServer`'s, or `WebTesting`'s in memory).
///
/// Routes: the app's screens (`screenPatterns`), each answering its page already loaded in a new
/// session; the client script and the app's assets; the tabs' WebSocket (`BrowserRoutes.live`), which joins a
/// tab to its session and carries its reports and patches (`LiveConnection`); and per session its
/// uploads and its resources. Nothing else, and nothing is read from files.
///
/// Sessions: the session of a tab whose WebSocket went is kept `abandonAfter`, for the tab to rejoin;
/// then it ends. A live tab's session is never ended to make room: when `maxSessions` are live, a new
/// page is answered 503.
///
/// Several processes: behind a proxy, each host is given a `processName`, which starts its sessions'
/// ids, so the proxy routes a tab's requests to the process holding its session. A tab whose session
/// this host does not hold (its process restarted or is gone) is given a new session here, at the
/// page's address, and its page keeps what was typed (the client script sends it again).
///
/// Time: every wait (a page's patience, the app's own) and every age (of a detached session) is
/// measured on one clock, a test's `ManualClock` or real time.
@MainActor
public final class BrowserHost<App: BrowserApp> {
    public let app: App
    /// The sessions' clock when it is a manual one (their loops settle on it); nil in real time.
    let manualClock: ManualClock?
    private let uptime: Uptime
    private let tokens = SessionTokens()
    private var sessions: [String: BrowserSession<App>] = [:]
    /// Session ids, oldest first.
    private var order: [String] = []
    /// Sessions kept at most; to make room, the oldest without a tab attached goes first.
    public var maxSessions = 20_000
    /// How long the session of a tab that went (or never joined) is kept for it to rejoin.
    public var abandonAfter: Duration = .seconds(60)
    /// When sessions were last checked for abandoned ones.
    private var lastSweep = Duration.zero
    /// The largest file a page may send (a phone's photograph), one a request; larger ones are refused
    /// by the page before sending, and by the host (413) should one come.
    public nonisolated static var maxUploadBytes: Int { 20 * 1024 * 1024 }

    /// The name this process's sessions' ids start with, when it is one of several behind a proxy.
    public var processName: ProcessName?

    /// Told, in a line, each time a tab whose session is not held here joins a new one: which session
    /// it had, which it has now, at what address. Session ids are shortened; tokens are never told.
    public var log: ((String) -> Void)?

    /// How long a page waits for its screen to load before it is answered as it is (its loading state,
    /// the content following as patches once the tab has joined): a page's first bytes never wait on
    /// a slow market.
    public var patience: Duration = .milliseconds(200)

    /// Called with each new session before its first event; what it returns (a recorder, say) is
    /// kept as long as the session (`recordSessions(in:as:report:)` sets it).
    public var sessionStarted: ((BrowserSession<App>) -> AnyObject?)?

    /// The tabs' messages being handled, for `settle()`.
    let activity = LiveActivity()
    /// How many events were broadcast, for `settle()`: one may reach a session already settled.
    private var broadcasts = 0

    /// Serves `app`: every tab a session of its own, on `clock` (nil: real time).
    public init(_ app: App, clock: ManualClock? = nil) {
        self.app = app
        manualClock = clock
        uptime = Uptime(clock ?? ContinuousClock())
    }

    /// Returns once every tab's messages have been handled and every session's work is done or only
    /// waits for the manual clock: for an in-process harness on a `ManualClock`, after it sent
    /// something or moved time. (In real time, it waits as long as the work takes.)
    ///
    /// With a `stallLimit`, a session whose loop does not move for that long (no event reduced, no
    /// effect started or finished) ends the wait: its `LoopStall` is returned, naming the effects
    /// still running. Nil when everything settled.
    @discardableResult
    package func settle(stallLimit: Duration? = nil) async -> LoopStall? {
        var heard: Int
        repeat {
            heard = broadcasts
            await activity.idle()
            for session in sessions.values {
                do {
                    try await session.loop.settle(stallLimit: stallLimit)
                } catch {
                    if case .noProgress = error.reason { return error }
                }
            }
        } while activity.isBusy || broadcasts != heard
        return nil
    }

    /// Sends `event` to every session's loop, as Phoenix's PubSub broadcasts to every LiveView: news
    /// from outside any one tab (the market changed), which each session's reducers take in or ignore,
    /// and its tab is patched.
    public func broadcast(_ event: App.Feature.Event) {
        broadcasts += 1
        for id in order { sessions[id]?.receive([event]) }
    }

    /// Whether a tab's messages are being handled.
    package var isBusy: Bool { activity.isBusy }

    /// How many sessions are open.
    public var sessionCount: Int { sessions.count }

    /// How many sessions have a tab's WebSocket attached.
    public var liveSessionCount: Int { sessions.values.count { $0.isLive } }

    /// The state of the session `id`, or nil: for tests and tools to see what a tab's requests did.
    public func state(ofSession id: String) -> App.Feature.State? {
        sessions[id]?.loop.state
    }

    /// The checks every request passes first: the server fills in its own address as the only host.
    public nonisolated var policy: RequestPolicy {
        RequestPolicy { [tokens] token, head in tokens.isValid(token, pathSegments: head.pathSegments) }
    }

    /// The routes, for a server.
    public func router() -> Router {
        var router = Router()
        for pattern in app.screenPatterns {
            router.get(pattern) { request in await self.page(request) }
        }
        router.get(
            ClientScript.path,
            constant: .text(ClientScript.source, contentType: "text/javascript; charset=utf-8"))
        for (path, asset) in app.assets { router.get(path, constant: asset) }
        router.get(BrowserRoutes.live) { _ in await self.live() }
        router.get(BrowserRoutes.sessionLive) { _ in await self.live() }
        router.post(BrowserRoutes.upload) { request in await self.upload(request) }
        for kind in app.resourceKinds {
            router.get(BrowserRoutes.resource(kind)) { request in await self.resource(kind, request) }
        }
        return router
    }

    // MARK: - Handlers

    private func page(_ request: HTTPRequest) async -> HTTPResponse {
        switch app.opening(request) {
        case .answer(let response):
            return Self.secured(response)
        case .screen(let events):
            guard let session = newSession() else { return .status(503) }
            let (document, status) = await session.open(events, patience: patience)
            return Self.secured(.html(document, status: status))
        }
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
        .webSocket(LiveConnection(host: self).makeChannel())
    }

    private func upload(_ request: HTTPRequest) async -> HTTPResponse {
        guard let session = session(request) else { return .status(404) }
        let parts: [MultipartPart]
        do {
            parts = try request.multipartParts()
        } catch {
            return error.response
        }
        if parts.contains(where: { $0.data.count > Self.maxUploadBytes }) { return .status(413) }
        return await app.upload(parts, to: session)
    }

    private func resource(_ kind: String, _ request: HTTPRequest) async -> HTTPResponse {
        guard let session = session(request), let key = request["key"] else { return .status(404) }
        return await app.resource(kind, key: key, in: session)
    }

    // MARK: - Sessions

    private func session(_ request: HTTPRequest) -> BrowserSession<App>? {
        request["session"].flatMap { sessions[$0] }
    }

    /// What a join found for a session id and token.
    enum Join {
        case found(BrowserSession<App>)
        /// The session exists and the token is not its own.
        case refused
        case unknown
    }

    func join(_ id: String, token: String) -> Join {
        guard let session = sessions[id] else { return .unknown }
        return tokens.isValid(token, session: id) ? .found(session) : .refused
    }

    /// A new session opened at `path` for a tab whose session `previous` is not held here, and the
    /// patches that draw it into a page; nil when `maxSessions` tabs are live.
    func reopen(_ path: String, for previous: String) async -> (BrowserSession<App>, [HTMLPatch])? {
        guard let session = newSession() else { return nil }
        log?(
            "a tab of session \(Self.shortened(previous)), not held here, joined a new session \(Self.shortened(session.id)) at \(path)"
        )
        let patches = await session.reopen(path, patience: patience)
        return (session, patches)
    }

    /// A session id as logs show it: its process's name and 8 of its 32 random digits, enough to tell
    /// processes and sessions apart, not enough to address one.
    private static func shortened(_ id: String) -> String {
        id.isEmpty ? "(none)" : id.count > 24 ? "\(id.dropLast(24))…" : "…"
    }

    private func newSession() -> BrowserSession<App>? {
        dropAbandonedSessions()
        guard sessions.count < maxSessions else { return nil }
        let session = BrowserSession(
            app: app,
            context: SessionContext(
                id: processName.map { $0.sessionID(SessionTokens.random()) } ?? SessionTokens.random(),
                token: SessionTokens.random()),
            clock: manualClock, uptime: uptime)
        sessions[session.id] = session
        order.append(session.id)
        session.kept = sessionStarted?(session)
        tokens.insert(session.context.token, for: session.id)
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
