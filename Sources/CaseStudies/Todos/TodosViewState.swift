extension TodosState {
    /// What the to-do screen shows.
    public var viewState: TodosViewState {
        let left = todos.filter { !$0.isDone }.count
        return TodosViewState(
            draft: draft, isDraftFocused: focus == .draft,
            filters: ["All", "Active", "Completed"],
            selectedFilter: TodoFilter.allCases.firstIndex(of: filter) ?? 0,
            rows: visibleTodos.map { todo in
                TodoRow(
                    id: todo.id, text: "[\(todo.isDone ? "x" : " ")] \(todo.title)", isDone: todo.isDone,
                    isSelected: focus == .list && todo.id == selectedID)
            },
            remaining: left == 1 ? "1 item left" : "\(left) items left",
            undo: deleted.map { "Deleted “\($0.todo.title)”: u undoes it" })
    }
}

/// The to-do screen as text.
public struct TodosViewState: Equatable, Sendable {
    public var draft: String
    public var isDraftFocused: Bool
    public var filters: [String]
    public var selectedFilter: Int
    public var rows: [TodoRow]
    public var remaining: String
    /// The offer to undo the last delete, while it stands.
    public var undo: String?
}

/// One to-do as the list shows it.
public struct TodoRow: Equatable, Sendable {
    /// The to-do's id, for a front end that points at it (`TodosEvent.todoSelected`).
    public var id: Int
    public var text: String
    public var isDone: Bool
    public var isSelected: Bool
}
