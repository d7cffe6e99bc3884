/// A pure-state throttle: lets an action through at most once per interval of the injected clock.
///
/// Keep it in a feature's state and pass the time with the event (the effect handler reads the clock),
/// so the reducer stays pure:
///
/// ```swift
/// case .scrolled(let index, let now):
///     guard state.prefetchThrottle.admit(at: now) else { return [] }
///     return [.prefetch(index)]
/// ```
public struct Throttle: Hashable, Sendable {
    public var interval: Duration
    public private(set) var lastAdmitted: Duration?

    public init(interval: Duration) {
        self.interval = interval
    }

    /// Whether the action may run at `now` (time since the clock's origin); records it when it may.
    public mutating func admit(at now: Duration) -> Bool {
        if let lastAdmitted, now - lastAdmitted < interval { return false }
        lastAdmitted = now
        return true
    }
}
