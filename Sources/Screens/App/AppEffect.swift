import Loop

/// Work the app asks for: its screens' effects.
public enum AppEffect: LoopEffect, Codable {
    case list(ProductListEffect)
    /// The work of the pushed screen with this id (`AppEffect.detail(_:on:)` and its like name it),
    /// answered with `AppEvent.destination` and the same id.
    case destination(StackElementID, AppDestination.Effect)
    /// Stops the work of a popped screen; its late answers are dropped. Never performed.
    case cancelScreen(StackElementID)

    /// The identities of work that a newer request replaces or a cancel stops.
    public enum ID: Hashable, Sendable {
        case list(ProductListEffect.ID)
        case destination(StackElementID, AppDestination.Effect.ID)
        /// All the work of a pushed screen, which popping it cancels.
        case screen(StackElementID)
    }

    public var scheduling: EffectScheduling<ID> {
        switch self {
        case .list(let effect):
            return effect.scheduling.map(ID.list)
        case .destination(let id, let effect):
            let scheduling = effect.scheduling.map { ID.destination(id, $0) }
            return effect.outlivesScreen ? scheduling : .scoped(.screen(id), scheduling)
        case .cancelScreen(let id):
            return .cancel(.screen(id))
        }
    }
}

extension AppEffect {
    /// Work the search screen `id` asks for.
    public static func search(_ effect: SearchEffect, on id: StackElementID) -> AppEffect {
        .destination(id, .search(effect))
    }

    /// Work the detail screen `id` asks for.
    public static func detail(_ effect: ProductDetailEffect, on id: StackElementID) -> AppEffect {
        .destination(id, .detail(effect))
    }

    /// Work the form `id` asks for.
    public static func form(_ effect: ProductFormEffect, on id: StackElementID) -> AppEffect {
        .destination(id, .form(effect))
    }
}
