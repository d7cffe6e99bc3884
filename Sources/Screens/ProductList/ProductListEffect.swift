import Loop
import Market
import Presenters

/// Work the product list asks for.
public enum ProductListEffect: LoopEffect, Codable {
    /// Fetches a page; a newer page request (a refresh) replaces one in flight.
    case fetchPage(PageRequest)
    /// Loads a cell's thumbnail through the shared cache.
    case loadThumbnail(productID: Int, url: String)
    /// Stops loading a thumbnail whose cell scrolled far away.
    case cancelThumbnail(productID: Int)
    /// What the list tells the screen that embeds it; never performed.
    case delegate(ProductListDelegate)

    /// Identities of the list's cancellable work.
    public enum ID: Hashable, Sendable {
        case page
        case thumbnail(Int)
    }

    public var scheduling: EffectScheduling<ID> {
        switch self {
        case .fetchPage: .replacing(.page)
        case .loadThumbnail(let id, _): .replacing(.thumbnail(id))
        case .cancelThumbnail(let id): .cancel(.thumbnail(id))
        case .delegate: .delegate
        }
    }
}

/// What the list tells its parent.
public enum ProductListDelegate: Equatable, Sendable, Codable {
    /// The page the list is waiting for failed: the list shows it and offers a retry.
    case pageFailed(MarketError)
    /// The selected product was chosen: its detail opens.
    case productChosen(id: Int)
}
