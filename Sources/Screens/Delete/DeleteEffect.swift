import Loop

/// The delete flow's two requests, one after the other, and their cancellation.
public enum DeleteEffect: LoopEffect {
    /// Proves the typed password and gets the product's deletion secret.
    case lookUpDeletionSecret(productID: Int, password: SecretText)
    case delete(productID: Int, secret: SecretText)
    /// Stops a delete in progress (the prompt was cancelled); its answer is dropped.
    case cancel

    /// The one identity of the flow's work: a newer request replaces an older one, a cancel stops it.
    public enum ID: Hashable, Sendable {
        case delete
    }

    public var scheduling: EffectScheduling<ID> {
        switch self {
        case .lookUpDeletionSecret, .delete: .replacing(.delete)
        case .cancel: .cancel(.delete)
        }
    }
}
