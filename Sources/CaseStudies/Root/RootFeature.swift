import Loop

/// The case studies' navigation stack over a menu: each case study opens on top of it and closes back
/// to it. Closing a screen first tells it so, and its work stops (a running timer, a pending fact).
public struct RootFeature: Reducer {
    public init() {}

    public func reduce(_ state: inout RootState, _ event: RootEvent) -> [RootEffect] {
        switch event {
        case .selectionMoved(let offset):
            let studies = CaseStudy.allCases
            let index = studies.firstIndex(of: state.selection)! + offset
            state.selection = studies[min(max(index, 0), studies.count - 1)]
            return []
        case .openSelected:
            return reduce(&state, .opened(state.selection))
        case .opened(let study):
            state.path.append(Screen(opening: study))
            return []
        case .backTapped:
            if state.search?.opened != nil { return reduce(&state, .search(.resultClosed)) }
            guard let top = state.path.last else { return [] }
            let effects =
                switch top {
                case .counter: reduce(&state, .counter(.closed))
                case .search: reduce(&state, .search(.closed))
                case .timer: reduce(&state, .timer(.closed))
                case .todos: reduce(&state, .todos(.closed))
                }
            state.path.removeLast()
            return effects
        case .counter(let event):
            return CounterFeature().reduce(&state, at: \.counter, event, effect: RootEffect.counter)
        case .search(let event):
            return SearchFeature().reduce(&state, at: \.search, event, effect: RootEffect.search)
        case .timer(let event):
            return TimerFeature().reduce(&state, at: \.timer, event, effect: RootEffect.timer)
        case .todos(let event):
            return TodosFeature().reduce(&state, at: \.todos, event, effect: RootEffect.todos)
        }
    }
}

/// The menu's selection and the screens open over it, bottom first.
public struct RootState: Equatable, Sendable, Encodable {
    public var selection: CaseStudy
    public var path: [Screen]

    public init(selection: CaseStudy = .counter, path: [Screen] = []) {
        self.selection = selection
        self.path = path
    }

    /// The screen in front; nil on the menu.
    public var top: Screen? { path.last }

    // The state of each case study while it is in front, as a property a key path can reach: Swift has
    // no key paths into enum cases, and optional-chained key paths are read-only.

    var counter: CounterState? {
        get { if case .counter(let state)? = top { state } else { nil } }
        set { if let newValue, case .counter? = top { path[path.count - 1] = .counter(newValue) } }
    }

    var search: SearchState? {
        get { if case .search(let state)? = top { state } else { nil } }
        set { if let newValue, case .search? = top { path[path.count - 1] = .search(newValue) } }
    }

    var timer: TimerState? {
        get { if case .timer(let state)? = top { state } else { nil } }
        set { if let newValue, case .timer? = top { path[path.count - 1] = .timer(newValue) } }
    }

    var todos: TodosState? {
        get { if case .todos(let state)? = top { state } else { nil } }
        set { if let newValue, case .todos? = top { path[path.count - 1] = .todos(newValue) } }
    }
}

/// The case studies, in menu order.
public enum CaseStudy: CaseIterable, Codable, Equatable, Sendable {
    case counter, search, timer, todos
}

/// One open case study with its state.
public enum Screen: Equatable, Sendable, Encodable {
    case counter(CounterState)
    case search(SearchState)
    case timer(TimerState)
    case todos(TodosState)

    /// A case study as it opens.
    init(opening study: CaseStudy) {
        switch study {
        case .counter: self = .counter(CounterState())
        case .search: self = .search(SearchState())
        case .timer: self = .timer(TimerState())
        case .todos: self = .todos(TodosState())
        }
    }
}

/// What happens in the app: on the menu, or on the case study in front (an event for a case study that
/// is not in front is ignored, as an answer arriving after its screen closed should be).
public enum RootEvent: Codable, Equatable, Sendable {
    case selectionMoved(by: Int)
    case openSelected
    case opened(CaseStudy)
    /// Closes what the screen in front shows over itself, else the screen.
    case backTapped
    case counter(CounterEvent)
    case search(SearchEvent)
    case timer(TimerEvent)
    case todos(TodosEvent)
}

/// The case studies' work, each with its identities.
public enum RootEffect: LoopEffect, Codable {
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
