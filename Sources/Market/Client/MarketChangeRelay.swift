import Foundation
import PubSub

/// Carries the changes this process's sessions make to every other process through a `PubSub`, and
/// theirs to this process's `MarketUpdates`, as Phoenix.PubSub carries a LiveView's broadcasts
/// between nodes: so a change made on any process reaches every tab showing it, on every process.
///
/// A change is told here first (at once, whatever the pub/sub's state), then published with this
/// process's `origin`, so that its own echo is ignored. What other processes published is told in the
/// order it came, through a queue of at most `maxQueued` changes (past it they are dropped, as a
/// message missed in an outage is). When the pub/sub resumes after an outage, `.missed` is told:
/// every screen re-reads what it shows, so nothing published meanwhile stays unseen.
public final class MarketChangeRelay: Sendable {
    /// The changes waiting to be told, at most.
    public static let maxQueued = 1024

    public let updates: MarketUpdates
    /// This process's name on the channel.
    public let origin: String
    private let pubsub: any PubSub
    private let inbox: AsyncStream<MarketUpdate>.Continuation

    /// A relay between `updates` and `pubsub`, named `origin` on the channel.
    public init(updates: MarketUpdates, pubsub: any PubSub, origin: String = UUID().uuidString) {
        self.updates = updates
        self.origin = origin
        self.pubsub = pubsub
        let (stream, inbox) = AsyncStream.makeStream(
            of: MarketUpdate.self, bufferingPolicy: .bufferingOldest(Self.maxQueued))
        self.inbox = inbox
        Task {
            for await update in stream { await updates.publish(update) }
        }
        pubsub.subscribe { delivery in
            switch delivery {
            case .message(let bytes):
                guard let envelope = try? JSONDecoder().decode(Envelope.self, from: Data(bytes)),
                    envelope.origin != origin
                else { return }
                inbox.yield(envelope.update)
            case .resumed:
                inbox.yield(.missed)
            }
        }
    }

    deinit { inbox.finish() }

    /// Tells this process's sessions of `update`, then every other process.
    public func announce(_ update: MarketUpdate) async {
        await updates.publish(update)
        guard let bytes = try? JSONEncoder().encode(Envelope(origin: origin, update: update)) else { return }
        pubsub.publish(Array(bytes))
    }

    /// A change as it crosses the channel: who made it, and what it was.
    struct Envelope: Codable {
        let origin: String
        let update: MarketUpdate
    }
}

extension MarketClient {
    /// This client, announcing each change it makes through `relay` (to every session of every
    /// process).
    public func announcing(through relay: MarketChangeRelay) -> AnnouncingMarketClient<Self> {
        AnnouncingMarketClient(self) { await relay.announce($0) }
    }
}
