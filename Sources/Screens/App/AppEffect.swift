import Loop

/// Work the app asks for: its screens' effects.
public enum AppEffect: LoopEffect, Codable {
    case list(ProductListEffect)
    /// The work of the pushed screens, each piece with its screen's id (`AppEffect.detail(_:on:)` and
    /// its like name it), answered with `AppEvent.path` and the same id; and the cancels of popped
    /// screens' work.
    case path(StackEffect<AppDestination.Effect>)

    /// The identities of work that a newer request replaces or a cancel stops.
    public enum ID: Hashable, Sendable {
        case list(ProductListEffect.ID)
        case path(StackEffect<AppDestination.Effect>.ID)
    }

    public var scheduling: EffectScheduling<ID> {
        switch self {
        case .list(let effect): effect.scheduling.map(ID.list)
        case .path(let effect): effect.scheduling.map(ID.path)
        }
    }
}

extension AppEffect {
    /// Stops the work of the popped screen `id`.
    public static func cancelScreen(_ id: StackElementID) -> AppEffect {
        .path(.cancel(id))
    }
}
