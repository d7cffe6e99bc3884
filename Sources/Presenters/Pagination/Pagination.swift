import Market

/// The paging state machine of the list: which page to ask for next, whether an answer is still
/// wanted, and at most one request in flight.
public struct Pagination: Hashable, Sendable, Encodable {
    /// Where the list's loading stands.
    public enum Phase: Hashable, Sendable, Encodable {
        /// Nothing loaded yet.
        case idle
        /// A page request is in flight (page 1 on first load).
        case loading(page: Int)
        /// Page 1 of a new generation is in flight; the old products are still shown.
        case refreshing
        case loaded(hasNext: Bool)
        case failed(page: Int, error: MarketError)
    }

    public private(set) var phase: Phase
    /// Counts refreshes; a request of an older generation is stale.
    public private(set) var generation: Int
    /// The last page accepted; 0 when none.
    public private(set) var lastLoadedPage: Int
    /// The request whose answer is wanted; nil when none is in flight.
    public private(set) var requestInFlight: PageRequest?
    public var itemsPerPage: Int
    /// The next page is loaded once `lastVisibleIndex >= loadedCount - prefetchThreshold`.
    public var prefetchThreshold: Int
    /// The text whose matches are paged, for a search's results; nil pages every product. Set it, then
    /// `refresh()`, to page another text.
    public var search: String?

    /// Paging in any state, every field given: for a list that starts idle (the defaults), a restored
    /// screen, or a test stating the state it expects.
    public init(
        phase: Phase = .idle, generation: Int = 0, lastLoadedPage: Int = 0,
        requestInFlight: PageRequest? = nil,
        itemsPerPage: Int = 20, prefetchThreshold: Int = 5
    ) {
        self.phase = phase
        self.generation = generation
        self.lastLoadedPage = lastLoadedPage
        self.requestInFlight = requestInFlight
        self.itemsPerPage = itemsPerPage
        self.prefetchThreshold = prefetchThreshold
    }

    public var isRequestInFlight: Bool { requestInFlight != nil }

    /// Page 1, only from `idle` or after page 1 failed; nil otherwise.
    public mutating func loadFirstPage() -> PageRequest? {
        switch phase {
        case .idle, .failed(page: 1, _): send(page: 1)
        default: nil
        }
    }

    /// Page 1 of a new generation, always: whatever is in flight is no longer wanted.
    public mutating func refresh() -> PageRequest {
        generation &+= 1
        return send(page: 1, as: .refreshing)
    }

    /// Whether the next page should be loaded now: more pages exist, nothing is in flight, and the last
    /// visible product is within the threshold of the end.
    public func shouldLoadNextPage(lastVisibleIndex: Int, loadedCount: Int) -> Bool {
        guard phase == .loaded(hasNext: true) else { return false }
        return lastVisibleIndex >= max(0, loadedCount) - max(0, prefetchThreshold)
    }

    /// The next page when `shouldLoadNextPage` says so; nil otherwise.
    public mutating func nextPage(lastVisibleIndex: Int, loadedCount: Int) -> PageRequest? {
        guard shouldLoadNextPage(lastVisibleIndex: lastVisibleIndex, loadedCount: loadedCount) else {
            return nil
        }
        return send(page: lastLoadedPage + 1)
    }

    /// The page that failed, asked for again; nil unless a page failed.
    public mutating func retry() -> PageRequest? {
        guard case .failed(let page, _) = phase else { return nil }
        return send(page: page)
    }

    /// Accepts an answer: returns false (and changes nothing) when it is stale (another generation, or
    /// not the page in flight). The answer may hold more products than asked for; deduplicating them is
    /// `UniqueProducts`'s work.
    public mutating func accept(_ page: ProductPage, for request: PageRequest) -> Bool {
        guard request == requestInFlight else { return false }
        requestInFlight = nil
        lastLoadedPage = request.page
        phase = .loaded(hasNext: page.hasNext)
        return true
    }

    /// Records a failed request: returns false (and changes nothing) when it is stale.
    public mutating func fail(_ request: PageRequest, with error: MarketError) -> Bool {
        guard request == requestInFlight else { return false }
        requestInFlight = nil
        phase = .failed(page: request.page, error: error)
        return true
    }

    /// Page 1 while products are shown is a refresh; any other page is a load.
    private mutating func send(page: Int) -> PageRequest {
        send(page: page, as: page == 1 && lastLoadedPage > 0 ? .refreshing : .loading(page: page))
    }

    private mutating func send(page: Int, as phase: Phase) -> PageRequest {
        let request = PageRequest(
            page: page, itemsPerPage: itemsPerPage, generation: generation, search: search)
        requestInFlight = request
        self.phase = phase
        return request
    }
}
