import Foundation

/// A pub/sub between the hosts of one process, for tests: each host holds its own `LocalPubSub` on a
/// shared `Channel`, and what one publishes every connected one hears, in order. A host can be cut
/// off (`interrupt()`: what is published meanwhile never reaches it) and brought back (`resume()`: it
/// hears `.resumed`), as a Redis that restarts is.
///
/// `@unchecked Sendable`: its state is only read and written under `lock`.
public final class LocalPubSub: PubSub, @unchecked Sendable {
    /// The channel the hosts share.
    public final class Channel: @unchecked Sendable {
        private let lock = NSLock()
        private var members: [LocalPubSub] = []

        public init() {}

        fileprivate func join(_ member: LocalPubSub) {
            lock.withLock { members.append(member) }
        }

        fileprivate func broadcast(_ message: [UInt8]) {
            for member in lock.withLock({ members }) { member.deliver(.message(message)) }
        }
    }

    private let channel: Channel
    private let lock = NSLock()
    private var handlers: [@Sendable (PubSubDelivery) -> Void] = []
    private var isConnected = true

    /// A host's connection to `channel`.
    public init(on channel: Channel) {
        self.channel = channel
        channel.join(self)
    }

    public func publish(_ message: [UInt8]) {
        guard lock.withLock({ isConnected }) else { return }
        channel.broadcast(message)
    }

    public func subscribe(_ handler: @escaping @Sendable (PubSubDelivery) -> Void) {
        lock.withLock { handlers.append(handler) }
    }

    /// Cuts this host off: it neither sends nor hears until `resume()`.
    public func interrupt() {
        lock.withLock { isConnected = false }
    }

    /// Brings this host back; its subscribers hear `.resumed`.
    public func resume() {
        lock.withLock { isConnected = true }
        deliver(.resumed, evenIfCutOff: true)
    }

    private func deliver(_ delivery: PubSubDelivery, evenIfCutOff: Bool = false) {
        let handlers: [@Sendable (PubSubDelivery) -> Void] = lock.withLock {
            isConnected || evenIfCutOff ? self.handlers : []
        }
        for handler in handlers { handler(delivery) }
    }
}
