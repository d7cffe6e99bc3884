import TextDriver

/// What each key means on the menu and on each case study, as the legends name them. Text fields take
/// their whole new value: typing appends to the query or the draft, backspace removes its last
/// character.
enum CaseStudiesKeys {
    static func action(for key: Key, in state: RootState) -> KeyAction<RootEvent>? {
        switch state.top {
        case nil: menu(key)
        case .counter: counter(key)
        case .search(let search): self.search(key, search)
        case .timer: timer(key)
        case .todos(let todos): self.todos(key, todos)
        }
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

    private static func counter(_ key: Key) -> KeyAction<RootEvent>? {
        switch key {
        case .character("+"): .send(.counter(.incrementTapped))
        case .character("-"): .send(.counter(.decrementTapped))
        case .character("f"): .send(.counter(.factTapped))
        case .escape: .send(.backTapped)
        default: nil
        }
    }

    private static func search(_ key: Key, _ search: SearchState) -> KeyAction<RootEvent>? {
        if search.opened != nil { return key == .escape ? .send(.backTapped) : nil }
        switch key {
        case .character(let character): return .send(.search(.queryChanged(search.query + String(character))))
        case .backspace: return .send(.search(.queryChanged(String(search.query.dropLast()))))
        case .up: return .send(.search(.selectionMoved(by: -1)))
        case .down: return .send(.search(.selectionMoved(by: 1)))
        case .enter: return .send(.search(.openSelected))
        case .escape: return .send(.backTapped)
        default: return nil
        }
    }

    private static func timer(_ key: Key) -> KeyAction<RootEvent>? {
        switch key {
        case .character(" "): .send(.timer(.toggleTapped))
        case .character("r"): .send(.timer(.resetTapped))
        case .escape: .send(.backTapped)
        default: nil
        }
    }

    private static func todos(_ key: Key, _ todos: TodosState) -> KeyAction<RootEvent>? {
        switch (key, todos.focus) {
        case (.tab, _): .send(.todos(.focusToggled))
        case (.escape, _): .send(.backTapped)
        case (.enter, .draft): .send(.todos(.addTapped))
        case (.backspace, .draft): .send(.todos(.draftChanged(String(todos.draft.dropLast()))))
        case (.character(let character), .draft):
            .send(.todos(.draftChanged(todos.draft + String(character))))
        case (.up, .list), (.character("k"), .list): .send(.todos(.selectionMoved(by: -1)))
        case (.down, .list), (.character("j"), .list): .send(.todos(.selectionMoved(by: 1)))
        case (.character(" "), .list): .send(.todos(.toggleTapped))
        case (.character("d"), .list): .send(.todos(.deleteTapped))
        case (.character("u"), .list): .send(.todos(.undoTapped))
        case (.character("f"), .list): .send(.todos(.filterCycled))
        default: nil
        }
    }
}
