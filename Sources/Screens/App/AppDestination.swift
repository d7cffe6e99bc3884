import Loop
import Market
import Presenters

/// A screen pushed above the list, with its state: what a navigation stack's path holds, one case per
/// screen, as TCA's `Path` enum.
///
/// This file is the one place in `Screens` that names every pushed screen: a new screen adds its case
/// to each enum here (its state, event, effect and view state) and its arm to each switch. The
/// switches only dispatch: each screen answers for itself (`PushedScreen`), and its folder holds the
/// rest.
public enum AppDestination: StackElement, Equatable, Encodable {
    case search(SearchState)
    case detail(ProductDetailState)
    case form(ProductFormState)
    case seller(SellerProfileState)

    /// An event for a pushed screen: `AppEvent.path` carries it to the screen with its id.
    public enum Event: Equatable, Sendable, Codable {
        case search(SearchEvent)
        case detail(ProductDetailEvent)
        case form(ProductFormEvent)
        case seller(SellerProfileEvent)
    }

    /// Work a pushed screen asks for: `AppEffect.destination` carries it with the screen's id.
    public enum Effect: StackElementEffect, Codable {
        case search(SearchEffect)
        case detail(ProductDetailEffect)
        case form(ProductFormEffect)
        case seller(SellerProfileEffect)

        /// The identities of a pushed screen's cancellable work.
        public enum ID: Hashable, Sendable {
            case search(SearchEffect.ID)
            case detail(ProductDetailEffect.ID)
            case form(ProductFormEffect.ID)
            case seller(SellerProfileEffect.ID)
        }

        public var scheduling: EffectScheduling<ID> {
            switch self {
            case .search(let effect): effect.scheduling.map(ID.search)
            case .detail(let effect): effect.scheduling.map(ID.detail)
            case .form(let effect): effect.scheduling.map(ID.form)
            case .seller(let effect): effect.scheduling.map(ID.seller)
            }
        }

        /// The screen's own effect (a `SearchEffect`, a `ProductDetailEffect`…), for what performs it.
        public var screenEffect: any Sendable {
            switch self {
            case .search(let effect): effect
            case .detail(let effect): effect
            case .form(let effect): effect
            case .seller(let effect): effect
            }
        }

        public var outlivesScreen: Bool {
            switch self {
            case .search, .seller: false
            case .detail(let effect): effect.outlivesScreen
            case .form(let effect): effect.outlivesScreen
            }
        }
    }

    /// A pushed screen as a front end draws it.
    public enum ViewState: Equatable, Sendable {
        case search(SearchViewState)
        case detail(ProductDetailViewState)
        case form(ProductFormViewState)
        case seller(SellerProfileViewState)

        /// The screen drawn, answering for itself.
        var screen: any PushedScreenViewState {
            switch self {
            case .search(let search): search
            case .detail(let detail): detail
            case .form(let form): form
            case .seller(let seller): seller
            }
        }
    }

    /// Every screen's addresses, the list's first: what a link, a new tab or a restored session opens.
    static let addresses: [ScreenAddress] = [
        ProductListState.address, SearchState.address, ProductDetailState.address,
        ProductFormState.registerAddress, ProductFormState.editAddress, SellerProfileState.address,
    ]

    /// Every screen's kinds of picture: what a front end that fetches pictures one by one serves.
    static let pictureKinds: [PictureKind] = [.thumbnail, .detailImage, .formImage]

    /// The kind of screen this is.
    public var kind: ScreenKind {
        switch self {
        case .search: .search
        case .detail: .detail
        case .form: .form
        case .seller: .seller
        }
    }

    /// The screen, answering for itself: whether it is busy, its route, its pictures, its products.
    public var screen: any PushedScreen {
        switch self {
        case .search(let search): search
        case .detail(let detail): detail
        case .form(let form): form
        case .seller(let seller): seller
        }
    }

    func viewState(_ strings: Strings) -> ViewState {
        switch self {
        case .search(let search): .search(search.viewState(strings))
        case .detail(let detail): .detail(detail.viewState(strings))
        case .form(let form): .form(form.viewState(strings))
        case .seller(let seller): .seller(seller.viewState(strings))
        }
    }

    /// Reduces `event` if it is for this kind of screen: its effects, or nil for another kind. The
    /// screen's state is moved out, changed and moved back, never copied.
    public mutating func reduce(_ event: Event) -> [Effect]? {
        switch consume self {
        case .search(var state):
            defer { self = .search(state) }
            guard case .search(let event) = event else { return nil }
            return SearchFeature().reduce(&state, event).map(Effect.search)
        case .detail(var state):
            defer { self = .detail(state) }
            guard case .detail(let event) = event else { return nil }
            return ProductDetailFeature().reduce(&state, event).map(Effect.detail)
        case .form(var state):
            defer { self = .form(state) }
            guard case .form(let event) = event else { return nil }
            return ProductFormFeature().reduce(&state, event).map(Effect.form)
        case .seller(var state):
            defer { self = .seller(state) }
            guard case .seller(let event) = event else { return nil }
            return SellerProfileFeature().reduce(&state, event).map(Effect.seller)
        }
    }

    /// Reduces a list event on the products this screen lists, if any.
    mutating func reduceListed(_ event: ProductListEvent) -> [Effect] {
        Event.listing(event, on: kind).flatMap { reduce($0) } ?? []
    }

    /// Tells this screen the market changed: a detail and a form hear it, the search's results show an
    /// edit or a delete (a registration waits for the next search).
    mutating func marketChanged(_ update: MarketUpdate) -> [Effect] {
        switch self {
        case .search:
            switch update {
            case .registered: []
            case .edited(let detail): reduceListed(.productChanged(detail.product))
            case .deleted(let id): reduceListed(.productRemoved(id: id))
            case .missed: []
            }
        case .detail: reduce(.detail(.marketChanged(update))) ?? []
        case .form: reduce(.form(.marketChanged(update))) ?? []
        case .seller: reduceListed(.marketChanged(update))
        }
    }
}

extension AppDestination.ViewState {
    /// The products the screen lists, as drawn (the search's results), if it lists any.
    public var listedProducts: ProductListViewState? { screen.listedProducts }

    /// The kind of screen drawn.
    public var kind: ScreenKind {
        switch self {
        case .search: .search
        case .detail: .detail
        case .form: .form
        case .seller: .seller
        }
    }
}

extension AppDestination.Event {
    /// The event that brings `event` to the products a screen of `kind` lists (the search's results);
    /// nil for a kind that lists none.
    public static func listing(_ event: ProductListEvent, on kind: ScreenKind) -> Self? {
        switch kind {
        case .search: SearchState.listing(event).map(Self.search)
        case .detail: ProductDetailState.listing(event).map(Self.detail)
        case .form: ProductFormState.listing(event).map(Self.form)
        case .seller: SellerProfileState.listing(event).map(Self.seller)
        case .list: nil
        }
    }
}

extension AppDestination.Effect {
    /// The app's event that a screen's delegate effect asks for, where the app has one (a search
    /// result chosen opens its product); nil for work, and for what `AppFeature` decides itself.
    var appEvent: AppEvent? {
        switch self {
        case .search(.delegate(.productChosen(let id))): .openProduct(id: id)
        case .seller(.delegate(.productChosen(let id))): .openProduct(id: id)
        default: nil
        }
    }
}

/// A kind of screen of the app's navigation stack: the list at its bottom, or a pushed screen.
public enum ScreenKind: Hashable, Sendable, CaseIterable {
    case list, search, detail, form, seller
}
