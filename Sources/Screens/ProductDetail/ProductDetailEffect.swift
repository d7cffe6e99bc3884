import Loop

/// Work the detail screen asks for.
public enum ProductDetailEffect: LoopEffect {
    case fetchDetail(id: Int)
    case loadImage(imageID: Int, url: String)
    case delete(DeleteEffect)

    /// The identities by which a newer request replaces an older one: the detail, each image, and the
    /// delete flow's work.
    public enum ID: Hashable, Sendable {
        case detail
        case image(Int)
        case delete(DeleteEffect.ID)
    }

    public var scheduling: EffectScheduling<ID> {
        switch self {
        case .fetchDetail: .replacing(.detail)
        case .loadImage(let id, _): .replacing(.image(id))
        case .delete(let effect): effect.scheduling.map(ID.delete)
        }
    }
}
