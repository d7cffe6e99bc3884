import Loop

/// Work the detail screen asks for.
public enum ProductDetailEffect: LoopEffect {
    case fetchDetail(id: Int)
    case loadImage(imageID: Int, url: String)

    /// The identities by which a newer request replaces an older one: the detail, and each image.
    public enum ID: Hashable, Sendable {
        case detail
        case image(Int)
    }

    public var scheduling: EffectScheduling<ID> {
        switch self {
        case .fetchDetail: .replacing(.detail)
        case .loadImage(let id, _): .replacing(.image(id))
        }
    }
}
