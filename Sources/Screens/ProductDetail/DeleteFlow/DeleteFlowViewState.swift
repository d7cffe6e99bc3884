import Presenters

/// What the delete flow shows over the detail, as any front end draws it: the action sheet or the
/// password prompt.
public enum DeleteFlowViewState: Equatable, Sendable {
    case actionSheet(ActionSheetViewState)
    case passwordPrompt(PasswordPromptViewState)

    /// The action sheet, when it is what shows.
    public var actionSheet: ActionSheetViewState? {
        if case .actionSheet(let sheet) = self { sheet } else { nil }
    }

    /// The password prompt, when it is what shows.
    public var passwordPrompt: PasswordPromptViewState? {
        if case .passwordPrompt(let prompt) = self { prompt } else { nil }
    }
}

/// The action sheet: its title and the actions in order, one selected.
public struct ActionSheetViewState: Equatable, Sendable {
    public var title: String
    public var actions: [Segment]
    public var cancel: String
}

/// The password prompt: the typed text only ever as bullets.
public struct PasswordPromptViewState: Equatable, Sendable {
    public var title: String
    public var placeholder: String
    public var maskedText: String
    public var error: String?
    public var isVerifying: Bool
    public var verifyingText: String
    public var confirm: String
    public var cancel: String
}

extension DeleteFlowState {
    public func viewState(_ strings: Strings) -> DeleteFlowViewState {
        switch self {
        case .actionSheet(let sheet):
            .actionSheet(
                ActionSheetViewState(
                    title: strings.actionsTitle,
                    actions: ProductAction.allCases.map {
                        Segment(
                            title: $0 == .edit ? strings.edit : strings.delete,
                            isSelected: $0 == sheet.selection)
                    },
                    cancel: strings.cancel))
        case .passwordPrompt(let prompt):
            .passwordPrompt(
                PasswordPromptViewState(
                    title: strings.deletePromptTitle, placeholder: strings.passwordPlaceholder,
                    maskedText: prompt.password.masked,
                    error: prompt.wasRefused ? strings.wrongPassword : nil,
                    isVerifying: prompt.isVerifying, verifyingText: strings.loading, confirm: strings.delete,
                    cancel: strings.cancel))
        }
    }
}
