import Screens
import TextUI

/// The list in the terminal: drawn by `ListView`, with its keys.
extension ListView: TextScreen {
    static let kind = ScreenKind.list
    static var viewState: KeyPath<AppViewState, ProductListViewState?> { \.listScreen }

    static func draw(_ screen: ProductListViewState, legend: String, on canvas: inout Canvas, tick: Int) {
        draw(screen, title: nil, legend: legend, on: &canvas, tick: tick)
    }

    static let keys: [KeyBinding] = [
        KeyBinding(
            [.up, .down, .left, .right, .character("k"), .character("j"), .character("h"), .character("l")],
            in: .screen(.list), legend: "↑↓", summary: "move (`up`/`down` by a row in GRID)"
        ) { key, _ in KeyBindings.direction(of: key).map { .send(.app(.list(.selectionMovedOneStep($0)))) } },
        KeyBinding(
            [.enter], in: .screen(.list), legend: "⏎", summary: "opens the product",
            .send(.onTopList(.selectionConfirmed))),
        KeyBinding(
            [.character("g")], in: .screen(.list), legend: "g", summary: "switches LIST/GRID",
            .send(.app(.list(.layoutToggled)))),
        KeyBinding(
            [.character("r")], in: .screen(.list), legend: "r",
            summary: "refreshes (or retries a failed page)",
            .send(.app(.list(.reloadTapped)))),
        KeyBinding(
            [.character("n")], in: .screen(.list), legend: "n", summary: "registers",
            .send(.app(.registerTapped))),
        KeyBinding(
            [.character("/")], in: .screen(.list), legend: "/",
            summary: "searches (where the market searches)",
            when: { $0.offeredScreens.contains(.search) }, .send(.app(.routeRequested(.search(query: ""))))),
        KeyBinding([.character("q")], in: .screen(.list), legend: "q", summary: "quits", .quit),
    ]
}
