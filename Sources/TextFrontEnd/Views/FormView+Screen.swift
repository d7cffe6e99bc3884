import Screens
import TextUI

/// The form in the terminal: drawn by `FormView`, with its keys.
extension FormView: TextScreen {
    static let kind = ScreenKind.form
    static var viewState: KeyPath<AppViewState, ProductFormViewState?> { \.formScreen }

    static let keys: [KeyBinding] = [
        KeyBinding(
            [.tab, .down, .backtab, .up], in: .screen(.form), legend: "tab", summary: "move between fields"
        ) { key, _ in .send(.form(.focusMoved(by: key == .tab || key == .down ? 1 : -1))) },
        KeyBinding(
            [.enter], in: .screen(.form), legend: "⏎",
            summary: "attaches the file whose path was typed on the images row (absolute, `~/…`, or relative "
                + "to the current folder), submits on the button, else moves on",
            .send(.form(.focusConfirmed))),
        KeyBinding(
            [.escape], in: .screen(.form), legend: "esc", summary: "cancels", .send(.app(.backTapped))),
        KeyBinding(
            [.character(" "), .left, .right], in: .screen(.form),
            summary: "switch KRW/USD on the currency row",
            when: { $0.formScreen?.isCurrencyFocused == true }, .send(.form(.currencyToggled))),
        KeyBinding([.backspace], in: .screen(.form), summary: "deletes", .send(.form(.deletedBackward))),
        KeyBinding(typingIn: .screen(.form), summary: "any other character types into the focused field") {
            .form(.typed($0))
        },
    ]
}
