/// Values by key, bounded by their total cost (each value's `cost`, bytes say), evicting the least
/// recently used first. Every operation is O(1). Not thread-safe: its owner serialises access (`Memo`
/// does, for any thread).
public struct LeastRecentlyUsed<Key: Hashable, Value> {
    private final class Entry {
        let key: Key
        let value: Value
        let cost: Int
        var newer: Entry?
        weak var older: Entry?

        init(key: Key, value: Value, cost: Int) {
            self.key = key
            self.value = value
            self.cost = cost
        }
    }

    /// The most cost held at once; a value costing more is never kept.
    public let costLimit: Int
    /// The cost held now.
    public private(set) var cost = 0
    /// The most cost ever held at once, for measuring the bound.
    public private(set) var peakCost = 0

    private var entries: [Key: Entry] = [:]
    /// Least recently used end.
    private var oldest: Entry?
    /// Most recently used end.
    private var newest: Entry?

    /// An empty cache that holds at most `costLimit`.
    public init(costLimit: Int) {
        self.costLimit = max(0, costLimit)
    }

    /// How many values it holds.
    public var count: Int { entries.count }

    /// The value for `key`, marking it most recently used.
    public mutating func value(for key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        if entry !== newest {
            unlink(entry)
            link(entry)
        }
        return entry.value
    }

    /// Stores `value` for `key` (replacing what `key` held), evicting the least recently used until it
    /// fits; a value costing more than the whole limit is not kept.
    public mutating func insert(_ value: Value, for key: Key, cost: Int) {
        if let existing = entries.removeValue(forKey: key) { unlink(existing) }
        guard cost <= costLimit else { return }
        while self.cost + cost > costLimit, let victim = oldest {
            entries[victim.key] = nil
            unlink(victim)
        }
        let entry = Entry(key: key, value: value, cost: cost)
        entries[key] = entry
        link(entry)
        peakCost = max(peakCost, self.cost)
    }

    private mutating func link(_ entry: Entry) {
        entry.older = newest
        entry.newer = nil
        newest?.newer = entry
        newest = entry
        if oldest == nil { oldest = entry }
        cost += entry.cost
    }

    private mutating func unlink(_ entry: Entry) {
        if let older = entry.older { older.newer = entry.newer } else { oldest = entry.newer }
        if let newer = entry.newer { newer.older = entry.older } else { newest = entry.older }
        entry.newer = nil
        entry.older = nil
        cost -= entry.cost
    }
}
