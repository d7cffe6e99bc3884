import Loop
import Market

/// Work the detail screen asks for.
public enum ProductDetailEffect: StackElementEffect, Codable {
    case fetchDetail(id: Int)
    case loadImage(imageID: Int, url: String)
    case delete(DeleteFlowEffect)
    /// What the detail tells the screen that embeds it; never performed.
    case delegate(ProductDetailDelegate)

    /// The identities by which a newer request replaces an older one: the detail, each image, and the
    /// delete flow's work.
    public enum ID: Hashable, Sendable {
        case detail
        case image(Int)
        case delete(DeleteFlowEffect.ID)
    }

    public var scheduling: EffectScheduling<ID> {
        switch self {
        case .fetchDetail: .replacing(.detail)
        case .loadImage(let id, _): .replacing(.image(id))
        case .delete(let effect): effect.scheduling.map(ID.delete)
        case .delegate: .delegate
        }
    }

    /// Whether the work goes on once the detail is closed: a delete the market may already have done,
    /// whose answer is a fact the app still shows (the flow's own cancel still stops it).
    public var outlivesScreen: Bool {
        if case .delete(.delete) = self { true } else { false }
    }
}

/// What the detail tells its parent.
public enum ProductDetailDelegate: Equatable, Sendable, Codable {
    /// The product could not be loaded; the detail offers to load it again.
    case loadFailed(MarketError)
    /// The user asked to edit their product: its editor opens.
    case editRequested(ProductDetail)
    /// The product was deleted.
    case deleted(productID: Int)
    /// Deleting it failed for a reason other than a wrong password; `retry` starts it over when that
    /// may help.
    case deleteFailed(MarketError, retry: ProductDetailEvent?)
    /// Back with nothing presented over the detail: it closes.
    case closed
}
