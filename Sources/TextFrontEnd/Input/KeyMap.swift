import Market
import Screens

/// What a key or typed text means on the screen in front: the app's keyboard, shared by the
/// interactive app and the scripted driver.
///
/// List: `g` LIST/GRID, `j`/`k` or arrows move, `enter` opens, `r` refreshes, `n` registers. Detail:
/// `h`/`l` page images, `enter` opens the actions, `e` edits and `d` deletes (own products), `r` retries.
/// Form: `tab`/`backtab` move between fields, typing edits the focused one, `enter` attaches (images)
/// or submits (the button), arrows or space switch the currency. `esc` goes back or cancels; `q` quits
/// from the list or a detail (the caller checks `isQuit`).
public enum KeyMap {
    /// The events for a key in `state`.
    public static func events(for key: Key, in state: AppState) -> [AppEvent] {
        if key == .escape { return [.backTapped] }
        if state.alert != nil {
            switch key {
            case .enter: return [state.alert?.retry == nil ? .alertDismissed : .alertRetryTapped]
            case .character("r") where state.alert?.retry != nil: return [.alertRetryTapped]
            default: return []
            }
        }
        if let prompt = state.delete?.passwordPrompt { return passwordEvents(key, prompt) }
        if let sheet = state.delete?.actionSheet {
            switch key {
            case .up, .down, .character("j"), .character("k"), .tab, .backtab:
                return [.detail(.delete(.actionSelectionMoved))]
            case .enter: return [.detail(.actionChosen(sheet.selection))]
            default: return []
            }
        }
        switch state.path.last {
        case nil: return listEvents(key, state.list)
        case .detail?: return detailEvents(key)
        case .form(let form)?: return formEvents(key, form)
        }
    }

    /// The events for text typed (or pasted) into the focused field.
    public static func events(typing text: String, in state: AppState) -> [AppEvent] {
        if let prompt = state.delete?.passwordPrompt, !prompt.isVerifying {
            return [.detail(.delete(.passwordChanged(SecretText(prompt.password.revealed + text))))]
        }
        guard state.alert == nil, case .form(let form)? = state.path.last else { return [] }
        if form.focus == .images { return [.form(.imagePathChanged(form.imagePath + text))] }
        guard let field = form.focus.textField else { return [] }
        return [.form(.textChanged(field, form.text(of: field) + text))]
    }

    /// Whether the key quits the app here: `q` on the list or a detail with nothing presented.
    public static func isQuit(_ key: Key, in state: AppState) -> Bool {
        if key == .interrupt { return true }
        guard key == .character("q"), state.alert == nil, state.delete == nil else { return false }
        return state.form == nil
    }

    private static func listEvents(_ key: Key, _ list: ProductListState) -> [AppEvent] {
        let columns = list.columns
        switch key {
        case .character("g"): return [.list(.layoutToggled)]
        case .character("j"), .down: return [.list(.selectionMoved(by: columns))]
        case .character("k"), .up: return [.list(.selectionMoved(by: -columns))]
        case .character("l"), .right: return [.list(.selectionMoved(by: 1))]
        case .character("h"), .left: return [.list(.selectionMoved(by: -1))]
        case .enter: return [.openSelected]
        case .character("r"):
            if case .failed = list.pagination.phase { return [.list(.retryTapped)] }
            return [.list(.refreshPulled)]
        case .character("n"): return [.registerTapped]
        default: return []
        }
    }

    private static func detailEvents(_ key: Key) -> [AppEvent] {
        switch key {
        case .character("h"), .left: [.detail(.imagePaged(by: -1))]
        case .character("l"), .right: [.detail(.imagePaged(by: 1))]
        case .enter: [.detail(.actionsTapped)]
        case .character("e"): [.detail(.actionChosen(.edit))]
        case .character("d"): [.detail(.actionChosen(.delete))]
        case .character("r"): [.detail(.retryTapped)]
        default: []
        }
    }

    private static func formEvents(_ key: Key, _ form: ProductFormState) -> [AppEvent] {
        switch key {
        case .tab, .down: return [.form(.focusMoved(by: 1))]
        case .backtab, .up: return [.form(.focusMoved(by: -1))]
        case .enter:
            switch form.focus {
            case .images: return [.form(.attachRequested)]
            case .submit: return [.form(.submitTapped)]
            default: return [.form(.focusMoved(by: 1))]
            }
        case .backspace:
            if form.focus == .images {
                if !form.imagePath.isEmpty {
                    return [.form(.imagePathChanged(String(form.imagePath.dropLast())))]
                }
                return form.input.images.isEmpty
                    ? [] : [.form(.imageRemoved(at: form.input.images.count - 1))]
            }
            guard let field = form.focus.textField else { return [] }
            return [.form(.textChanged(field, String(form.text(of: field).dropLast())))]
        case .left, .right:
            return form.focus == .currency ? [toggledCurrency(form)] : []
        case .character(" ") where form.focus == .currency:
            return [toggledCurrency(form)]
        case .character(let character):
            if form.focus == .images { return [.form(.imagePathChanged(form.imagePath + String(character)))] }
            guard let field = form.focus.textField else { return [] }
            return [.form(.textChanged(field, form.text(of: field) + String(character)))]
        default:
            return []
        }
    }

    private static func toggledCurrency(_ form: ProductFormState) -> AppEvent {
        .form(.currencySelected(form.input.currency == .krw ? .usd : .krw))
    }

    private static func passwordEvents(_ key: Key, _ prompt: PasswordPrompt) -> [AppEvent] {
        guard !prompt.isVerifying else { return [] }
        switch key {
        case .enter: return [.detail(.delete(.passwordSubmitted))]
        case .backspace:
            return [
                .detail(.delete(.passwordChanged(SecretText(String(prompt.password.revealed.dropLast())))))
            ]
        case .character(let character):
            return [
                .detail(.delete(.passwordChanged(SecretText(prompt.password.revealed + String(character)))))
            ]
        default: return []
        }
    }
}
