extension RootState {
    /// What the app shows: the menu, or the case study in front.
    public var viewState: RootViewState {
        switch top {
        case nil:
            .menu(
                MenuViewState(
                    items: CaseStudy.allCases.map { "\($0.title.padding(to: 8)) \($0.summary)" },
                    selection: CaseStudy.allCases.firstIndex(of: selection) ?? 0))
        case .counter(let state): .counter(state.viewState)
        case .search(let state): .search(state.viewState)
        case .timer(let state): .timer(state.viewState)
        case .todos(let state): .todos(state.viewState)
        }
    }
}

extension CaseStudy {
    /// The name the menu and the title bar show.
    public var title: String {
        switch self {
        case .counter: CounterRenderer.title
        case .search: SearchRenderer.title
        case .timer: TimerRenderer.title
        case .todos: TodosRenderer.title
        }
    }

    var summary: String {
        switch self {
        case .counter: "a fact about its number"
        case .search: "as you type, debounced"
        case .timer: "ticks each second"
        case .todos: "add, toggle, filter, undo"
        }
    }
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}

/// The app as text: the menu or one case study's view state.
public enum RootViewState: Equatable, Sendable {
    case menu(MenuViewState)
    case counter(CounterViewState)
    case search(SearchViewState)
    case timer(TimerViewState)
    case todos(TodosViewState)
}

/// The menu as text: one line per case study, one of them selected.
public struct MenuViewState: Equatable, Sendable {
    public var items: [String]
    public var selection: Int
}
