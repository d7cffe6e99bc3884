import Foundation
import PubSub

/// Carries the changes this process's sessions make to every other process through a `PubSub`, and
/// theirs to this process's `MarketUpdates`, as Phoenix.PubSub carries a LiveView's broadcasts
/// between nodes: so a change made on any process reaches every tab showing it, on every process.
///
/// A change is told here first (at once, whatever the pub/sub's state), then published with this
/// process's `origin`, so that its own echo is ignored. What other processes published is told in the
/// order it came, through a queue of at most `maxQueued` changes; past it they are dropped, as a
/// message missed in an outage is, and `.missed` is told once the queue is empty again. When the
/// pub/sub resumes after an outage, `.missed` is told too: every screen re-reads what it shows, so
/// nothing published meanwhile stays unseen.
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
        let backlog = Backlog()
        Task {
            for await update in stream {
                await updates.publish(update)
                if backlog.told() { await updates.publish(.missed) }
            }
        }
        pubsub.subscribe { delivery in
            switch delivery {
            case .message(let bytes):
                guard let envelope = try? JSONDecoder().decode(Envelope.self, from: Data(bytes)),
                    envelope.origin != origin
                else { return }
                backlog.queue { inbox.yield(envelope.update) }
            case .resumed:
                backlog.queue { inbox.yield(.missed) }
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

    /// How many changes wait in the queue, and whether some were dropped since it was last empty.
    ///
    /// `@unchecked Sendable`: its counts are only read and written under `lock`.
    private final class Backlog: @unchecked Sendable {
        private let lock = NSLock()
        private var waiting = 0
        private var dropped = false

        /// Queues a change (`yield`), counted before the change can be told.
        func queue(_ yield: () -> AsyncStream<MarketUpdate>.Continuation.YieldResult) {
            lock.withLock {
                switch yield() {
                case .enqueued: waiting += 1
                case .dropped: dropped = true
                default: break
                }
            }
        }

        /// One change was told; true when that emptied a queue that had dropped some (`.missed` is due).
        func told() -> Bool {
            lock.withLock {
                waiting -= 1
                guard waiting == 0, dropped else { return false }
                dropped = false
                return true
            }
        }
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
