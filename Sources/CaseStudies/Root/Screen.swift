import Loop

/// One open case study with its state: what the navigation stack holds, one case a case study. It is
/// the one place the app names its screens; the framework's `StackFeature` routes, pushes and pops.
public enum Screen: StackElement, Equatable, Encodable {
    case counter(CounterState)
    case search(SearchState)
    case timer(TimerState)
    case todos(TodosState)

    /// An event for one open case study: `RootEvent.path` carries it with the screen's id.
    public enum Event: Codable, Equatable, Sendable {
        case counter(CounterEvent)
        case search(SearchEvent)
        case timer(TimerEvent)
        case todos(TodosEvent)
    }

    /// The work of one open case study, each with its identities; closing the screen stops it.
    public enum Effect: StackElementEffect, Codable {
        case counter(CounterEffect)
        case search(SearchEffect)
        case timer(TimerEffect)
        case todos(TodosEffect)

        public enum ID: Hashable, Sendable {
            case counter(CounterEffect.ID)
            case search(SearchEffect.ID)
            case timer(TimerEffect.ID)
            case todos(TodosEffect.ID)
        }

        public var scheduling: EffectScheduling<ID> {
            switch self {
            case .counter(let effect): effect.scheduling.map(ID.counter)
            case .search(let effect): effect.scheduling.map(ID.search)
            case .timer(let effect): effect.scheduling.map(ID.timer)
            case .todos(let effect): effect.scheduling.map(ID.todos)
            }
        }
    }

    /// A case study as it opens.
    init(opening study: CaseStudy) {
        switch study {
        case .counter: self = .counter(CounterState())
        case .search: self = .search(SearchState())
        case .timer: self = .timer(TimerState())
        case .todos: self = .todos(TodosState())
        }
    }

    /// Reduces `event` if it is for this case study: its effects, or nil for another one. The screen's
    /// state is moved out, changed and moved back, never copied.
    public mutating func reduce(_ event: Event) -> [Effect]? {
        switch (consume self, event) {
        case (.counter(var state), .counter(let event)):
            defer { self = .counter(state) }
            return CounterFeature().reduce(&state, event).map(Effect.counter)
        case (.search(var state), .search(let event)):
            defer { self = .search(state) }
            return SearchFeature().reduce(&state, event).map(Effect.search)
        case (.timer(var state), .timer(let event)):
            defer { self = .timer(state) }
            return TimerFeature().reduce(&state, event).map(Effect.timer)
        case (.todos(var state), .todos(let event)):
            defer { self = .todos(state) }
            return TodosFeature().reduce(&state, event).map(Effect.todos)
        case (let screen, _):
            self = screen
            return nil
        }
    }
}
