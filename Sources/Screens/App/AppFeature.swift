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

    /// The screens pushed above the list, reduced by the framework's stack; what they tell the app
    /// comes to `delegate(_:from:_:)`.
    private var stack: StackFeature<AppState, AppDestination, AppEffect> {
        StackFeature(\.path, effect: AppEffect.path) { id, effect, state in
            delegate(effect, from: id, &state)
        }
    }

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
        case .path(let stackEvent):
            guard case .element(let id, let screenEvent) = stackEvent else {
                return stack.reduce(&state, stackEvent)
            }
            // A person's choice on the detail counts only with no alert over it.
            if let event = screenEvent.detail, event.isChoice, state.alert != nil { return [] }
            let wasOpen = state.path[id: id] != nil
            var effects = stack.reduce(&state, stackEvent)
            // A saved or deleted product is a fact about the market, whether or not its screen is still
            // open: with no screen to tell it, the app hears a delete itself.
            if case .submitted(let detail)? = screenEvent.form { effects += saved(detail, &state) }
            if case .delete(.deleted(let productID))? = screenEvent.detail, !wasOpen {
                effects += deleted(productID, &state)
            }
            return effects
        case .openProduct(let productID):
            // A product opened from a screen's list (the search's results) keeps that screen and what is
            // below it, to go back to; it replaces what is above.
            let listing = state.path.lastIndex { $0.screen.listedProducts != nil }
            let effects = stack.pop(fromPosition: listing.map { $0 + 1 } ?? 0, &state)
            let detail = ProductDetailState(
                productID: productID, userVendorID: state.configuration.userVendorID)
            return effects + stack.push(.detail(detail), &state, then: [.detail(.appeared)])
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
            // A screen that presents something (the detail's delete flow) closes it first, and says
            // when it closes itself.
            if let back = state.path.last?.backEvent { return reduce(&state, .destination(top, back)) }
            return stack.pop(from: top, &state)
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
            for id in state.path.ids { effects += stack.modify(id, &state) { $0.marketChanged(update) } }
            return effects
        }
    }

    /// Reduces `event` on the products every pushed screen lists (the search's results).
    private func listed(_ event: ProductListEvent, _ state: inout AppState) -> [AppEffect] {
        var effects: [AppEffect] = []
        for id in state.path.ids { effects += stack.modify(id, &state) { $0.reduceListed(event) } }
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

    /// What the pushed screen `id`'s delegate effect makes the app do.
    private func delegate(_ effect: AppDestination.Effect, from id: StackElementID, _ state: inout AppState)
        -> [AppEffect]
    {
        if let event = effect.appEvent { return reduce(&state, event) }
        if case .delegate(let delegate)? = effect.detail { return self.delegate(delegate, from: id, &state) }
        if case .delegate(let delegate)? = effect.form { return self.delegate(delegate, from: id, &state) }
        return []
    }

    private func delegate(_ delegate: ProductDetailDelegate, from id: StackElementID, _ state: inout AppState)
        -> [AppEffect]
    {
        let strings = state.configuration.strings
        switch delegate {
        case .loadFailed(let error):
            state.alert = .failure(error, strings, retry: .destination(id, .detail(.retryTapped)))
            return []
        case .editRequested(let detail):
            guard state.path.ids.last == id else { return [] }
            return stack.push(.form(state.newForm(.edit(detail))), &state)
        case .deleted(let productID):
            return deleted(productID, &state)
        case .deleteFailed(let error, let retry):
            state.alert = .failure(error, strings, retry: retry.map { .destination(id, .detail($0)) })
            return []
        case .closed:
            return stack.pop(from: id, &state)
        }
    }

    private func delegate(_ delegate: ProductFormDelegate, from id: StackElementID, _ state: inout AppState)
        -> [AppEffect]
    {
        switch delegate {
        case .submitted:
            return stack.pop(from: id, &state)
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
            stack.pop(fromPosition: $0, &state)
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
        guard let address = route.address, state.configuration.offers(address.kind) else {
            return route == .list ? [] : go(to: .list, &state)
        }
        if route.refines(state.route), let top = state.path.ids.last, let refinement = address.refinement {
            // Only the screen on top changes (the search's text typed): it hears the new route.
            return stack.modify(top, &state) { $0.reduce(refinement(route)) ?? [] }
        }
        state.alert = nil
        var effects: [AppEffect] = []
        for (id, screen) in zip(state.path.ids, state.path) {
            if let navigated = screen.navigatedEvent {
                effects += reduce(&state, .destination(id, navigated))
            }
        }
        return effects + open(route, &state)
    }

    /// Opens `route` as its address says, above the route it is opened above; a route already on the
    /// path is uncovered, keeping its screen as it is.
    private func open(_ route: Route, _ state: inout AppState) -> [AppEffect] {
        if let shown = state.path.firstIndex(where: { $0.screen.route == route }) {
            return stack.pop(fromPosition: shown + 1, &state)
        }
        switch route.address?.opening(route, state) {
        case .root:
            return stack.pop(fromPosition: 0, &state)
        case .event(let event):
            return reduce(&state, event)
        case .push(let screen, let events, let beneath):
            let effects = open(beneath, &state)
            return effects + stack.push(screen, &state, then: events)
        case .ask(let event, let beneath):
            var effects = open(beneath, &state)
            if let top = state.path.ids.last, state.route == beneath {
                effects += reduce(&state, .destination(top, event))
            }
            return effects
        case nil:
            return []
        }
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
