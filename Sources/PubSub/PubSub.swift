/// Messages broadcast to every process on one channel, each delivered at most once: Redis's
/// `PUBLISH` and `SUBSCRIBE` between processes (`RedisPubSub`, in WebServer, the module with sockets),
/// or `LocalPubSub` between the hosts of one process (tests). As Phoenix.PubSub is to LiveView: what
/// carries one process's changes to the pages every other process serves.
public protocol PubSub: AnyObject, Sendable {
    /// Sends `message` to every subscriber, this process's own included. A message that cannot be sent
    /// now (the connection down, its queue full) is dropped: delivery is at most once, and a
    /// subscriber hears `.resumed` when it may have missed some.
    func publish(_ message: [UInt8])
    /// From now on, `handler` hears each message on the channel and each resumption after an outage.
    func subscribe(_ handler: @escaping @Sendable (PubSubDelivery) -> Void)
}

/// What a subscriber hears.
public enum PubSubDelivery: Equatable, Sendable {
    /// A message published on the channel.
    case message([UInt8])
    /// The subscription is back after an outage: messages published meanwhile were missed.
    case resumed
}
