extension CounterState {
    /// What the counter screen shows.
    public var viewState: CounterViewState {
        CounterViewState(
            count: "Count: \(count)",
            fact: fact.map { fact in
                switch fact {
                case .loading(let number): StatusLine("Fetching a fact about \(number)…", tone: .busy)
                case .loaded(_, let text): StatusLine(text)
                case .failed(_, let message): StatusLine(message, tone: .error)
                }
            })
    }
}

/// The counter screen as text: the count, and the fact asked for last.
public struct CounterViewState: Equatable, Sendable {
    public var count: String
    public var fact: StatusLine?
}
