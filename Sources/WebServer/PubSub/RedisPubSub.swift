import Foundation
import PubSub

/// `PubSub` through Redis: one connection publishes, another subscribes to `channel`, each on a
/// thread of its own and made again with backoff whenever it fails (`RedisLink`). What `openmarket web
/// --pubsub redis://HOST:PORT` runs, so that a change made on any process reaches every process.
///
/// Delivery is Redis's, at most once: a subscriber that reconnects hears `.resumed`, and a publisher
/// holds what it could not send (up to `RedisLink.maxQueued` messages) until Redis takes it.
public final class RedisPubSub: PubSub, Sendable {
    /// The channel every process publishes its changes on.
    public static let channel = "openmarket:changes"

    public let address: RedisAddress
    private let publisher: RedisLink
    private let subscriber: RedisLink
    private let handlers = Handlers()

    /// Connects to Redis at `address` (and keeps connecting); what goes wrong goes to `log`.
    public init(
        address: RedisAddress, limits: RedisConnection.Limits = .init(), backoff: Backoff = Backoff(),
        log: @escaping @Sendable (String) -> Void
    ) throws(ServerError) {
        self.address = address
        let handlers = handlers
        publisher = try RedisLink(
            address: address, role: .publisher, limits: limits, backoff: backoff, log: log, hear: { _ in })
        subscriber = try RedisLink(
            address: address, role: .subscriber(channel: Self.channel), limits: limits, backoff: backoff,
            log: log
        ) { heard in
            switch heard {
            case .message(let message): handlers.deliver(.message(message))
            case .resumed: handlers.deliver(.resumed)
            }
        }
    }

    public func publish(_ message: [UInt8]) {
        publisher.publish(message)
    }

    public func subscribe(_ handler: @escaping @Sendable (PubSubDelivery) -> Void) {
        handlers.add(handler)
    }

    /// Closes both connections; returns once their threads are done.
    public func stop() {
        publisher.stop()
        subscriber.stop()
    }
}

/// The subscribers' handlers, added from any thread.
private final class Handlers: @unchecked Sendable {
    private let lock = NSLock()
    private var handlers: [@Sendable (PubSubDelivery) -> Void] = []

    func add(_ handler: @escaping @Sendable (PubSubDelivery) -> Void) {
        lock.withLock { handlers.append(handler) }
    }

    func deliver(_ delivery: PubSubDelivery) {
        for handler in lock.withLock({ handlers }) { handler(delivery) }
    }
}
