import Market
import Presenters

/// The search screen's state: the text typed, and the products whose names contain the text last
/// searched, paged like the list.
public struct SearchState: Equatable, Sendable, Encodable {
    /// The field's text.
    public var query: String
    /// The text whose results are shown or loading; nil before the first search or once the field
    /// was cleared.
    public var searchedQuery: String? { results.pagination.search }
    /// The matching products, paged, laid out and selected like the list's.
    public var results: ProductListState

    /// A search screen laid out as `list` is, with `query` typed.
    public init(query: String = "", like list: ProductListState) {
        self.query = query
        results = ProductListState(like: list)
    }
}

extension SearchState: PushedScreen {
    public static let name = "search"
    public static var addresses: [ScreenAddress] { [address] }
    public var isBusy: Bool { results.isBusy }
    public var route: Route { .search(query: query) }
    public func picture(_ key: PictureKey) -> PictureSource? { results.picture(key) }
    public var listedProducts: ProductListState? { results }
    public static func listing(_ event: ProductListEvent) -> SearchEvent? { .results(event) }

    public mutating func reduce(_ event: SearchEvent) -> [SearchEffect] {
        SearchFeature().reduce(&self, event)
    }

    /// The results show an edit or a delete; a registration waits for the next search.
    public mutating func marketChanged(_ update: MarketUpdate) -> [SearchEffect] {
        switch update {
        case .registered, .missed: []
        case .edited(let detail): reduceListed(.productChanged(detail.product))
        case .deleted(let id): reduceListed(.productRemoved(id: id))
        }
    }

    public static func appEvent(for effect: SearchEffect) -> AppEvent? {
        if case .delegate(.productChosen(let id)) = effect { .openProduct(id: id) } else { nil }
    }
}
