import Foundation

/// The results of a pure function kept by argument, bounded by their cost and least recently used
/// out first (`LeastRecentlyUsed`), for callers on any thread: a process remembers what it worked out
/// lately (a picture decoded, a text sanitized) however many sessions or front ends ask.
public final class Memo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: LeastRecentlyUsed<Key, Value>

    /// An empty memo that holds at most `costLimit`.
    public init(costLimit: Int) {
        values = LeastRecentlyUsed(costLimit: costLimit)
    }

    /// The cost held now, and how many values.
    public var cost: Int { lock.withLock { values.cost } }
    public var count: Int { lock.withLock { values.count } }

    /// The value kept for `key`, else the one `make` makes, kept at `cost` of it (not when that is
    /// over the whole limit). `make` runs outside the lock: two callers asking at once for a key not
    /// kept both make it, and the later is kept.
    public func value(for key: Key, cost: (Value) -> Int, make: () -> Value) -> Value {
        if let kept = lock.withLock({ values.value(for: key) }) { return kept }
        let value = make()
        let valueCost = cost(value)
        lock.withLock { values.insert(value, for: key, cost: valueCost) }
        return value
    }
}
