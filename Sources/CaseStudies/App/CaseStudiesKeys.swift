import TextDriver

/// What each key means on the menu and on each case study, as the legends name them: esc closes what
/// is in front, any other key goes to the case study in front, by its id. Text fields take
/// their whole new value: typing appends to the query or the draft, backspace removes its last
/// character.
enum CaseStudiesKeys {
    static func action(for key: Key, in state: RootState) -> KeyAction<RootEvent>? {
        guard let top = state.top, let id = state.path.ids.last else { return menu(key) }
        if key == .escape { return .send(.backTapped) }
        // A key means something to the case study in front, addressed by its id.
        let event: Screen.Event? =
            switch top {
            case .counter: counter(key).map(Screen.Event.counter)
            case .search(let search): self.search(key, search).map(Screen.Event.search)
            case .timer: timer(key).map(Screen.Event.timer)
            case .todos(let todos): self.todos(key, todos).map(Screen.Event.todos)
            }
        return event.map { .send(.path(.element(id, $0))) }
    }

    private static func menu(_ key: Key) -> KeyAction<RootEvent>? {
        switch key {
        case .up, .character("k"): .send(.selectionMoved(by: -1))
        case .down, .character("j"): .send(.selectionMoved(by: 1))
        case .enter: .send(.openSelected)
        case .character("q"): .quit
        default: nil
        }
    }

    private static func counter(_ key: Key) -> CounterEvent? {
        switch key {
        case .character("+"): .incrementTapped
        case .character("-"): .decrementTapped
        case .character("f"): .factTapped
        default: nil
        }
    }

    private static func search(_ key: Key, _ search: SearchState) -> SearchEvent? {
        if search.opened != nil { return nil }
        switch key {
        case .character(let character): return .queryChanged(search.query + String(character))
        case .backspace: return .queryChanged(String(search.query.dropLast()))
        case .up: return .selectionMoved(by: -1)
        case .down: return .selectionMoved(by: 1)
        case .enter: return .openSelected
        default: return nil
        }
    }

    private static func timer(_ key: Key) -> TimerEvent? {
        switch key {
        case .character(" "): .toggleTapped
        case .character("r"): .resetTapped
        default: nil
        }
    }

    private static func todos(_ key: Key, _ todos: TodosState) -> TodosEvent? {
        switch (key, todos.focus) {
        case (.tab, _): .focusToggled
        case (.enter, .draft): .addTapped
        case (.backspace, .draft): .draftChanged(String(todos.draft.dropLast()))
        case (.character(let character), .draft): .draftChanged(todos.draft + String(character))
        case (.up, .list), (.character("k"), .list): .selectionMoved(by: -1)
        case (.down, .list), (.character("j"), .list): .selectionMoved(by: 1)
        case (.character(" "), .list): .toggleTapped
        case (.character("d"), .list): .deleteTapped
        case (.character("u"), .list): .undoTapped
        case (.character("f"), .list): .filterCycled
        default: nil
        }
    }
}
