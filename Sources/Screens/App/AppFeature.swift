import Loop
import Market
import Presenters

/// The whole app: the list at the bottom, detail and form screens pushed as data on its path, and an
/// alert over them. It embeds the screens' features and decides what crosses between them: opening a
/// product, the edit form from the detail's actions, a submitted form's product on the list, a deleted
/// product gone from every screen, and failures as alerts with a retry.
public struct AppFeature: Reducer {
    public init() {}

    public func reduce(_ state: inout AppState, _ event: AppEvent) -> [AppEffect] {
        let strings = state.configuration.strings
        switch event {
        case .launched:
            return ProductListFeature().reduce(&state, at: \.list, .appeared, effect: AppEffect.list)
        case .list(let event):
            var effects = ProductListFeature().reduce(&state, at: \.list, event, effect: AppEffect.list)
            if case .viewportResized = event, state.search != nil {
                // The search's results fill the same viewport as the list.
                effects += reduce(&state, .search(.results(event)))
            }
            if case .pageFailed(let request, let error) = event,
                state.list.pagination.phase == .failed(page: request.page, error: error)
            {
                state.alert = .failure(error, strings, retry: .list(.retryTapped))
            }
            return effects
        case .search(let event):
            return SearchFeature().reduce(&state, at: \.search, event, effect: AppEffect.search)
        case .detail(let event):
            return detailEvent(&state, event, strings)
        case .form(let event):
            return formEvent(&state, event, strings)
        case .openSelected:
            let selected =
                state.isInteractive(on: .list)
                ? state.list.selectedProduct
                : state.isInteractive(on: .search) ? state.search?.results.selectedProduct : nil
            guard let product = selected else { return [] }
            return reduce(&state, .openProduct(id: product.id))
        case .openProduct(let id):
            // A product opened from the search's results keeps the search below it, to go back to.
            state.path =
                state.path.filter(\.isSearch) + [
                    .detail(ProductDetailState(productID: id, userVendorID: state.configuration.userVendorID))
                ]
            return ProductDetailFeature().reduce(&state, at: \.detail, .appeared, effect: AppEffect.detail)
        case .searchTapped:
            guard state.configuration.searches, state.isInteractive(on: .list) else { return [] }
            state.path = [.search(SearchState(like: state.list))]
            return []
        case .registerTapped:
            guard state.isInteractive(on: .list) else { return [] }
            state.path.append(
                .form(
                    ProductFormState(
                        mode: .register, validation: FormValidation(rules: state.configuration.rules))))
            return []
        case .routeRequested(let route):
            return go(to: route, &state)
        case .backTapped:
            return back(&state)
        case .alertDismissed:
            state.alert = nil
            return []
        case .alertConfirmed:
            return reduce(&state, state.alert?.retry == nil ? .alertDismissed : .alertRetryTapped)
        case .alertRetryTapped:
            guard let retry = state.alert?.retry else { return [] }
            state.alert = nil
            return reduce(&state, retry)
        case .languageChanged(let language):
            state.configuration.language = language
            return []
        }
    }

    private func detailEvent(_ state: inout AppState, _ event: ProductDetailEvent, _ strings: Strings)
        -> [AppEffect]
    {
        let chosen: ProductAction? =
            switch event {
            case .actionChosen(let action): action
            case .actionSheetConfirmed: state.delete?.actionSheet?.selection
            default: nil
            }
        switch event {
        case .actionsTapped, .actionChosen, .actionSheetConfirmed:
            // A person's choice counts only on the detail on top, with no alert over it.
            guard state.topScreen == .detail, state.alert == nil else { return [] }
        default:
            break
        }
        let opensEditor = state.detail.map { $0.isOwned && $0.delete?.passwordPrompt == nil } == true
        let effects = ProductDetailFeature().reduce(&state, at: \.detail, event, effect: AppEffect.detail)
        switch event {
        case .detailFailed(let error) where state.detail?.loadError == error:
            state.alert = .failure(error, strings, retry: .detail(.retryTapped))
        case .detailLoaded(let detail) where state.pendingEditorID == detail.id:
            state.pendingEditorID = nil
            if state.detail?.isOwned == true, state.topScreen == .detail {
                state.path.append(
                    .form(
                        ProductFormState(
                            mode: .edit(detail), validation: FormValidation(rules: state.configuration.rules))
                    ))
            }
        case .actionChosen, .actionSheetConfirmed:
            guard chosen == .edit, opensEditor else { break }
            if let loaded = state.detail?.detail {
                state.path.append(
                    .form(
                        ProductFormState(
                            mode: .edit(loaded), validation: FormValidation(rules: state.configuration.rules))
                    ))
            }
        case .delete(.deletionSecretFailed(let id, let error)) where !error.refusesPassword:
            guard state.delete?.passwordPrompt?.productID == id else { break }
            state.alert = .failure(
                error, strings, retry: error.isRetryable ? .detail(.delete(.passwordSubmitted)) : nil)
        case .delete(.deleteFailed(let id, let error)):
            guard state.delete?.passwordPrompt?.productID == id else { break }
            state.alert = .failure(
                error, strings, retry: error.isRetryable ? .detail(.delete(.passwordSubmitted)) : nil)
        case .delete(.deleted(let id)):
            return effects + deleted(id, &state)
        default:
            break
        }
        return effects
    }

    /// Closes what shows the deleted product, and only that: a late answer must not take away another
    /// screen, or a form being filled in. The list drops it and refreshes.
    private func deleted(_ id: Int, _ state: inout AppState) -> [AppEffect] {
        if case .edit(let edited)? = state.form?.mode, edited.id == id { state.form = nil }
        if state.detail?.productID == id { state.detail = nil }
        let searchEffects =
            state.search == nil ? [] : reduce(&state, .search(.results(.productRemoved(id: id))))
        return ProductListFeature().reduce(
            &state, at: \.list, .productRemoved(id: id), effect: AppEffect.list)
            + ProductListFeature().reduce(&state, at: \.list, .refreshPulled, effect: AppEffect.list)
            + searchEffects
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
            reachesForm ? ProductFormFeature().reduce(&state, at: \.form, event, effect: AppEffect.form) : []
        switch event {
        case .submitted(let detail):
            if reachesForm { state.form = nil }
            if state.detail?.productID == detail.id { state.detail?.detail = detail }
            if state.search?.results.products.contains(id: detail.id) == true {
                effects += reduce(&state, .search(.results(.productChanged(detail.product))))
            }
            if state.list.products.contains(id: detail.id) {
                effects += ProductListFeature().reduce(
                    &state, at: \.list, .productChanged(detail.product), effect: AppEffect.list)
            } else {
                effects += ProductListFeature().reduce(
                    &state, at: \.list, .refreshPulled, effect: AppEffect.list)
            }
        case .submitFailed(let error) where reachesForm:
            state.alert = .failure(error, strings, retry: error.isRetryable ? .form(.submitTapped) : nil)
        default:
            break
        }
        return effects
    }

    /// Pushes and pops screens until `route` is on top; what is presented closes first.
    private func go(to route: AppRoute, _ state: inout AppState) -> [AppEffect] {
        guard route != state.route else { return [] }
        var effects: [AppEffect] = []
        state.alert = nil
        state.pendingEditorID = nil
        if state.delete != nil {
            effects += ProductDetailFeature().reduce(
                &state, at: \.detail, .delete(.cancelTapped), effect: AppEffect.detail)
        }
        switch route {
        case .list:
            state.path = []
        case .search(let query):
            state.path = []
            effects += reduce(&state, .searchTapped)
            // A link searches its text at once, with no typing to wait for.
            effects += reduce(&state, .search(.queryChanged(query))).filter {
                $0 != .search(.debounce(query))
            }
            effects += reduce(&state, .search(.queryDebounced(query)))
        case .product(let id) where state.detail?.productID == id:
            state.popAboveDetail()
        case .product(let id):
            effects += reduce(&state, .openProduct(id: id))
        case .register:
            state.path = []
            effects += reduce(&state, .registerTapped)
        case .edit(let id):
            if state.detail?.productID != id { effects += reduce(&state, .openProduct(id: id)) }
            state.popAboveDetail()
            if state.detail?.detail == nil {
                state.pendingEditorID = id
            } else {
                effects += reduce(&state, .detail(.actionChosen(.edit)))
            }
        }
        return effects
    }

    /// Closes what is presented, else pops a screen; the list is the bottom and stays.
    private func back(_ state: inout AppState) -> [AppEffect] {
        if state.alert != nil {
            state.alert = nil
            return []
        }
        if state.topScreen == .detail, state.delete != nil {
            return ProductDetailFeature().reduce(
                &state, at: \.detail, .delete(.cancelTapped), effect: AppEffect.detail)
        }
        _ = state.path.popLast()
        return []
    }
}

/// A kind of screen of the app's navigation stack.
public enum ScreenKind: Hashable, Sendable {
    case list, search, detail, form
}

extension AppState {
    /// The kind of screen on top.
    public var topScreen: ScreenKind {
        switch path.last {
        case nil: .list
        case .search?: .search
        case .detail?: .detail
        case .form?: .form
        }
    }

    /// Pops the screens above the detail.
    mutating func popAboveDetail() {
        guard let index = path.firstIndex(where: \.isDetail) else { return }
        path.removeSubrange((index + 1)...)
    }

    /// Whether `screen` is on top with nothing presented over it.
    func isInteractive(on screen: ScreenKind) -> Bool {
        topScreen == screen && alert == nil && (screen != .detail || delete == nil)
    }
}

extension AppAlert {
    static func failure(_ error: MarketError, _ strings: Strings, retry: AppEvent?) -> AppAlert {
        AppAlert(title: strings.errorTitle, message: strings.message(for: error), retry: retry)
    }
}
