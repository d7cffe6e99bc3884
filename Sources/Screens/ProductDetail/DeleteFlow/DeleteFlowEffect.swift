import Loop
import Market

/// The delete flow's two requests, one after the other, and their cancellation.
public enum DeleteFlowEffect: LoopEffect, Codable {
    /// Proves the typed password and gets the product's deletion secret.
    case lookUpDeletionSecret(productID: Int, password: SecretText)
    case delete(productID: Int, secret: SecretText)
    /// Stops a delete in progress (the prompt was cancelled); its answer is dropped.
    case cancel
    /// What the flow tells the screen that presents it; never performed.
    case delegate(DeleteFlowDelegate)

    /// The one identity of the flow's work: a newer request replaces an older one, a cancel stops it.
    public enum ID: Hashable, Sendable {
        case delete
    }

    public var scheduling: EffectScheduling<ID> {
        switch self {
        case .lookUpDeletionSecret, .delete: .replacing(.delete)
        case .cancel: .cancel(.delete)
        case .delegate: .delegate
        }
    }
}

/// What the delete flow tells its parent.
public enum DeleteFlowDelegate: Equatable, Sendable, Codable {
    /// The product is deleted: every screen showing it goes.
    case deleted(productID: Int)
    /// The delete failed for a reason other than a wrong password (which the prompt shows itself).
    case failed(MarketError)
}
