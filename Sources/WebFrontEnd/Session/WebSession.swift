import Foundation
import HTMLUI
import Loop
import Presenters
import Screens
import ScreensLive
import WebCore

/// One browser tab: its own event loop on the app's feature and effect handler, the page it shows,
/// and the WebSocket that carries the page's patches. Answers that arrive later (a page, a thumbnail,
/// a failure) become patches without a click; patches made while no WebSocket is attached (before the
/// first, or between a lost one and the rejoin) wait for the next.
@MainActor
final class WebSession {
    let id: String
    let token: String
    let loop: EventLoop<AppFeature>
    let handler: AppEffectHandler
    private(set) var page: BrowserPage?
    private var channel: WebSocketChannel?
    private var pending: [HTMLPatch] = []
    private var observation: Observation?
    /// The last report's ref applied: one sent again after a lost connection is applied once.
    private var lastRef = 0
    /// The app's time, which the patience of pages and the age of a detached session are measured in.
    private let uptime: Uptime
    /// When the tab's WebSocket last went (nil while one is attached), for the app to end the sessions
    /// of closed tabs; a session starts detached, until its page's script joins.
    private(set) var detachedAt: Duration?

    /// A session whose loop runs `state` through `handler`, waiting on `clock` (nil: real time), which
    /// `uptime` reads.
    init(
        id: String, token: String, state: AppState, handler: AppEffectHandler, clock: ManualClock?,
        uptime: Uptime
    ) {
        self.id = id
        self.token = token
        self.handler = handler
        self.uptime = uptime
        loop = EventLoop(AppFeature(), state: state, handler: handler, clock: clock)
        detachedAt = uptime.now
    }

    var context: PageContext {
        PageContext(sessionPath: "/s/\(id)", token: token, language: loop.state.configuration.language)
    }

    /// Whether a tab's WebSocket is attached.
    var isLive: Bool { channel != nil }

    /// Opens `route` in `layout` (when the person chose one) and answers the page once its screen has
    /// loaded (at most `patience` later), as the one-shot render waits for the first page; from then
    /// on, changes are sent as patches.
    func open(_ route: AppRoute, layout: ProductLayout?, patience: Duration) async -> (
        document: String, status: Int
    ) {
        if let layout { loop.send(.list(.layoutSelected(layout))) }
        await load(route, patience: patience)
        let view = loop.state.viewState
        let (page, document) = BrowserPage.make(loop.state, context)
        observe(page)
        return (document, WebPage.status(of: view))
    }

    /// Opens `route` for a tab that shows another session's page (the server restarted): the patches
    /// that redraw it.
    func reopen(_ route: AppRoute, patience: Duration) async -> [HTMLPatch] {
        await load(route, patience: patience)
        let (page, patches) = BrowserPage.redraw(loop.state, context)
        observe(page)
        return patches
    }

    /// Opens `route` and waits until no work is pending, or `patience` passed: a slow market answers
    /// later, as patches to the page already shown in its loading state.
    private func load(_ route: AppRoute, patience: Duration) async {
        loop.send(.list(.viewportResized(ViewportSize(listRows: 6, gridColumns: 1, gridRows: 6))))
        loop.send(.launched)
        if route != .list { loop.send(.routeRequested(route)) }
        await settle(patience: patience)
    }

    private func observe(_ page: BrowserPage) {
        self.page = page
        let strings = page.context.strings
        observation = loop.observe({ [weak self] state in
            self?.page?.frame(of: state) ?? BrowserPage.frame(of: state, strings, drawnCount: 0)
        }) { [weak self] frame in
            self?.changed(frame)
        }
    }

    /// Waits until no work is pending (or only waits for the manual clock), or `patience` passed on
    /// the app's clock.
    func settle(patience: Duration) async {
        try? await loop.settle(timeout: patience, on: uptime.clock)
    }

    /// Sends what the person did to the loop.
    func receive(_ events: [AppEvent]) {
        for event in events { loop.send(event) }
    }

    /// Applies report `ref` unless it was applied before (sent again after a lost connection).
    func receive(_ events: [AppEvent], ref: Int) {
        guard ref > lastRef else { return }
        lastRef = ref
        receive(events)
    }

    /// Makes `channel` the one the page's patches go to, sending `first` and then what waited. A tab
    /// attached before is told it was taken over (close 1008), so it starts a session of its own.
    func attach(_ channel: WebSocketChannel, first: [ServerMessage]) {
        if let previous = self.channel, previous !== channel {
            previous.close(.policyViolation, reason: "the session was taken over by another tab")
        }
        self.channel = channel
        detachedAt = nil
        for message in first { channel.send(message.json) }
        if !pending.isEmpty {
            channel.send(ServerMessage.patches(pending).json)
            pending = []
        }
    }

    /// The tab's WebSocket `channel` went.
    func detach(_ channel: WebSocketChannel) {
        guard self.channel === channel else { return }
        self.channel = nil
        detachedAt = uptime.now
    }

    /// Sends `message` to the tab, if one is attached.
    func send(_ message: ServerMessage) {
        channel?.send(message.json)
    }

    /// Ends the session: its WebSocket closes and its work stops being observed.
    func end() {
        observation?.cancel()
        observation = nil
        channel?.close(.goingAway, reason: "the session ended")
        channel = nil
    }

    private func changed(_ frame: BrowserPage.Frame) {
        guard var page else { return }
        let patches = page.update(to: loop.state, frame: frame)
        self.page = page
        guard !patches.isEmpty else { return }
        if let channel, channel.send(ServerMessage.patches(patches).json) { return }
        pending += patches
    }

}
