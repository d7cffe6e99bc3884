import Loop
import Market

/// Work the app asks for: its screens' effects.
public enum AppEffect: LoopEffect {
    case list(ProductListEffect)
    case search(SearchEffect)
    case detail(ProductDetailEffect)
    case form(ProductFormEffect)

    /// The identities of work that a newer request replaces or a cancel stops.
    public enum ID: Hashable, Sendable {
        case list(ProductListEffect.ID)
        case search(SearchEffect.ID)
        case detail(ProductDetailEffect.ID)
        /// A register or edit: at most one is in flight, so the answer of one whose form was closed
        /// can never reach the next form.
        case submit
    }

    public var scheduling: EffectScheduling<ID> {
        switch self {
        case .list(let effect): effect.scheduling.map(ID.list)
        case .search(let effect): effect.scheduling.map(ID.search)
        case .detail(let effect): effect.scheduling.map(ID.detail)
        case .form(.readImage), .form(.prepareImage): .run
        case .form(.delegate): .delegate
        case .form(.register), .form(.edit): .replacing(.submit)
        }
    }
}
