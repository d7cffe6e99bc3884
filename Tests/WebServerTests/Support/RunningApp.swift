import Foundation
import Loop
import Market
import MarketInMemory
import Presenters
import Screens
import ScreensLive
import WebCore
import WebFrontEnd
import WebServer

/// The web app on the embedded market, served on a free loopback port, for one test.
@MainActor
final class RunningApp {
    static let credentials = VendorCredentials(
        vendorID: Catalogue.demoVendorID, identifier: "demo", password: "1234")

    private(set) var app: WebApp
    /// The market every session of `app` shares: a test may make its next answers fail.
    private(set) var market: InMemoryMarket
    private(set) var server: HTTPServer
    let port: Int
    private let limits: HTTPLimits
    private let language: Language
    private let io: IOBackend

    private let latency: Duration
    private let searches: Bool
    /// The sessions' clock, which the test moves; nil: real time.
    let clock: ManualClock?

    /// The app on a market answering after `latency` that searches unless told not to, its time passing
    /// on `clock` (nil: in real time); with no latency, pages wait as long as their screen takes to
    /// load, else they wait the app's own patience. The server waits on `io`.
    init(
        limits: HTTPLimits = HTTPLimits(), language: Language = .english, latency: Duration = .zero,
        searches: Bool = true, clock: ManualClock? = nil, io: IOBackend = .platformDefault
    ) throws {
        self.limits = limits
        self.io = io
        self.language = language
        self.latency = latency
        self.searches = searches
        self.clock = clock
        (app, market) = Self.makeApp(language, latency: latency, searches: searches, clock: clock)
        server = Self.makeServer(app, limits: limits, clock: clock, io: io)
        port = try server.start(port: 0)
    }

    private static func makeApp(
        _ language: Language, latency: Duration, searches: Bool, clock: ManualClock?
    ) -> (WebApp, InMemoryMarket) {
        let market = InMemoryMarket(seed: 2022, accounts: [Self.credentials], latency: latency)
        let app = WebApp(
            .inMemory(
                market: market, credentials: Self.credentials,
                configuration: AppConfiguration(
                    language: language, userVendorID: Self.credentials.vendorID, searches: searches)),
            clock: clock)
        // The embedded market answers at once, but a busy machine may take longer than a page's
        // patience: these tests read pages already loaded.
        if latency == .zero { app.patience = .seconds(10) }
        return (app, market)
    }

    /// The server, its connections' timeouts on `clock`, or with none on a manual clock no one moves:
    /// a smoke test on a machine busy with the whole suite can wait seconds between two of its own
    /// lines, and a real-time head timeout (10 s) then closed its connection before it spoke. The
    /// tests of the timeouts move a clock of their own.
    private static func makeServer(
        _ app: WebApp, limits: HTTPLimits, clock: ManualClock?, io: IOBackend
    ) -> HTTPServer {
        HTTPServer(
            router: app.router(), policy: app.policy, limits: limits, clock: clock ?? ManualClock(), io: io)
    }

    /// Stops the server: every connection closes, as when its process ends.
    func stop() {
        server.stop()
    }

    /// Serves a new app (no sessions, a new market) on the same port, as a restarted process would.
    func restart() throws {
        (app, market) = Self.makeApp(language, latency: latency, searches: searches, clock: clock)
        server = Self.makeServer(app, limits: limits, clock: clock, io: io)
        try server.start(port: port)
    }

    deinit {
        server.stop()
    }

    var base: String { "http://127.0.0.1:\(port)" }

    /// This server's origin, as a browser sends it.
    var origin: String { base }

    /// A page a browser tab opens, with its session's id and token read from the page.
    struct Page {
        var status: Int
        var html: String
        var session: String
        var token: String
    }

    /// `GET path` on a connection of its own, as a new tab loads a page.
    func open(_ path: String) async throws -> Page {
        let client = try LoopbackClient(port: port)
        let response = try await client.exchange(
            "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
        let html = response.bodyText
        return Page(
            status: response.status, html: html, session: Self.meta("webui-session", in: html) ?? "",
            token: Self.meta("webui-token", in: html) ?? "")
    }

    /// A tab's WebSocket at the page's address for it, joined to `session` with `token` (by default the
    /// page's).
    func join(_ page: Page, token: String? = nil, path: String = "/") async throws -> LoopbackWebSocket {
        let socket = try await LoopbackWebSocket.connect(
            port: port, path: "/s/\(page.session)/live", origin: origin)
        socket.send(
            #"{"join":{"session":"\#(page.session)","token":"\#(token ?? page.token)","path":"\#(path)"}}"#)
        return socket
    }

    /// The content of the page's `<meta name="NAME">`.
    nonisolated static func meta(_ name: String, in html: String) -> String? {
        guard let start = html.range(of: "<meta name=\"\(name)\" content=\"") else { return nil }
        let rest = html[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
}
