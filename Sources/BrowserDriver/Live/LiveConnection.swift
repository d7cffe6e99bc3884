import Foundation
import HTMLUI
import WebCore

/// One tab's WebSocket, from the host's side: its messages handed to the main actor in the order they
/// came (a join that waits for a new session's screen holds the reports behind it), the join that
/// attaches it to its session, and the reports applied and acknowledged.
///
/// A join that attaches tells the channel (`joined()`), which the server otherwise closes after
/// `HTTPLimits.joinTimeout`. A join naming a session that exists with another token is refused (close
/// 1008) and attaches to nothing; one naming a session that does not exist (the server restarted, or the session ended)
/// opens a new session at the page's address and redraws the page from it.
@MainActor
final class LiveConnection<App: BrowserApp> {
    private weak var host: BrowserHost<App>?
    private let inbox = Inbox()
    private var channel: WebSocketChannel?
    private var session: BrowserSession<App>?

    init(host: BrowserHost<App>) {
        self.host = host
    }

    /// The channel for the server: its messages and its end come here.
    func makeChannel() -> WebSocketChannel {
        let activity = host?.activity
        let channel = WebSocketChannel(
            onText: { [inbox, self] text in
                if inbox.push(.text(text)) { self.startDraining(activity) }
            },
            onClose: { [inbox, self] in
                if inbox.push(.closed) { self.startDraining(activity) }
            })
        self.channel = channel
        return channel
    }

    /// Handles what waits on the main actor, counted in `activity` until it is done.
    private nonisolated func startDraining(_ activity: LiveActivity?) {
        activity?.begin()
        Task { @MainActor in
            await self.drain()
            activity?.end()
        }
    }

    private func drain() async {
        while let item = inbox.next() {
            switch item {
            case .text(let text): await handle(text)
            case .closed: closed()
            }
        }
    }

    private func handle(_ text: String) async {
        guard let host, let channel, let message = ClientMessage.decode(text) else { return }
        switch message {
        case .join(let id, let token, let path):
            guard session == nil else { return }
            switch host.join(id, token: token) {
            case .refused:
                channel.close(.policyViolation, reason: "the session's token was refused")
            case .found(let session):
                self.session = session
                channel.joined()
                session.attach(channel, first: [Self.joined(session, fresh: false)])
            case .unknown:
                guard let (session, patches) = await host.reopen(path, for: id) else {
                    channel.close(
                        WebSocketCloseCode(1013), reason: "the server holds as many sessions as it can")
                    return
                }
                self.session = session
                channel.joined()
                session.attach(channel, first: [Self.joined(session, fresh: true), .patches(patches)])
            }
        case .event(let ref, let event):
            guard let session else { return }
            session.receive(host.app.events(for: event, in: session.loop.state), ref: ref)
            session.send(.ack(ref))
        }
    }

    private func closed() {
        if let channel { session?.detach(channel) }
        channel = nil
        session = nil
    }

    private static func joined(_ session: BrowserSession<App>, fresh: Bool) -> ServerMessage {
        .joined(
            session: session.id, token: session.context.token, live: session.context.liveURL,
            upload: session.context.uploadURL, fresh: fresh)
    }
}

/// What came from a channel and waits for the main actor, in order.
///
/// `@unchecked Sendable`: `items` and `isDraining` are guarded by `lock`.
private final class Inbox: @unchecked Sendable {
    enum Item {
        case text(String)
        case closed
    }

    private let lock = NSLock()
    private var items: [Item] = []
    private var isDraining = false

    /// Queues `item`; true when no drain is under way, so the caller starts one.
    func push(_ item: Item) -> Bool {
        lock.withLock {
            items.append(item)
            guard !isDraining else { return false }
            isDraining = true
            return true
        }
    }

    /// The next item, or nil (and the drain over) when none waits.
    func next() -> Item? {
        lock.withLock {
            guard !items.isEmpty else {
                isDraining = false
                return nil
            }
            return items.removeFirst()
        }
    }
}
