import Screens
import TextUI

/// The search in the terminal: drawn by `SearchView`, with its keys.
extension SearchView: TextScreen {
    static let kind = ScreenKind.search
    static var viewState: KeyPath<AppViewState, SearchViewState?> { \.searchScreen }

    static let keys: [KeyBinding] = [
        KeyBinding(
            [.up, .down, .left, .right], in: .screen(.search), legend: "↑↓", summary: "move among the results"
        ) { key, _ in KeyBindings.direction(of: key).map { .send(.onTopList(.selectionMovedOneStep($0))) } },
        KeyBinding(
            [.enter], in: .screen(.search), legend: "⏎", summary: "opens the product",
            .send(.onTopList(.selectionConfirmed))),
        KeyBinding(
            [.tab], in: .screen(.search), legend: "tab", summary: "switches LIST/GRID",
            .send(.onTopList(.layoutToggled))
        ),
        KeyBinding(
            [.escape], in: .screen(.search), legend: "esc", summary: "goes back to the list",
            .send(.app(.backTapped))),
        KeyBinding([.backspace], in: .screen(.search), summary: "deletes", .send(.search(.deletedBackward))),
        KeyBinding(typingIn: .screen(.search), summary: "any other character types into the search") {
            .search(.typed($0))
        },
    ]
}
