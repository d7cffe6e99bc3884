/// A pure-state debounce: a generation tag that makes every earlier pending action stale.
///
/// For debouncing through the loop instead, give the delayed effect `.replacing(id)` scheduling: each
/// new one cancels the sleeping one. The tag suits front ends that schedule timers themselves:
///
/// ```swift
/// case .typed(let text):
///     state.query = text
///     return [.wake(after: .milliseconds(300), tag: state.searchDebounce.schedule())]
/// case .woke(let tag):
///     guard state.searchDebounce.isCurrent(tag) else { return [] }
///     return [.search(state.query)]
/// ```
public struct Debounce: Hashable, Sendable {
    public private(set) var generation = 0

    public init() {}

    /// Starts a new wait and returns its tag; every earlier tag is now stale.
    public mutating func schedule() -> Int {
        generation += 1
        return generation
    }

    /// Whether `tag` belongs to the latest wait.
    public func isCurrent(_ tag: Int) -> Bool { tag == generation }
}
