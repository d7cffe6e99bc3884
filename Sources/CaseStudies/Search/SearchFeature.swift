import Loop

/// Search as you type: the query is sent once typing has paused for 300 ms, an answer to an older query
/// is dropped, and the results can be moved through and opened.
///
/// The pause is a wait effect sharing one identity with the request: each keystroke's wait replaces
/// the one still sleeping, or the request still on its way, so only the latest query is ever answered.
public struct SearchFeature: Reducer {
    /// How long typing must pause before the query is sent.
    public static let debounceInterval: Duration = .milliseconds(300)

    public init() {}

    public func reduce(_ state: inout SearchState, _ event: SearchEvent) -> [SearchEffect] {
        switch event {
        case .queryChanged(let query):
            state.query = query
            guard !query.allSatisfy(\.isWhitespace) else {
                let wasSearching = state.phase == .searching
                state.phase = .idle
                state.results = []
                state.resultsQuery = nil
                state.selection = nil
                return wasSearching ? [.cancelSearch] : []
            }
            state.phase = .searching
            return [.debounce(Self.debounceInterval)]
        case .debounceElapsed:
            return [.search(state.query)]
        case .resultsLoaded(let query, let results):
            state.phase = .idle
            state.results = results
            state.resultsQuery = query
            state.selection = results.isEmpty ? nil : 0
            return []
        case .searchFailed(let message):
            state.phase = .failed(message)
            return []
        case .selectionMoved(let offset):
            guard let selection = state.selection else { return [] }
            state.selection = min(max(selection + offset, 0), state.results.count - 1)
            return []
        case .openSelected:
            guard let selection = state.selection else { return [] }
            state.opened = state.results[selection]
            return []
        case .resultClosed:
            state.opened = nil
            return []
        }
    }
}

/// The query, the results shown and which one is selected or open.
public struct SearchState: Equatable, Sendable, Encodable {
    public var query = ""
    public var phase = SearchPhase.idle
    public var results: [SearchResult] = []
    /// The query `results` answer.
    public var resultsQuery: String?
    /// The index of the selected result; nil when there are none.
    public var selection: Int?
    /// The result shown in full, over the list.
    public var opened: SearchResult?

    public init() {}
}

/// Whether a search is under way (waiting for typing to pause, or asked), or the last one failed.
public enum SearchPhase: Equatable, Sendable, Encodable {
    case idle
    case searching
    case failed(String)
}

/// What happens on the search screen.
public enum SearchEvent: Codable, Equatable, Sendable {
    case queryChanged(String)
    /// Typing paused long enough: send the query.
    case debounceElapsed
    case resultsLoaded(query: String, [SearchResult])
    case searchFailed(String)
    case selectionMoved(by: Int)
    case openSelected
    case resultClosed
}

/// The search's work. The wait and the request share one identity: a newer one of either replaces
/// whichever is unfinished.
public enum SearchEffect: LoopEffect, Codable {
    /// Answers `debounceElapsed` after the interval, unless replaced first.
    case debounce(Duration)
    case search(String)
    case cancelSearch

    public enum ID: Hashable, Sendable { case search }

    public var scheduling: EffectScheduling<ID> {
        switch self {
        case .debounce, .search: .replacing(.search)
        case .cancelSearch: .cancel(.search)
        }
    }
}
