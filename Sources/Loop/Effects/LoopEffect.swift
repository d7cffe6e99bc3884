/// A value describing work for an `EffectHandler`, and how the event loop schedules it.
///
/// Most effects simply run. An effect with an identity replaces any unfinished work with the same
/// identity (its answers are dropped), which is how a newer page request supersedes an older one and
/// how typing debounces. A cancelling effect stops the work with its identity and runs nothing.
public protocol LoopEffect: Equatable, Sendable {
    /// What identifies work that may be replaced or cancelled.
    associatedtype ID: Hashable & Sendable = Never

    /// How the loop runs this effect; `.run` unless the feature says otherwise.
    var scheduling: EffectScheduling<ID> { get }
}

extension LoopEffect {
    public var scheduling: EffectScheduling<ID> { .run }
}

/// How the event loop treats one effect.
public enum EffectScheduling<ID: Hashable & Sendable>: Hashable, Sendable {
    /// Runs independently of all other work.
    case run
    /// Cancels unfinished work with the same identity, then runs.
    case replacing(ID)
    /// Cancels unfinished work with this identity; the handler never sees this effect.
    case cancel(ID)
    /// Not work: what a child feature tells its parent (a delegate effect, as a chosen product or a
    /// finished submit). The parent takes it from the child's effects; a loop runs nothing for it, and
    /// `FeatureTester` asserts it like any effect but never counts it as pending.
    case delegate
    /// Work that also belongs to a scope, such as a screen on a navigation path: `.cancel(scope)` stops
    /// it together with everything else in the scope (popping the screen), whatever its own scheduling.
    indirect case scoped(ID, EffectScheduling<ID>)
}

extension EffectScheduling {
    /// The same scheduling with the identity translated, for a parent feature embedding a child's effects.
    public func map<Parent>(_ transform: (ID) -> Parent) -> EffectScheduling<Parent> {
        switch self {
        case .run: .run
        case .replacing(let id): .replacing(transform(id))
        case .cancel(let id): .cancel(transform(id))
        case .delegate: .delegate
        case .scoped(let scope, let scheduling): .scoped(transform(scope), scheduling.map(transform))
        }
    }

    /// The scopes the work belongs to, outermost first.
    public var scopes: [ID] {
        if case .scoped(let scope, let scheduling) = self { [scope] + scheduling.scopes } else { [] }
    }

    /// The scheduling without its scopes: how the work runs.
    public var unscoped: EffectScheduling<ID> {
        if case .scoped(_, let scheduling) = self { scheduling.unscoped } else { self }
    }
}
