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
/// Routes: the screens (`/`, `/products/ID`, `/products/new`, `/products/ID/edit`), each answering
/// its page already loaded in a new session; the script and the style sheet; and per session
/// (`/s/SESSION/…`) the patch stream, the reports, the uploads, and its pictures, served through the
/// effect handler and the shared thumbnail cache. Nothing else, and nothing is read from files.
@MainActor
public final class WebApp {
    private let app: OpenMarketApp
    private let tokens = SessionTokens()
    private var sessions: [String: WebSession] = [:]
    /// Session ids, oldest first.
    private var order: [String] = []
    /// Sessions kept at most; beyond it, the oldest without an open stream goes first.
    public var maxSessions = 256
    /// How long a page waits for its screen to load before it is answered as it is.
    public var patience: Duration = .seconds(10)

    /// Serves `app`: every tab a session of its own, all sharing its market and thumbnail cache.
    public init(_ app: OpenMarketApp) {
        self.app = app
    }

    /// How many sessions are open.
    public var sessionCount: Int { sessions.count }

    /// The state of the session `id`, or nil: for tests and tools to see what a tab's requests did.
    public func state(ofSession id: String) -> AppState? {
        sessions[id]?.loop.state
    }

    /// The checks every request passes first: the server fills in its own address as the only host.
    public nonisolated var policy: RequestPolicy {
        RequestPolicy { [tokens] token, head in tokens.isValid(token, pathSegments: head.pathSegments) }
    }

    /// The routes, for a server.
    public nonisolated func router() -> Router {
        var router = Router()
        for (pattern, _) in WebRoute.screens {
            router.get(pattern) { request in await self.page(request) }
        }
        router.get(ClientScript.path) { _ in
            .text(ClientScript.source, contentType: "text/javascript; charset=utf-8")
        }
        router.get(WebPage.styleSheetPath) { _ in
            .text(StyleSheet.source, contentType: "text/css; charset=utf-8")
        }
        router.get("/s/:session/stream") { request in await self.stream(request) }
        router.post("/s/:session/events") { request in await self.report(request) }
        router.post(SessionResource.uploadPattern) { request in await self.upload(request) }
        for kind in SessionResource.allCases {
            router.get(kind.pattern) { request in await self.picture(kind, request) }
        }
        return router
    }

    // MARK: - Handlers

    private func page(_ request: HTTPRequest) async -> HTTPResponse {
        guard let route = WebRoute.route(segments: request.pathSegments) else { return .status(404) }
        let session = newSession()
        var response = HTTPResponse.html(await session.open(route, patience: patience))
        response.headers.add("Cache-Control", "no-store")
        response.headers.add(
            "Content-Security-Policy",
            "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
                + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
        response.headers.add("Referrer-Policy", "no-referrer")
        return response
    }

    private func stream(_ request: HTTPRequest) async -> HTTPResponse {
        guard let session = session(request) else { return .status(404) }
        let stream = EventStream()
        session.attach(stream)
        return .eventStream(stream)
    }

    private func report(_ request: HTTPRequest) async -> HTTPResponse {
        guard let session = session(request) else { return .status(404) }
        let event: ClientEvent
        do {
            event = try request.decodeJSON(ClientEvent.self)
        } catch {
            return error.response
        }
        session.receive(ClientEventMapping.events(for: event, in: session.loop.state))
        return .status(204)
    }

    private func upload(_ request: HTTPRequest) async -> HTTPResponse {
        guard let session = session(request) else { return .status(404) }
        do {
            session.receive(ClientEventMapping.events(forUploads: try request.multipartParts()))
        } catch {
            return error.response
        }
        return .status(204)
    }

    private func picture(_ kind: SessionResource, _ request: HTTPRequest) async -> HTTPResponse {
        guard let session = session(request), let key = request["key"].flatMap({ Int($0) }) else {
            return .status(404)
        }
        let state = session.loop.state
        let url: String?
        switch kind {
        case .thumbnails:
            url = state.list.products.index(ofID: key).flatMap { state.list.products[$0].thumbnailURL }
        case .images:
            url = state.detail?.detail?.images.first { $0.id == key }?.url
        case .formImages:
            guard let form = state.form else { return .status(404) }
            switch form.mode {
            case .register:
                guard form.input.images.indices.contains(key) else { return .status(404) }
                return ImageResponse.make(form.input.images[key].data)
            case .edit(let detail):
                url = detail.images.indices.contains(key) ? detail.images[key].thumbnailURL : nil
            }
        }
        guard let url else { return .status(404) }
        do {
            return ImageResponse.make(try await session.handler.image(at: url))
        } catch {
            return .status(502)
        }
    }

    // MARK: - Sessions

    private func session(_ request: HTTPRequest) -> WebSession? {
        request["session"].flatMap { sessions[$0] }
    }

    private func newSession() -> WebSession {
        dropAbandonedSessions()
        let session = WebSession(
            id: SessionTokens.random(), token: SessionTokens.random(), state: app.initialState(),
            handler: app.makeEffectHandler(clock: nil))
        sessions[session.id] = session
        order.append(session.id)
        tokens.insert(session.token, for: session.id)
        return session
    }

    /// Ends sessions whose stream closed a while ago, and the oldest ones beyond `maxSessions`.
    private func dropAbandonedSessions() {
        let now = ContinuousClock.now
        for id in order {
            guard let closed = sessions[id]?.streamClosedAt, now - closed > .seconds(60) else { continue }
            end(id)
        }
        while sessions.count >= maxSessions,
            let oldest = order.first(where: { sessions[$0]?.hasStream == false }) ?? order.first
        {
            end(oldest)
        }
    }

    private func end(_ id: String) {
        sessions.removeValue(forKey: id)?.end()
        order.removeAll { $0 == id }
        tokens.remove(id)
    }
}
