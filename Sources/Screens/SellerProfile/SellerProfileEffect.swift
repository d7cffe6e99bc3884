import Loop

/// Work the seller profile asks for.
public enum SellerProfileEffect: StackElementEffect, Codable {
    /// The product whose seller the profile shows.
    case fetchProduct(id: Int)
    /// The seller's products' work: the market's pages (the others' products dropped) and thumbnails.
    case products(ProductListEffect)
    /// What the profile tells the screen that presents it; never performed.
    case delegate(SellerProfileDelegate)

    /// Identities of the profile's cancellable work.
    public enum ID: Hashable, Sendable {
        case product
        case products(ProductListEffect.ID)
    }

    public var scheduling: EffectScheduling<ID> {
        switch self {
        case .fetchProduct: .replacing(.product)
        case .products(let effect): effect.scheduling.map(ID.products)
        case .delegate: .delegate
        }
    }
}

/// What the seller profile tells its parent.
public enum SellerProfileDelegate: Equatable, Sendable, Codable {
    /// One of the seller's products was chosen: its detail opens.
    case productChosen(id: Int)
}
