import Loop
import Market
import Presenters

/// The whole app: the list at the bottom, screens pushed as data on its path, each with its id, and an
/// alert over them. It embeds the screens' features and decides what crosses between them: opening a
/// product, the edit form from the detail's actions, a submitted form's product on the list, a deleted
/// product gone from every screen, and failures as alerts with a retry. It hears from a screen only
/// through the events and delegate effects the screen sends; popping a screen cancels its work.
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
        case .destination(let id, let event):
            let screenEffects = state.path.modify(id) { $0.reduce(event) } ?? nil
            var effects = run(screenEffects ?? [], from: id, &state)
            // A saved or deleted product is a fact about the market, whether or not its screen is still
            // open: with no screen to tell it, the app hears a delete itself.
            if case .form(.submitted(let detail)) = event { effects += saved(detail, &state) }
            if case .detail(.delete(.deleted(let productID))) = event, screenEffects == nil {
                effects += deleted(productID, &state)
            }
            return effects
        case .top(let event):
            // A person's choice on the detail counts only with no alert over it.
            if case .detail(let event) = event, event.isChoice, state.alert != nil { return [] }
            guard let top = state.path.ids.last else { return [] }
            return reduce(&state, .destination(top, event))
        case .topList(let event):
            guard let top = state.path.ids.last else { return reduce(&state, .list(event)) }
            return reduceListed(event, on: top, &state)
        case .openSelected:
            guard state.alert == nil else { return [] }
            return reduce(&state, .topList(.selectionConfirmed))
        case .openProduct(let productID):
            // A product opened from a screen's list (the search's results) keeps that screen below it,
            // to go back to.
            var effects =
                state.path.firstIndex { $0.screen.listedProducts == nil }.map {
                    pop(fromPosition: $0, &state)
                } ?? []
            let id = state.path.append(
                .detail(
                    ProductDetailState(productID: productID, userVendorID: state.configuration.userVendorID)))
            effects += reduce(&state, .destination(id, .detail(.appeared)))
            return effects
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
            guard let top = state.path.ids.last else { return [] }
            // The detail closes what it presents first, and says when it closes itself.
            if state.topScreen == .detail { return reduce(&state, .destination(top, .detail(.backTapped))) }
            return pop(from: top, &state)
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
        case .marketChanged(let update):
            var effects = reduce(&state, .list(.marketChanged(update)))
            for id in state.path.ids {
                effects += run(state.path.modify(id) { $0.marketChanged(update) } ?? [], from: id, &state)
            }
            return effects
        }
    }

    /// The app's effects for the screen `id`'s: its work, and what it tells the app (its delegate
    /// effects), which may change the app and start more work.
    private func run(_ effects: [AppDestination.Effect], from id: StackElementID, _ state: inout AppState)
        -> [AppEffect]
    {
        var appEffects: [AppEffect] = []
        for effect in effects {
            appEffects += delegate(effect, from: id, &state) ?? [.destination(id, effect)]
        }
        return appEffects
    }

    /// Pops the screen `id` and those above it; their work stops.
    private func pop(from id: StackElementID, _ state: inout AppState) -> [AppEffect] {
        state.path.pop(from: id).map(AppEffect.cancelScreen)
    }

    /// Pops the screens from `position` up; their work stops.
    private func pop(fromPosition position: Int, _ state: inout AppState) -> [AppEffect] {
        state.path.pop(fromPosition: position).map(AppEffect.cancelScreen)
    }

    /// Reduces `event` on the products the screen `id` lists, if any.
    private func reduceListed(_ event: ProductListEvent, on id: StackElementID, _ state: inout AppState)
        -> [AppEffect]
    {
        run(state.path.modify(id) { $0.reduceListed(event) } ?? [], from: id, &state)
    }

    /// Reduces `event` on the products every pushed screen lists (the search's results).
    private func listed(_ event: ProductListEvent, _ state: inout AppState) -> [AppEffect] {
        var effects: [AppEffect] = []
        for id in state.path.ids { effects += reduceListed(event, on: id, &state) }
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

    private func delegate(_ effect: AppDestination.Effect, from id: StackElementID, _ state: inout AppState)
        -> [AppEffect]?
    {
        if let event = effect.appEvent { return reduce(&state, event) }
        return switch effect {
        case .detail(.delegate(let delegate)): self.delegate(delegate, from: id, &state)
        case .form(.delegate(let delegate)): self.delegate(delegate, from: id, &state)
        default: nil
        }
    }

    private func delegate(_ delegate: ProductDetailDelegate, from id: StackElementID, _ state: inout AppState)
        -> [AppEffect]
    {
        let strings = state.configuration.strings
        switch delegate {
        case .loadFailed(let error):
            // A product the market does not have: the screen says it is gone; no retry can bring it.
            if case .server(status: 404, _) = error { return [] }
            state.alert = .failure(error, strings, retry: .destination(id, .detail(.retryTapped)))
            return []
        case .editRequested(let detail):
            guard state.path.ids.last == id else { return [] }
            state.path.append(.form(state.newForm(.edit(detail))))
            return []
        case .deleted(let productID):
            return deleted(productID, &state)
        case .deleteFailed(let error, let retry):
            state.alert = .failure(error, strings, retry: retry.map { .destination(id, .detail($0)) })
            return []
        case .closed:
            return pop(from: id, &state)
        }
    }

    private func delegate(_ delegate: ProductFormDelegate, from id: StackElementID, _ state: inout AppState)
        -> [AppEffect]
    {
        switch delegate {
        case .submitted:
            return pop(from: id, &state)
        case .submitFailed(let error):
            state.alert = .failure(
                error, state.configuration.strings,
                retry: error.isRetryable ? .destination(id, .form(.submitTapped)) : nil)
            return []
        }
    }

    /// Closes what shows the deleted product, and only that: a late answer must not take away another
    /// screen, or a form being filled in. The list and the search's results drop it; the list refreshes.
    private func deleted(_ productID: Int, _ state: inout AppState) -> [AppEffect] {
        let showing: Set<Route> = [.product(id: productID), .edit(productID: productID)]
        let closed = state.path.firstIndex { showing.contains($0.screen.route) }.map {
            pop(fromPosition: $0, &state)
        }
        return (closed ?? []) + reduce(&state, .list(.productRemoved(id: productID)))
            + reduce(&state, .list(.refreshPulled)) + listed(.productRemoved(id: productID), &state)
    }

    /// Shows a registered or edited product everywhere: its detail, the list, the search's results.
    private func saved(_ detail: ProductDetail, _ state: inout AppState) -> [AppEffect] {
        var effects: [AppEffect] = []
        for (position, screen) in state.path.enumerated() where screen.screen.route == .product(id: detail.id)
        {
            effects += reduce(
                &state, .destination(state.path.id(at: position), .detail(.detailLoaded(detail))))
        }
        return effects + reduce(&state, .list(.productSaved(detail.product)))
            + listed(.productChanged(detail.product), &state)
    }

    /// Pushes and pops screens until `route` is on top; what is presented closes first.
    private func go(to route: Route, _ state: inout AppState) -> [AppEffect] {
        guard route != state.route else { return [] }
        guard state.configuration.offers(route.screenKind) else { return go(to: .list, &state) }
        if route.refines(state.route), let top = state.path.ids.last {
            // Only the screen on top changes (the search's text typed): it hears the new route.
            return run(state.path.modify(top) { $0.refine(to: route) } ?? [], from: top, &state)
        }
        state.alert = nil
        var effects =
            state.id(of: .detail).map { reduce(&state, .destination($0, .detail(.navigated))) } ?? []
        switch route {
        case .list:
            effects += state.path.isEmpty ? [] : pop(fromPosition: 0, &state)
        case .product(let id) where state.shows(.product(id: id)):
            effects += popAboveDetail(&state)
        case .product(let id):
            effects += reduce(&state, .openProduct(id: id))
        case .edit(let id):
            if !state.shows(.product(id: id)) { effects += reduce(&state, .openProduct(id: id)) }
            effects += popAboveDetail(&state)
            if let detail = state.id(of: .detail) {
                effects += reduce(&state, .destination(detail, .detail(.editorRequested)))
            }
        default:
            // A screen opened straight above the list (the search, the register form).
            guard let (destination, events) = AppDestination.opened(by: route, in: state) else { break }
            effects += state.path.isEmpty ? [] : pop(fromPosition: 0, &state)
            let id = state.path.append(destination)
            for event in events { effects += reduce(&state, .destination(id, event)) }
        }
        return effects
    }

    /// Pops the screens above the detail.
    private func popAboveDetail(_ state: inout AppState) -> [AppEffect] {
        guard let index = state.path.firstIndex(where: { $0.kind == .detail }), index + 1 < state.path.count
        else { return [] }
        return pop(fromPosition: index + 1, &state)
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

    /// Whether a screen on the path shows `route`.
    func shows(_ route: Route) -> Bool {
        path.contains { $0.screen.route == route }
    }
}

extension AppAlert {
    static func failure(_ error: MarketError, _ strings: Strings, retry: AppEvent?) -> AppAlert {
        AppAlert(title: strings.errorTitle, message: strings.message(for: error), retry: retry)
    }
}
