import Loop
import Market
import Presenters

/// A screen pushed above the list, with its state: what a navigation stack's path holds.
///
/// This file is the one place in `Screens` that names every pushed screen, as TCA's `Path` enum does:
/// a new screen adds its case to each enum here (its state, event, effect and view state) and its arm
/// to each switch. The app's reducer, view state, routes and pictures reach every screen through
/// them, and the screen's own folder holds the rest.
public enum AppDestination: Equatable {
    case search(SearchState)
    case detail(ProductDetailState)
    case form(ProductFormState)

    /// An event for a pushed screen: `AppEvent.destination` carries it to the screen of its kind.
    public enum Event: Equatable, Sendable {
        case search(SearchEvent)
        case detail(ProductDetailEvent)
        case form(ProductFormEvent)
    }

    /// Work a pushed screen asks for: `AppEffect.destination` carries it.
    public enum Effect: LoopEffect {
        case search(SearchEffect)
        case detail(ProductDetailEffect)
        case form(ProductFormEffect)

        /// The identities of a pushed screen's cancellable work.
        public enum ID: Hashable, Sendable {
            case search(SearchEffect.ID)
            case detail(ProductDetailEffect.ID)
            case form(ProductFormEffect.ID)
        }

        public var scheduling: EffectScheduling<ID> {
            switch self {
            case .search(let effect): effect.scheduling.map(ID.search)
            case .detail(let effect): effect.scheduling.map(ID.detail)
            case .form(let effect): effect.scheduling.map(ID.form)
            }
        }
    }

    /// A pushed screen as a front end draws it.
    public enum ViewState: Equatable, Sendable {
        case search(SearchViewState)
        case detail(ProductDetailViewState)
        case form(ProductFormViewState)
    }

    /// The kind of screen this is.
    public var kind: ScreenKind {
        switch self {
        case .search: .search
        case .detail: .detail
        case .form: .form
        }
    }

    /// The address that opens this screen as it is.
    var route: AppRoute {
        switch self {
        case .search(let search): .search(query: search.query)
        case .detail(let detail): .product(id: detail.productID)
        case .form(let form):
            if case .edit(let product) = form.mode { .edit(productID: product.id) } else { .register }
        }
    }

    func viewState(_ strings: Strings) -> ViewState {
        switch self {
        case .search(let search): .search(search.viewState(strings))
        case .detail(let detail): .detail(detail.viewState(strings))
        case .form(let form): .form(form.viewState(strings))
        }
    }

    /// The screen `route` opens straight above the list, and the events that bring it to what the route
    /// names (a link's search text, searched at once); nil for a route that opens no such screen.
    static func opened(by route: AppRoute, in state: AppState) -> (AppDestination, [Event])? {
        switch route {
        case .search(let query):
            (.search(SearchState(query: query, like: state.list)), [.search(.queryDebounced(query))])
        case .register:
            (.form(state.newForm(.register)), [])
        case .list, .product, .edit:
            nil
        }
    }

    /// Brings this screen to `route`, which refines it (`AppRoute.refines`: the search's text typed,
    /// and searched once the typing pauses): its effects.
    mutating func refine(to route: AppRoute) -> [Effect] {
        switch (self, route) {
        case (.search, .search(let query)): reduce(.search(.queryChanged(query))) ?? []
        default: []
        }
    }

    /// Reduces `event` if it is addressed to this kind of screen: its effects, or nil for another kind.
    mutating func reduce(_ event: Event) -> [Effect]? {
        switch (self, event) {
        case (.search(var state), .search(let event)):
            defer { self = .search(state) }
            return SearchFeature().reduce(&state, event).map(Effect.search)
        case (.detail(var state), .detail(let event)):
            defer { self = .detail(state) }
            return ProductDetailFeature().reduce(&state, event).map(Effect.detail)
        case (.form(var state), .form(let event)):
            defer { self = .form(state) }
            return ProductFormFeature().reduce(&state, event).map(Effect.form)
        default:
            return nil
        }
    }

    /// The products this screen lists, paged like the list's (the search's results), if it lists any:
    /// they hear of products saved and removed, fill the list's viewport, and show thumbnails.
    var listedProducts: ProductListState? {
        if case .search(let search) = self { search.results } else { nil }
    }

    /// Reduces a list event on the products this screen lists, if any.
    mutating func reduceListed(_ event: ProductListEvent) -> [Effect] {
        guard case .search = self else { return [] }
        return reduce(.search(.results(event))) ?? []
    }

    /// Whether the screen shows a loading indicator.
    var isBusy: Bool {
        switch self {
        case .search(let search): search.results.pagination.isRequestInFlight
        case .detail(let detail): detail.isLoading || detail.delete?.passwordPrompt?.isVerifying == true
        case .form(let form): form.isSubmitting
        }
    }
}

extension AppDestination.ViewState {
    /// The products the screen lists, as drawn (the search's results), if it lists any.
    public var listedProducts: ProductListViewState? {
        if case .search(let search) = self { search.results } else { nil }
    }

    /// The kind of screen drawn.
    public var kind: ScreenKind {
        switch self {
        case .search: .search
        case .detail: .detail
        case .form: .form
        }
    }
}

extension AppDestination.Effect {
    /// The app's event that a screen's delegate effect asks for, where the app has one (a search
    /// result chosen opens its product); nil for work, and for what `AppFeature` decides itself.
    var appEvent: AppEvent? {
        switch self {
        case .search(.delegate(.productChosen(let id))): .openProduct(id: id)
        default: nil
        }
    }
}

extension AppDestination.Event {
    /// The kind of screen the event is for.
    var kind: ScreenKind {
        switch self {
        case .search: .search
        case .detail: .detail
        case .form: .form
        }
    }
}

/// A kind of screen of the app's navigation stack: the list at its bottom, or a pushed screen.
public enum ScreenKind: Hashable, Sendable, CaseIterable {
    case list, search, detail, form
}
