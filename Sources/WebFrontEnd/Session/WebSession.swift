import Foundation
import HTMLUI
import Loop
import Presenters
import Screens
import ScreensLive
import WebCore

/// One browser tab: its own event loop on the app's feature and effect handler, the page it shows,
/// and the stream that carries the page's patches. Answers that arrive later (a page, a thumbnail, a
/// failure) become patches on the stream without a click; patches made before the stream connects wait
/// for it.
@MainActor
final class WebSession {
    let id: String
    let token: String
    let loop: EventLoop<AppFeature>
    let handler: AppEffectHandler
    private(set) var page: BrowserPage?
    private var stream: EventStream?
    private var pending: [HTMLPatch] = []
    private var observation: Observation?
    /// When the stream last closed (nil while one is open), for the app to drop abandoned sessions.
    private(set) var streamClosedAt: ContinuousClock.Instant? = .now

    init(id: String, token: String, state: AppState, handler: AppEffectHandler) {
        self.id = id
        self.token = token
        self.handler = handler
        loop = EventLoop(AppFeature(), state: state, handler: handler)
    }

    var context: PageContext {
        PageContext(sessionPath: "/s/\(id)", token: token, language: loop.state.configuration.language)
    }

    var hasStream: Bool { stream != nil }

    /// Opens `route` and answers the page once its screen has loaded (at most `patience` later), as the
    /// one-shot render waits for the first page; from then on, changes are sent as patches.
    func open(_ route: AppRoute, patience: Duration) async -> String {
        loop.send(.list(.viewportResized(ViewportSize(listRows: 6, gridColumns: 1, gridRows: 6))))
        loop.send(.launched)
        if route != .list { loop.send(.routeRequested(route)) }
        await settle(patience: patience)
        if route != .list, loop.state.detail?.editsWhenLoaded == true || loop.state.detail?.isLoading == true
        {
            await settle(patience: patience)
        }
        let (page, document) = BrowserPage.make(loop.state, context)
        self.page = page
        observation = loop.observe({ WatchedFrame($0, page.context.strings) }) { [weak self] frame in
            self?.changed(frame.view)
        }
        return document
    }

    /// Sends what the person did to the loop.
    func receive(_ events: [AppEvent]) {
        for event in events { loop.send(event) }
    }

    /// Makes `stream` the one the page's patches go to; a previous one is closed.
    func attach(_ stream: EventStream) {
        self.stream?.close()
        self.stream = stream
        streamClosedAt = nil
        if !pending.isEmpty {
            stream.send(ServerSentEvent(event: "patch", data: HTMLPatch.json(pending)))
            pending = []
        }
        stream.onClose { [weak self, weak stream] in
            Task { @MainActor in
                guard let self, self.stream === stream else { return }
                self.stream = nil
                self.streamClosedAt = .now
            }
        }
    }

    /// Ends the session: its stream closes and its work stops being observed.
    func end() {
        observation?.cancel()
        observation = nil
        stream?.close()
        stream = nil
    }

    private func changed(_ view: AppViewState) {
        guard var page else { return }
        let patches = page.update(to: loop.state, view: view)
        self.page = page
        guard !patches.isEmpty else { return }
        if let stream, stream.send(ServerSentEvent(event: "patch", data: HTMLPatch.json(patches))) { return }
        pending += patches
    }

    /// Waits until no work is pending, or `patience` passed: a slow market answers later, as a patch.
    private func settle(patience: Duration) async {
        try? await loop.settle(timeout: patience)
    }
}

/// What a page shows of the state: the view state, and the list's cells near the viewport (which the
/// page keeps live although the view state holds only those in view) and how many are loaded.
struct WatchedFrame: Equatable {
    var view: AppViewState
    var live: [ProductCellViewState]
    var count: Int
    var generation: Int
    var removed: Int
    var phase: Pagination.Phase

    init(_ state: AppState, _ strings: Strings) {
        view = state.viewState
        let visible = state.list.visibleRange
        live =
            state.route == .list
            ? state.list.cells(
                in: max(
                    0, visible.lowerBound - BrowserPage.liveMargin)..<(visible.upperBound
                    + BrowserPage.liveMargin),
                strings) : []
        count = state.list.products.count
        generation = state.list.pagination.generation
        removed = state.list.deletedIDs.count
        phase = state.list.pagination.phase
    }
}
