import Foundation
import HTMLUI
import Loop
import WebCore

/// One browser tab: its own event loop on the app's feature, the page it shows, and the WebSocket that
/// carries the page's patches. Answers that arrive later (a page, a picture, a failure) become patches
/// without a click; patches made while no WebSocket is attached (before the first, or between a lost
/// one and the rejoin) wait for the next.
@MainActor
public final class BrowserSession<App: BrowserApp> {
    public let context: SessionContext
    /// The session's loop, which the page's reports go to.
    public let loop: EventLoop<App.Feature>
    /// What the app keeps besides the loop (its effect handler, say).
    public let services: App.Services
    private let app: App
    private(set) var page: App.Page?
    private var channel: WebSocketChannel?
    private var pending: [HTMLPatch] = []
    private var observation: ObserverToken?
    /// The last report's ref applied: one sent again after a lost connection is applied once.
    private var lastRef = 0
    /// The host's time, which the patience of pages and the age of a detached session are measured in.
    private let uptime: Uptime
    /// When the tab's WebSocket last went (nil while one is attached), for the host to end the sessions
    /// of closed tabs; a session starts detached, until its page's script joins.
    private(set) var detachedAt: Duration?
    /// What the host keeps with the session (`BrowserHost.sessionStarted`), until it ends.
    var kept: AnyObject?

    init(app: App, context: SessionContext, clock: ManualClock?, uptime: Uptime) {
        self.app = app
        self.context = context
        self.uptime = uptime
        (loop, services) = app.makeSession(clock: clock)
        detachedAt = uptime.now
    }

    public var id: String { context.id }

    /// Whether a tab's WebSocket is attached.
    var isLive: Bool { channel != nil }

    /// Sends `events` and answers the page once its screen has loaded (at most `patience` later), as
    /// the one-shot render waits for the first page; from then on, changes are sent as patches.
    func open(_ events: [App.Feature.Event], patience: Duration) async -> (document: String, status: Int) {
        for event in events { loop.send(event) }
        await settle(patience: patience)
        let (page, document, status) = app.page(of: loop.state, in: context)
        observe(page)
        return (document, status)
    }

    /// Opens the screen at `path` for a tab that shows another session's page (the server restarted):
    /// the patches that redraw it.
    func reopen(_ path: String, patience: Duration) async -> [HTMLPatch] {
        for event in app.reopening(path: path) { loop.send(event) }
        await settle(patience: patience)
        let (page, patches) = app.redraw(loop.state, in: context)
        observe(page)
        return patches
    }

    private func observe(_ page: App.Page) {
        self.page = page
        // The page as it is now: what it draws of a state may depend on what it has drawn (a list
        // that grows as it scrolls).
        observation = loop.observe({ [weak self] state in self?.page?.frame(of: state) }) {
            [weak self] frame in
            if let frame { self?.changed(frame) }
        }
    }

    /// Waits until no work is pending (or only waits for the manual clock), or `patience` passed on
    /// the host's clock.
    public func settle(patience: Duration) async {
        await loop.settle(patience: patience, on: uptime.clock)
    }

    /// Sends what the person did to the loop.
    public func receive(_ events: [App.Feature.Event]) {
        for event in events { loop.send(event) }
    }

    /// Applies report `ref` unless it was applied before (sent again after a lost connection).
    func receive(_ events: [App.Feature.Event], ref: Int) {
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
        kept = nil
        channel?.close(.goingAway, reason: "the session ended")
        channel = nil
    }

    private func changed(_ frame: App.Page.Frame) {
        guard var page else { return }
        let patches = page.update(to: loop.state, frame: frame)
        self.page = page
        guard !patches.isEmpty else { return }
        if let channel, channel.send(ServerMessage.patches(patches).json) { return }
        pending += patches
    }
}
