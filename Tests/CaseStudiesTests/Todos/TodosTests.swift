import CaseStudies
import Loop
import LoopTesting
import Testing

@Suite("To-dos")
struct TodosTests {
    static let milk = Todo(id: 1, title: "milk")
    static let eggs = Todo(id: 2, title: "eggs")
    static let bread = Todo(id: 3, title: "bread")

    /// Three to-dos, the list focused, eggs selected.
    static var three: TodosState {
        var state = TodosState()
        state.todos = [milk, eggs, bread]
        state.nextID = 4
        state.focus = .list
        state.selectedID = 2
        return state
    }

    @Test("adds what was typed, trimmed; a blank draft adds nothing")
    func add() {
        let tester = FeatureTester(TodosFeature(), state: TodosState())
        tester.send(.draftChanged("  milk ")) { $0.draft = "  milk " }
        tester.send(.addTapped) {
            $0.todos = [Self.milk]
            $0.nextID = 2
            $0.draft = ""
            $0.selectedID = 1
        }
        tester.send(.draftChanged("   ")) { $0.draft = "   " }
        tester.send(.addTapped)
        tester.send(.draftChanged("eggs")) { $0.draft = "eggs" }
        tester.send(.addTapped) {
            $0.todos = [Self.milk, Self.eggs]
            $0.nextID = 3
            $0.draft = ""
        }
        tester.send(.focusToggled) { $0.focus = .list }
        tester.finish()
    }

    @Test("the selection moves within the list")
    func selection() {
        let tester = FeatureTester(TodosFeature(), state: Self.three)
        tester.send(.selectionMoved(by: 1)) { $0.selectedID = 3 }
        tester.send(.selectionMoved(by: 1))
        tester.send(.selectionMoved(by: -9)) { $0.selectedID = 1 }
        tester.finish()
    }

    @Test("toggles, and the filter shows all, then active, then completed")
    func toggleAndFilter() {
        let tester = FeatureTester(TodosFeature(), state: Self.three)
        tester.send(.toggleTapped) { $0.todos[1].isDone = true }
        tester.send(.filterCycled) {
            $0.filter = .active
            $0.selectedID = 1
        }
        #expect(tester.state.visibleTodos == [Self.milk, Self.bread])
        tester.send(.toggleTapped) {
            $0.todos[0].isDone = true
            $0.selectedID = 3
        }
        tester.send(.filterCycled) {
            $0.filter = .completed
            $0.selectedID = 1
        }
        #expect(tester.state.visibleTodos.map(\.title) == ["milk", "eggs"])
        tester.send(.filterCycled) { $0.filter = .all }
        tester.finish()
    }

    @Test("a delete can be undone within 3 seconds, back in its place")
    func undo() {
        let tester = FeatureTester(TodosFeature(), state: Self.three)
        tester.send(.deleteTapped, effects: [.expireUndo(after: .seconds(3))]) {
            $0.todos = [Self.milk, Self.bread]
            $0.deleted = DeletedTodo(todo: Self.eggs, position: 1)
            $0.selectedID = 3
        }
        tester.send(.undoTapped, effects: [.cancelUndoExpiry]) {
            $0.todos = [Self.milk, Self.eggs, Self.bread]
            $0.deleted = nil
            $0.selectedID = 2
        }
        tester.send(.undoTapped)
        tester.finish()
    }

    @Test("after 3 seconds the delete stands; a second delete restarts the window for itself only")
    func undoExpires() {
        let tester = FeatureTester(TodosFeature(), state: Self.three)
        tester.send(.deleteTapped, effects: [.expireUndo(after: .seconds(3))]) {
            $0.todos = [Self.milk, Self.bread]
            $0.deleted = DeletedTodo(todo: Self.eggs, position: 1)
            $0.selectedID = 3
        }
        tester.send(.deleteTapped, effects: [.expireUndo(after: .seconds(3))]) {
            $0.todos = [Self.milk]
            $0.deleted = DeletedTodo(todo: Self.bread, position: 1)
            $0.selectedID = 1
        }
        #expect(tester.pendingEffects == [.expireUndo(after: .seconds(3))], "the first window was replaced")
        tester.answer(.expireUndo(after: .seconds(3)), with: .undoExpired) { $0.deleted = nil }
        tester.send(.undoTapped)
        tester.send(.deleteTapped, effects: [.expireUndo(after: .seconds(3))]) {
            $0.todos = []
            $0.deleted = DeletedTodo(todo: Self.milk, position: 0)
            $0.selectedID = nil
        }
        tester.send(.toggleTapped)
        tester.send(.deleteTapped)
        tester.dismiss(.expireUndo(after: .seconds(3)))
        tester.finish()
    }

    @Test("through the loop on the manual clock: undo works at 2.9 s and not at 3 s")
    @MainActor func throughTheLoop() async throws {
        let clock = ManualClock()
        let loop = EventLoop(
            TodosFeature(), state: Self.three, handler: TodosEffectHandler(clock: clock), clock: clock)
        loop.send(.deleteTapped)
        try await loop.settle(advancingTimeBy: .milliseconds(2_900))
        loop.send(.undoTapped)
        #expect(loop.state.todos == [Self.milk, Self.eggs, Self.bread])
        loop.send(.deleteTapped)
        try await loop.settle(advancingTimeBy: .seconds(3))
        loop.send(.undoTapped)
        #expect(loop.state.todos == [Self.milk, Self.bread])
        #expect(!loop.hasPendingWork)
    }

    @Test("snapshots: typing a new to-do; the list with one done and a delete to undo")
    func snapshots() {
        var state = Self.three
        state.focus = .draft
        state.draft = "tea"
        assertScreen(RootState(path: [.todos(state)]), named: "todos-typing")
        state = Self.three
        state.todos[0].isDone = true
        state.todos.remove(at: 2)
        state.deleted = DeletedTodo(todo: Self.bread, position: 2)
        assertScreen(RootState(path: [.todos(state)]), named: "todos-undo")
    }
}
