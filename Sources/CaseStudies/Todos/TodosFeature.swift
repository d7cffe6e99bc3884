import Loop

/// A to-do list: add, toggle, delete, filter, and undo the last delete within 3 seconds.
///
/// A delete starts the undo window as an expiry effect; another delete replaces it (only the last
/// delete can be undone, for a full window again), and an undo cancels it.
public struct TodosFeature: Reducer {
    /// How long the last delete can be undone.
    public static let undoWindow: Duration = .seconds(3)

    public init() {}

    public func reduce(_ state: inout TodosState, _ event: TodosEvent) -> [TodosEffect] {
        switch event {
        case .draftChanged(let text):
            state.draft = text
            return []
        case .addTapped:
            let title = String(
                state.draft.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
            guard !title.isEmpty else { return [] }
            state.todos.append(Todo(id: state.nextID, title: title))
            state.nextID += 1
            state.draft = ""
            if state.selectedID == nil { state.select(near: 0) }
            return []
        case .focusToggled:
            state.focus = state.focus == .draft ? .list : .draft
            return []
        case .selectionMoved(let offset):
            guard let index = state.selectedIndex else { return [] }
            state.select(near: max(0, index + offset))
            return []
        case .todoSelected(let id):
            if state.visibleTodos.contains(where: { $0.id == id }) { state.selectedID = id }
            return []
        case .toggleTapped:
            guard let index = state.selectedIndex, let position = state.position(of: state.selectedID) else {
                return []
            }
            state.todos[position].isDone.toggle()
            state.select(near: index)
            return []
        case .deleteTapped:
            guard let index = state.selectedIndex, let position = state.position(of: state.selectedID) else {
                return []
            }
            state.deleted = DeletedTodo(todo: state.todos.remove(at: position), position: position)
            state.select(near: index)
            return [.expireUndo(after: Self.undoWindow)]
        case .undoTapped:
            guard let deleted = state.deleted else { return [] }
            state.todos.insert(deleted.todo, at: min(deleted.position, state.todos.count))
            state.deleted = nil
            if state.filter.admits(deleted.todo) { state.selectedID = deleted.todo.id }
            return [.cancelUndoExpiry]
        case .undoExpired:
            state.deleted = nil
            return []
        case .filterCycled:
            let filters = TodoFilter.allCases
            state.filter = filters[(filters.firstIndex(of: state.filter)! + 1) % filters.count]
            state.select(near: 0)
            return []
        }
    }
}

/// The list, the text being typed for the next to-do, the filter, the selection and the last delete.
public struct TodosState: Equatable, Sendable, Encodable {
    public var todos: [Todo] = []
    public var draft = ""
    public var focus = TodosFocus.draft
    public var filter = TodoFilter.all
    /// The selected to-do; always one the filter shows, nil when it shows none.
    public var selectedID: Int?
    /// The id the next to-do gets.
    public var nextID = 1
    /// The last delete, while it can be undone.
    public var deleted: DeletedTodo?

    public init() {}

    /// The to-dos the filter shows, in list order.
    public var visibleTodos: [Todo] { todos.filter(filter.admits) }

    /// Where the selected to-do is among the visible ones.
    var selectedIndex: Int? { visibleTodos.firstIndex { $0.id == selectedID } }

    func position(of id: Int?) -> Int? { todos.firstIndex { $0.id == id } }

    /// Selects the visible to-do at `index`, or the last one when there are fewer.
    mutating func select(near index: Int) {
        let visible = visibleTodos
        selectedID = visible.isEmpty ? nil : visible[min(index, visible.count - 1)].id
    }
}

/// One thing to do.
public struct Todo: Equatable, Sendable, Identifiable, Encodable {
    public var id: Int
    public var title: String
    public var isDone: Bool

    public init(id: Int, title: String, isDone: Bool = false) {
        self.id = id
        self.title = title
        self.isDone = isDone
    }
}

/// Which to-dos the list shows.
public enum TodoFilter: CaseIterable, Equatable, Sendable, Encodable {
    case all, active, completed

    func admits(_ todo: Todo) -> Bool {
        switch self {
        case .all: true
        case .active: !todo.isDone
        case .completed: todo.isDone
        }
    }
}

/// Where typing goes: into the next to-do's text, or to the list's commands.
public enum TodosFocus: Equatable, Sendable, Encodable {
    case draft, list
}

/// A deleted to-do and where it stood, to put it back.
public struct DeletedTodo: Equatable, Sendable, Encodable {
    public var todo: Todo
    public var position: Int

    public init(todo: Todo, position: Int) {
        self.todo = todo
        self.position = position
    }
}

/// What happens on the to-do screen; toggle and delete act on the selected to-do.
public enum TodosEvent: Codable, Equatable, Sendable {
    case draftChanged(String)
    case addTapped
    case focusToggled
    case selectionMoved(by: Int)
    /// The to-do `id` was chosen by pointing at it: it is the one selected.
    case todoSelected(id: Int)
    case toggleTapped
    case deleteTapped
    case undoTapped
    /// The undo window closed.
    case undoExpired
    /// All, then active, then completed, then all again.
    case filterCycled
}

/// The to-do list's work: the undo window.
public enum TodosEffect: LoopEffect, Codable {
    /// Answers `undoExpired` after the duration, unless replaced or cancelled first.
    case expireUndo(after: Duration)
    case cancelUndoExpiry

    public enum ID: Hashable, Sendable { case undo }

    public var scheduling: EffectScheduling<ID> {
        switch self {
        case .expireUndo: .replacing(.undo)
        case .cancelUndoExpiry: .cancel(.undo)
        }
    }
}
