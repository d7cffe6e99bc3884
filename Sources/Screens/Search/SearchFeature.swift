import Loop
import Presenters

/// The search screen: as you type, debounced, the products whose names contain the text page in like
/// the list, in LIST or GRID; an answer for a text no longer searched is dropped.
public struct SearchFeature: Reducer {
    public init() {}

    public func reduce(_ state: inout SearchState, _ event: SearchEvent) -> [SearchEffect] {
        switch event {
        case .queryChanged(let text):
            guard text != state.query else { return [] }
            state.query = text
            guard !text.allSatisfy(\.isWhitespace) else {
                state.results.clear()
                return [.cancelDebounce]
            }
            return [.debounce(text)]
        case .typed(let text):
            return reduce(&state, .queryChanged(state.query + text))
        case .deletedBackward:
            return reduce(&state, .queryChanged(String(state.query.dropLast())))
        case .queryDebounced(let text):
            guard text == state.query, text != state.searchedQuery, !text.allSatisfy(\.isWhitespace) else {
                return []
            }
            let isFirst = state.searchedQuery == nil && state.results.pagination.phase == .idle
            state.results.pagination.search = text
            return results(&state, isFirst ? .appeared : .refreshPulled)
        case .results(let event):
            return results(&state, event)
        }
    }

    /// The results list's work. A chosen result goes up; a failed page the results show themselves.
    private func results(_ state: inout SearchState, _ event: ProductListEvent) -> [SearchEffect] {
        ProductListFeature().reduce(&state.results, event).compactMap { effect in
            switch effect {
            case .delegate(.productChosen(let id)): .delegate(.productChosen(id: id))
            case .delegate(.pageFailed): nil
            default: .results(effect)
            }
        }
    }
}

extension ProductListState {
    /// Empties the list for a new search: no products, nothing loading; a page still on its way
    /// belongs to an older generation and is dropped when it comes.
    fileprivate mutating func clear() {
        pagination = Pagination(
            generation: pagination.generation &+ 1, itemsPerPage: pagination.itemsPerPage,
            prefetchThreshold: pagination.prefetchThreshold)
        products.replaceAll(with: [])
        thumbnails = [:]
        top = 0
        selection = nil
    }
}
