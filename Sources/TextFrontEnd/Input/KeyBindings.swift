import Screens
import TextDriver

/// Open Market's keyboard: every key's meaning, in each context, in the order the footer's legend and
/// the README list them: each screen's keys (`TextScreen.keys`, in its own file), then what is
/// presented over a screen and what works everywhere. The key map, the legends and the README's table
/// all read this one table.
public enum KeyBindings {
    public static let all: [KeyBinding] =
        TextScreens.all.flatMap { $0.keys } + actionSheet + prompt + alert + everywhere

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
        byContext[context] ?? []
    }

    /// Each context's bindings, picked out of `all` once: a key pressed or a legend drawn looks them up.
    private static let byContext: [KeyContext: [KeyBinding]] = Dictionary(
        uniqueKeysWithValues: KeyContext.allCases.map { context in
            (context, all.filter { $0.context == context || $0.context == nil })
        })

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

    /// The direction an arrow or a vi key moves in.
    static func direction(of key: Key) -> MoveDirection? {
        switch key {
        case .up, .character("k"): .up
        case .down, .character("j"): .down
        case .left, .character("h"): .left
        case .right, .character("l"): .right
        default: nil
        }
    }

    /// Whether the detail on top is of the user's own product (its actions are offered).
    static func isOwned(_ view: AppViewState) -> Bool { view.detailScreen?.actions != nil }
}
