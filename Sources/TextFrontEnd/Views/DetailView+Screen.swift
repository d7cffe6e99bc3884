import Screens
import TextUI

/// The detail in the terminal: drawn by `DetailView`, with its keys.
extension DetailView: TextScreen {
    static let kind = ScreenKind.detail
    static var viewState: KeyPath<AppViewState, ProductDetailViewState?> { \.detailScreen }

    static let keys: [KeyBinding] = [
        KeyBinding(
            [.character("h"), .left, .character("l"), .right], in: .screen(.detail), legend: "h l",
            summary: "page the images"
        ) { key, view in
            guard view.detailScreen?.content != nil else { return nil }
            return .send(.detail(.imagePaged(by: KeyBindings.direction(of: key) == .left ? -1 : 1)))
        },
        KeyBinding(
            [.enter], in: .screen(.detail), legend: "⏎", summary: "opens the actions (own products)",
            when: KeyBindings.isOwned,
            .send(.detail(.actionsTapped))),
        KeyBinding(
            [.character("e")], in: .screen(.detail), legend: "e", summary: "edits", when: KeyBindings.isOwned,
            .send(.detail(.actionChosen(.edit)))),
        KeyBinding(
            [.character("d")], in: .screen(.detail), legend: "d", summary: "deletes",
            when: KeyBindings.isOwned,
            .send(.detail(.actionChosen(.delete)))),
        KeyBinding(
            [.escape], in: .screen(.detail), legend: "esc", summary: "goes back", .send(.app(.backTapped))),
        KeyBinding(
            [.character("r")], in: .screen(.detail), legend: "r",
            summary: "loads again (a failed detail or image)",
            legendWhen: { $0.detailScreen?.content == nil }, .send(.detail(.retryTapped))),
        KeyBinding([.character("q")], in: .screen(.detail), legend: "q", summary: "quits", .quit),
    ]
}
