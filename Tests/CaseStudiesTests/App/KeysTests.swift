import CaseStudies
import Testing
import TextDriver

@MainActor
@Suite("Case-study keys")
struct KeysTests {
    let app = CaseStudiesTextApp()

    @Test("on the menu, arrows and j/k move, enter opens, q quits")
    func menu() {
        let menu = RootState()
        #expect(app.action(for: .down, in: menu) == .send(.selectionMoved(by: 1)))
        #expect(app.action(for: .character("k"), in: menu) == .send(.selectionMoved(by: -1)))
        #expect(app.action(for: .enter, in: menu) == .send(.openSelected))
        #expect(app.action(for: .character("q"), in: menu) == .quit)
        #expect(app.action(for: .character("x"), in: menu) == nil)
    }

    @Test("a text field takes its whole new value: typing appends, backspace removes the last character")
    func textFields() {
        var search = SearchState()
        search.query = "Sw"
        let searching = RootState(path: [.search(search)])
        #expect(
            app.action(for: .character("i"), in: searching)
                == .send(.path(.element(1, .search(.queryChanged("Swi"))))))
        #expect(
            app.action(for: .character("q"), in: searching)
                == .send(.path(.element(1, .search(.queryChanged("Swq"))))))
        #expect(
            app.action(for: .backspace, in: searching)
                == .send(.path(.element(1, .search(.queryChanged("S"))))))
        var todos = TodosState()
        todos.draft = "mil"
        let drafting = RootState(path: [.todos(todos)])
        #expect(
            app.action(for: .character("k"), in: drafting)
                == .send(.path(.element(1, .todos(.draftChanged("milk"))))))
        #expect(app.action(for: .enter, in: drafting) == .send(.path(.element(1, .todos(.addTapped)))))
    }

    @Test("on the to-do list, letters are commands, not text")
    func todoList() {
        var todos = TodosState()
        todos.focus = .list
        let list = RootState(path: [.todos(todos)])
        #expect(
            app.action(for: .character("d"), in: list) == .send(.path(.element(1, .todos(.deleteTapped)))))
        #expect(app.action(for: .character("u"), in: list) == .send(.path(.element(1, .todos(.undoTapped)))))
        #expect(
            app.action(for: .character(" "), in: list) == .send(.path(.element(1, .todos(.toggleTapped)))))
        #expect(app.action(for: .escape, in: list) == .send(.backTapped))
    }
}
