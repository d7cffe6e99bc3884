import Loop
import Market
import Presenters

/// The whole app: embeds the list, detail and form features, and owns navigation, alerts and the
/// delete flow (action sheet, password prompt, secret lookup, delete).
public struct AppFeature: Reducer {
    public init() {}

    public func reduce(_ state: inout AppState, _ event: AppEvent) -> [AppEffect] {
        let strings = state.configuration.strings
        switch event {
        case .launched:
            return ProductList().reduce(&state, at: \.list, .appeared, effect: AppEffect.list)
        case .list(let event):
            let effects = ProductList().reduce(&state, at: \.list, event, effect: AppEffect.list)
            if case .pageFailed(let request, let error) = event,
                state.list.pagination.phase == .failed(page: request.page, error: error)
            {
                state.alert = .failure(error, strings, retry: .list(.retryTapped))
            }
            return effects
        case .detail(let event):
            let effects = ProductDetailFeature().reduce(&state, at: \.detail, event, effect: AppEffect.detail)
            if case .detailFailed(let error) = event, state.detail?.loadError == error {
                state.alert = .failure(error, strings, retry: .detail(.retryTapped))
            }
            return effects
        case .form(let event):
            return formEvent(&state, event, strings)
        case .openSelected:
            guard state.isInteractive(on: .list), let product = state.list.selectedProduct else { return [] }
            return reduce(&state, .openProduct(id: product.id))
        case .openProduct(let id):
            state.detail = ProductDetailState(productID: id, userVendorID: state.configuration.userVendorID)
            state.stack = [.detail]
            return ProductDetailFeature().reduce(&state, at: \.detail, .appeared, effect: AppEffect.detail)
        case .registerTapped:
            guard state.isInteractive(on: .list) else { return [] }
            state.form = ProductFormState(
                mode: .register, validation: FormValidation(rules: state.configuration.rules))
            state.stack.append(.form)
            return []
        case .backTapped:
            return back(&state)
        case .actionsTapped:
            guard state.isInteractive(on: .detail), let detail = state.detail, detail.isOwned else {
                return []
            }
            state.actionSheet = ActionSheet(productID: detail.productID)
            return []
        case .actionSelectionMoved:
            if let selection = state.actionSheet?.selection {
                state.actionSheet?.selection = selection == .edit ? .delete : .edit
            }
            return []
        case .actionChosen(let action):
            return choose(action, &state)
        case .passwordChanged(let password):
            guard state.passwordPrompt?.isVerifying == false else { return [] }
            state.passwordPrompt?.password = password
            state.passwordPrompt?.error = nil
            return []
        case .passwordSubmitted:
            guard var prompt = state.passwordPrompt, !prompt.isVerifying, !prompt.password.isEmpty else {
                return []
            }
            prompt.isVerifying = true
            prompt.error = nil
            state.passwordPrompt = prompt
            return [.lookUpDeletionSecret(productID: prompt.productID, password: prompt.password)]
        case .deletionSecretFound(let id, let secret):
            guard state.passwordPrompt?.productID == id, state.passwordPrompt?.isVerifying == true else {
                return []
            }
            return [.delete(productID: id, secret: secret)]
        case .deletionSecretFailed(let id, let error):
            guard state.passwordPrompt?.productID == id else { return [] }
            state.passwordPrompt?.isVerifying = false
            if error.refusesPassword {
                state.passwordPrompt?.password = ""
                state.passwordPrompt?.error = strings.wrongPassword
            } else {
                state.alert = .failure(error, strings, retry: error.isRetryable ? .passwordSubmitted : nil)
            }
            return []
        case .deleted(let id):
            // Close what shows the deleted product, and only that: a late answer must not take away
            // another screen, or a form being filled in.
            if state.passwordPrompt?.productID == id { state.passwordPrompt = nil }
            if state.actionSheet?.productID == id { state.actionSheet = nil }
            if case .edit(let edited)? = state.form?.mode, edited.id == id { state.form = nil }
            if state.detail?.productID == id { state.detail = nil }
            state.stack.removeAll {
                ($0 == .form && state.form == nil) || ($0 == .detail && state.detail == nil)
            }
            return ProductList().reduce(&state, at: \.list, .productRemoved(id: id), effect: AppEffect.list)
                + ProductList().reduce(&state, at: \.list, .refreshPulled, effect: AppEffect.list)
        case .deleteFailed(let id, let error):
            guard state.passwordPrompt?.productID == id else { return [] }
            state.passwordPrompt?.isVerifying = false
            state.alert = .failure(error, strings, retry: error.isRetryable ? .passwordSubmitted : nil)
            return []
        case .alertDismissed:
            state.alert = nil
            return []
        case .alertRetryTapped:
            guard let retry = state.alert?.retry else { return [] }
            state.alert = nil
            return reduce(&state, retry)
        case .languageChanged(let language):
            state.configuration.language = language
            return []
        }
    }

    private func formEvent(_ state: inout AppState, _ event: ProductFormEvent, _ strings: Strings)
        -> [AppEffect]
    {
        // A submit's answer belongs to the form waiting for it (an edit form: for its product). One that
        // comes after its form was closed must not close, alert over or retry another form.
        let isSubmitting = state.form?.isSubmitting == true
        let reachesForm =
            switch (event, state.form?.mode) {
            case (.submitted(let detail), .edit(let edited)?): isSubmitting && edited.id == detail.id
            case (.submitted, _), (.submitFailed, _): isSubmitting
            default: true
            }
        var effects =
            reachesForm ? ProductForm().reduce(&state, at: \.form, event, effect: AppEffect.form) : []
        switch event {
        case .submitted(let detail):
            if reachesForm {
                state.form = nil
                state.stack.removeAll { $0 == .form }
            }
            if state.detail?.productID == detail.id { state.detail?.detail = detail }
            if state.list.products.contains(id: detail.id) {
                effects += ProductList().reduce(
                    &state, at: \.list, .productChanged(detail.product), effect: AppEffect.list)
            } else {
                effects += ProductList().reduce(&state, at: \.list, .refreshPulled, effect: AppEffect.list)
            }
        case .submitFailed(let error) where reachesForm:
            state.alert = .failure(error, strings, retry: error.isRetryable ? .form(.submitTapped) : nil)
        default:
            break
        }
        return effects
    }

    private func choose(_ action: ProductAction, _ state: inout AppState) -> [AppEffect] {
        guard state.topRoute == .detail, state.alert == nil, state.passwordPrompt == nil,
            let detail = state.detail, detail.isOwned, let loaded = detail.detail
        else { return [] }
        state.actionSheet = nil
        switch action {
        case .edit:
            state.form = ProductFormState(
                mode: .edit(loaded), validation: FormValidation(rules: state.configuration.rules))
            state.stack.append(.form)
        case .delete:
            state.passwordPrompt = PasswordPrompt(productID: detail.productID)
        }
        return []
    }

    /// Closes what is presented, else pops a screen; the list is the bottom and stays.
    private func back(_ state: inout AppState) -> [AppEffect] {
        if state.alert != nil {
            state.alert = nil
        } else if let prompt = state.passwordPrompt {
            state.passwordPrompt = nil
            if prompt.isVerifying { return [.cancelDelete] }
        } else if state.actionSheet != nil {
            state.actionSheet = nil
        } else if let route = state.stack.popLast() {
            switch route {
            case .form: state.form = nil
            case .detail: state.detail = nil
            case .list: break
            }
        }
        return []
    }
}

extension AppState {
    /// Whether `route` is on top with nothing presented over it.
    func isInteractive(on route: Route) -> Bool {
        topRoute == route && alert == nil && actionSheet == nil && passwordPrompt == nil
    }
}

extension MarketError {
    /// Whether the secret lookup's failure means a wrong password. The contract names no status for
    /// it, so any client error counts, except a product that is gone and a refusal worth retrying.
    fileprivate var refusesPassword: Bool {
        guard case .server(let status, _) = self else { return false }
        return (400..<500).contains(status) && status != 404 && !isRetryable
    }
}

extension AppAlert {
    static func failure(_ error: MarketError, _ strings: Strings, retry: AppEvent?) -> AppAlert {
        AppAlert(title: strings.errorTitle, message: strings.message(for: error), retry: retry)
    }
}
