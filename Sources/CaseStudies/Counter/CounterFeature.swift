import Loop

/// A counter that fetches a fact about its number. Asking again while a fact is on its way replaces
/// the older request: its answer never arrives.
public struct CounterFeature: Reducer {
    public init() {}

    public func reduce(_ state: inout CounterState, _ event: CounterEvent) -> [CounterEffect] {
        switch event {
        case .incrementTapped:
            state.count += 1
            return []
        case .decrementTapped:
            state.count -= 1
            return []
        case .factTapped:
            state.fact = .loading(state.count)
            return [.fetchFact(state.count)]
        case .factLoaded(let number, let text):
            state.fact = .loaded(number, text)
            return []
        case .factFailed(let number, let message):
            state.fact = .failed(number, message)
            return []
        }
    }
}

/// The counter's number and the fact asked for last.
public struct CounterState: Equatable, Sendable, Encodable {
    public var count: Int
    public var fact: FactStatus?

    public init(count: Int = 0, fact: FactStatus? = nil) {
        self.count = count
        self.fact = fact
    }
}

/// Where the fact asked for last stands; each case names the number it is about.
public enum FactStatus: Equatable, Sendable, Encodable {
    case loading(Int)
    case loaded(Int, String)
    case failed(Int, String)
}

/// What happens on the counter screen.
public enum CounterEvent: Codable, Equatable, Sendable {
    case incrementTapped
    case decrementTapped
    case factTapped
    case factLoaded(Int, String)
    case factFailed(Int, String)
}

/// The counter's work: one fact request at a time.
public enum CounterEffect: LoopEffect, Codable {
    case fetchFact(Int)

    /// The identity every fact request shares, so a newer one replaces the older.
    public enum ID: Hashable, Sendable { case fact }

    public var scheduling: EffectScheduling<ID> { .replacing(.fact) }
}
