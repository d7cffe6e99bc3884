import Loop
import Market

/// Work the app asks for: its screens' effects, and the two steps of a delete.
public enum AppEffect: LoopEffect {
    case list(ProductListEffect)
    case detail(ProductDetailEffect)
    case form(ProductFormEffect)
    /// Proves the typed password and gets the product's deletion secret.
    case lookUpDeletionSecret(productID: Int, password: SecretText)
    case delete(productID: Int, secret: SecretText)
    /// Stops a delete in progress (the prompt was cancelled); its answer is dropped.
    case cancelDelete

    /// The identities of work that a newer request replaces or a cancel stops.
    public enum ID: Hashable, Sendable {
        case list(ProductListEffect.ID)
        case detail(ProductDetailEffect.ID)
        /// A register or edit: at most one is in flight, so the answer of one whose form was closed
        /// can never reach the next form.
        case submit
        case delete
    }

    public var scheduling: EffectScheduling<ID> {
        switch self {
        case .list(let effect): effect.scheduling.map(ID.list)
        case .detail(let effect): effect.scheduling.map(ID.detail)
        case .form(.readImage): .run
        case .form(.register), .form(.edit): .replacing(.submit)
        case .lookUpDeletionSecret, .delete: .replacing(.delete)
        case .cancelDelete: .cancel(.delete)
        }
    }
}
