import Loop

/// Work the app asks for: its screens' effects.
public enum AppEffect: LoopEffect {
    case list(ProductListEffect)
    /// The work of a screen pushed above the list (`AppEffect.detail(_:)` and its like name them).
    case destination(AppDestination.Effect)

    /// The identities of work that a newer request replaces or a cancel stops.
    public enum ID: Hashable, Sendable {
        case list(ProductListEffect.ID)
        case destination(AppDestination.Effect.ID)
    }

    public var scheduling: EffectScheduling<ID> {
        switch self {
        case .list(let effect): effect.scheduling.map(ID.list)
        case .destination(let effect): effect.scheduling.map(ID.destination)
        }
    }
}
