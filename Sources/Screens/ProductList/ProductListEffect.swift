import Loop
import Presenters

/// Work the product list asks for.
public enum ProductListEffect: LoopEffect {
    /// Fetches a page; a newer page request (a refresh) replaces one in flight.
    case fetchPage(PageRequest)
    /// Loads a cell's thumbnail through the shared cache.
    case loadThumbnail(productID: Int, url: String)
    /// Stops loading a thumbnail whose cell scrolled far away.
    case cancelThumbnail(productID: Int)

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
        }
    }
}
