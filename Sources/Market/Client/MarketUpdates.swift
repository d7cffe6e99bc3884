import Foundation

/// Where a market shared by many sessions tells its changes (`MarketUpdate`) to everyone watching it,
/// as Phoenix's PubSub does: a web app broadcasting them to every tab, a terminal session's loop.
///
/// `@unchecked Sendable`: `observers` is only read and written under `lock`.
public final class MarketUpdates: @unchecked Sendable {
    /// Hears a change; the market answers the request that made it once every observer has heard it.
    public typealias Observer = @Sendable (MarketUpdate) async -> Void

    private let lock = NSLock()
    private var observers: [Observer] = []

    public init() {}

    /// Adds `observer`, which hears every change from now on.
    public func observe(_ observer: @escaping Observer) {
        lock.withLock { observers.append(observer) }
    }

    /// Tells every observer about `update`, in the order they came, and returns once each has heard it.
    public func publish(_ update: MarketUpdate) async {
        for observer in lock.withLock({ observers }) { await observer(update) }
    }
}
