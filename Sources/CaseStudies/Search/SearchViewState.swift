extension SearchState {
    /// What the search screen shows.
    public var viewState: SearchViewState {
        SearchViewState(
            query: query, status: status, results: results.map { "\($0.name) (\($0.year))" },
            selection: selection,
            opened: opened.map { [$0.name, "", "First appeared in \($0.year)."] })
    }

    private var status: StatusLine? {
        switch phase {
        case .searching: return StatusLine("Searching…", tone: .busy)
        case .failed(let message): return StatusLine(message, tone: .error)
        case .idle:
            guard let resultsQuery else { return StatusLine("Type the name of a programming language.") }
            switch results.count {
            case 0: return StatusLine("No results for “\(resultsQuery)”.")
            case 1: return StatusLine("1 result for “\(resultsQuery)”.")
            default: return StatusLine("\(results.count) results for “\(resultsQuery)”.")
            }
        }
    }
}

/// The search screen as text: the query, a status, the results with the selected one, and the result
/// opened over them, if any.
public struct SearchViewState: Equatable, Sendable {
    public var query: String
    public var status: StatusLine?
    public var results: [String]
    public var selection: Int?
    /// The lines of the opened result.
    public var opened: [String]?
}
