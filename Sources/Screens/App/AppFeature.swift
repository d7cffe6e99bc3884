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
        switch event {
        case .launched:
            return reduce(&state, .list(.appeared))
        case .list(let event):
            var effects: [AppEffect] = []
            for effect in ProductListFeature().reduce(&state.list, event) {
                effects += delegate(effect, &state) ?? [.list(effect)]
            }
            if case .viewportResized = event {
                // The screens that list products fill the same viewport as the list.
                effects += listed(event, &state)
            }
            return effects
        case .destination(let event):
            if case .detail(let event) = event {
                // A person's choice counts only on the detail on top, with no alert over it.
                if event.isChoice, state.topScreen != .detail || state.alert != nil { return [] }
                // A delete is a fact about the market: with no detail to tell it, the app hears it itself.
                if case .delete(.deleted(let id)) = event, state.detail == nil { return deleted(id, &state) }
            }
            var effects: [AppEffect] = []
            if let index = state.path.firstIndex(where: { $0.kind == event.kind }),
                let screenEffects = state.path[index].reduce(event)
            {
                effects = run(screenEffects, &state)
            }
            // A saved product is a fact about the market, whether or not its form is still open.
            if case .form(.submitted(let detail)) = event { effects += saved(detail, &state) }
            return effects
        case .topList(let event):
            guard let top = state.path.indices.last else { return reduce(&state, .list(event)) }
            return run(state.path[top].reduceListed(event), &state)
        case .openSelected:
            guard state.alert == nil else { return [] }
            return reduce(&state, .topList(.selectionConfirmed))
        case .openProduct(let id):
            // A product opened from a screen's list (the search's results) keeps that screen below it,
            // to go back to.
            state.path =
                state.path.filter { $0.listedProducts != nil } + [
                    .detail(ProductDetailState(productID: id, userVendorID: state.configuration.userVendorID))
                ]
            return reduce(&state, .detail(.appeared))
        case .registerTapped:
            guard state.topScreen == .list, state.alert == nil else { return [] }
            return go(to: .register, &state)
        case .routeRequested(let route):
            return go(to: route, &state)
        case .backTapped:
            if state.alert != nil {
                state.alert = nil
                return []
            }
            guard state.topScreen != .detail else { return reduce(&state, .detail(.backTapped)) }
            _ = state.path.popLast()
            return []
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

    /// The app's effects for a pushed screen's: its work, and what it tells the app (its delegate
    /// effects), which may change the app and start more work.
    private func run(_ effects: [AppDestination.Effect], _ state: inout AppState) -> [AppEffect] {
        var appEffects: [AppEffect] = []
        for effect in effects {
            appEffects += delegate(effect, &state) ?? [.destination(effect)]
        }
        return appEffects
    }

    /// Reduces `event` on the products every pushed screen lists (the search's results).
    private func listed(_ event: ProductListEvent, _ state: inout AppState) -> [AppEffect] {
        var effects: [AppEffect] = []
        for index in state.path.indices where index < state.path.count {
            effects += run(state.path[index].reduceListed(event), &state)
        }
        return effects
    }

    private func delegate(_ effect: ProductListEffect, _ state: inout AppState) -> [AppEffect]? {
        guard case .delegate(let delegate) = effect else { return nil }
        switch delegate {
        case .pageFailed(let error):
            state.alert = .failure(error, state.configuration.strings, retry: .list(.retryTapped))
            return []
        case .productChosen(let id):
            return reduce(&state, .openProduct(id: id))
        }
    }

    private func delegate(_ effect: AppDestination.Effect, _ state: inout AppState) -> [AppEffect]? {
        if let event = effect.appEvent { return reduce(&state, event) }
        return switch effect {
        case .detail(.delegate(let delegate)): self.delegate(delegate, &state)
        case .form(.delegate(let delegate)): self.delegate(delegate, &state)
        default: nil
        }
    }

    private func delegate(_ delegate: ProductDetailDelegate, _ state: inout AppState) -> [AppEffect] {
        let strings = state.configuration.strings
        switch delegate {
        case .loadFailed(let error):
            // A product the market does not have: the screen says it is gone; no retry can bring it.
            if case .server(status: 404, _) = error { return [] }
            state.alert = .failure(error, strings, retry: .detail(.retryTapped))
            return []
        case .editRequested(let detail):
            guard state.topScreen == .detail else { return [] }
            state.path.append(.form(state.newForm(.edit(detail))))
            return []
        case .deleted(let id):
            return deleted(id, &state)
        case .deleteFailed(let error):
            state.alert = .failure(
                error, strings, retry: error.isRetryable ? .detail(.delete(.passwordSubmitted)) : nil)
            return []
        case .closed:
            state.detail = nil
            return []
        }
    }

    private func delegate(_ delegate: ProductFormDelegate, _ state: inout AppState) -> [AppEffect] {
        switch delegate {
        case .submitted:
            state.form = nil
        case .submitFailed(let error):
            state.alert = .failure(
                error, state.configuration.strings, retry: error.isRetryable ? .form(.submitTapped) : nil)
        }
        return []
    }

    /// Closes what shows the deleted product, and only that: a late answer must not take away another
    /// screen, or a form being filled in. The list and the search's results drop it; the list refreshes.
    private func deleted(_ id: Int, _ state: inout AppState) -> [AppEffect] {
        if case .edit(let edited)? = state.form?.mode, edited.id == id { state.form = nil }
        if state.detail?.productID == id { state.detail = nil }
        return reduce(&state, .list(.productRemoved(id: id))) + reduce(&state, .list(.refreshPulled))
            + listed(.productRemoved(id: id), &state)
    }

    /// Shows a registered or edited product everywhere: the detail, the list, the search's results.
    private func saved(_ detail: ProductDetail, _ state: inout AppState) -> [AppEffect] {
        reduce(&state, .detail(.detailLoaded(detail))) + reduce(&state, .list(.productSaved(detail.product)))
            + listed(.productChanged(detail.product), &state)
    }

    /// Pushes and pops screens until `route` is on top; what is presented closes first.
    private func go(to route: AppRoute, _ state: inout AppState) -> [AppEffect] {
        guard route != state.route else { return [] }
        guard state.configuration.offers(route.screenKind) else { return go(to: .list, &state) }
        if route.refines(state.route), let top = state.path.indices.last {
            // Only the screen on top changes (the search's text typed): it hears the new route.
            return run(state.path[top].refine(to: route), &state)
        }
        state.alert = nil
        var effects = reduce(&state, .detail(.delete(.cancelTapped)))
        switch route {
        case .list:
            state.path = []
        case .product(let id) where state.detail?.productID == id:
            state.popAboveDetail()
        case .product(let id):
            effects += reduce(&state, .openProduct(id: id))
        case .edit(let id):
            if state.detail?.productID != id { effects += reduce(&state, .openProduct(id: id)) }
            state.popAboveDetail()
            effects += reduce(&state, .detail(.editorRequested))
        default:
            // A screen opened straight above the list (the search, the register form).
            guard let (destination, events) = AppDestination.opened(by: route, in: state) else { break }
            state.path = [destination]
            for event in events { effects += reduce(&state, .destination(event)) }
        }
        return effects
    }
}

extension ProductDetailEvent {
    /// Whether a person chose this on the detail, which counts only with nothing over it.
    var isChoice: Bool {
        switch self {
        case .actionsTapped, .actionChosen, .actionSheetConfirmed: true
        default: false
        }
    }
}

extension AppState {
    /// A new form for `mode`, validated by the app's rules.
    func newForm(_ mode: ProductFormState.Mode) -> ProductFormState {
        ProductFormState(mode: mode, validation: FormValidation(rules: configuration.rules))
    }
}

extension AppState {
    /// Pops the screens above the detail.
    mutating func popAboveDetail() {
        guard let index = path.firstIndex(where: { $0.kind == .detail }) else { return }
        path.removeSubrange((index + 1)...)
    }
}

extension AppAlert {
    static func failure(_ error: MarketError, _ strings: Strings, retry: AppEvent?) -> AppAlert {
        AppAlert(title: strings.errorTitle, message: strings.message(for: error), retry: retry)
    }
}
