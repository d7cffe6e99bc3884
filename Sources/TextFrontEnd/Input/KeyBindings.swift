import Screens
import TextDriver

/// Open Market's keyboard: every key's meaning, in each context, in the order the footer's legend and
/// the README list them. The key map, the legends and the README's table all read this one table.
public enum KeyBindings {
    public static let all: [KeyBinding] =
        list + search + detail + form + actionSheet + prompt + alert + everywhere

    static let list: [KeyBinding] = [
        KeyBinding(
            [.up, .down, .left, .right, .character("k"), .character("j"), .character("h"), .character("l")],
            in: .screen(.list), legend: "↑↓", summary: "move (`up`/`down` by a row in GRID)"
        ) { key, _ in direction(of: key).map { .send(.app(.list(.selectionMovedOneStep($0)))) } },
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

    static let search: [KeyBinding] = [
        KeyBinding(
            [.up, .down, .left, .right], in: .screen(.search), legend: "↑↓", summary: "move among the results"
        ) { key, _ in direction(of: key).map { .send(.onTopList(.selectionMovedOneStep($0))) } },
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

    static let detail: [KeyBinding] = [
        KeyBinding(
            [.character("h"), .left, .character("l"), .right], in: .screen(.detail), legend: "h l",
            summary: "page the images"
        ) { key, view in
            guard view.detailScreen?.content != nil else { return nil }
            return .send(.detail(.imagePaged(by: direction(of: key) == .left ? -1 : 1)))
        },
        KeyBinding(
            [.enter], in: .screen(.detail), legend: "⏎", summary: "opens the actions (own products)",
            when: isOwned,
            .send(.detail(.actionsTapped))),
        KeyBinding(
            [.character("e")], in: .screen(.detail), legend: "e", summary: "edits", when: isOwned,
            .send(.detail(.actionChosen(.edit)))),
        KeyBinding(
            [.character("d")], in: .screen(.detail), legend: "d", summary: "deletes", when: isOwned,
            .send(.detail(.actionChosen(.delete)))),
        KeyBinding(
            [.escape], in: .screen(.detail), legend: "esc", summary: "goes back", .send(.app(.backTapped))),
        KeyBinding(
            [.character("r")], in: .screen(.detail), legend: "r",
            summary: "loads again (a failed detail or image)",
            legendWhen: { $0.detailScreen?.content == nil }, .send(.detail(.retryTapped))),
        KeyBinding([.character("q")], in: .screen(.detail), legend: "q", summary: "quits", .quit),
    ]

    static let form: [KeyBinding] = [
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

    static let actionSheet: [KeyBinding] = [
        KeyBinding(
            [.up, .down, .character("j"), .character("k"), .tab, .backtab], in: .actionSheet,
            summary: "move between edit and delete", .send(.detail(.delete(.actionSelectionMoved)))),
        KeyBinding([.enter], in: .actionSheet, summary: "chooses", .send(.detail(.actionSheetConfirmed))),
        KeyBinding([.escape], in: .actionSheet, summary: "closes", .send(.app(.backTapped))),
    ]

    static let prompt: [KeyBinding] = [
        KeyBinding(
            [.enter], in: .prompt, summary: "confirms", .send(.detail(.delete(.passwordSubmitted)))),
        KeyBinding([.escape], in: .prompt, summary: "cancels", .send(.app(.backTapped))),
        KeyBinding(
            [.backspace], in: .prompt, summary: "deletes", .send(.detail(.delete(.deletedBackward)))),
        KeyBinding(
            typingIn: .prompt, summary: "any other character types the password (shown as bullets)"
        ) {
            .detail(.delete(.typed(SecretText($0))))
        },
    ]

    static let alert: [KeyBinding] = [
        KeyBinding(
            [.enter], in: .alert, summary: "retries when offered, else closes", .send(.app(.alertConfirmed))),
        KeyBinding(
            [.character("r")], in: .alert, summary: "retries", when: { $0.alert?.retry != nil },
            .send(.app(.alertRetryTapped))),
        KeyBinding([.escape], in: .alert, summary: "closes", .send(.app(.backTapped))),
    ]

    static let everywhere: [KeyBinding] = [
        KeyBinding([.interrupt], in: nil, summary: "Ctrl-C quits", .quit)
    ]

    /// The bindings that apply in `context`, in order, those for everywhere last.
    public static func bindings(in context: KeyContext) -> [KeyBinding] {
        all.filter { $0.context == context || $0.context == nil }
    }

    /// The footer's legend in `view`: the legends of the screen's bindings that apply there now, in
    /// order (what is presented over the screen names its own keys).
    public static func legend(for view: AppViewState) -> String {
        bindings(in: .screen(of: view)).compactMap { binding in
            guard let legend = binding.legend, let key = binding.keys.first,
                binding.action(key, view) != nil, binding.showsLegend(view)
            else { return nil }
            return legend
        }.joined(separator: " ")
    }

    private static func direction(of key: Key) -> MoveDirection? {
        switch key {
        case .up, .character("k"): .up
        case .down, .character("j"): .down
        case .left, .character("h"): .left
        case .right, .character("l"): .right
        default: nil
        }
    }

    private static func isOwned(_ view: AppViewState) -> Bool { view.detailScreen?.actions != nil }
}
