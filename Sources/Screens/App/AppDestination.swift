import Loop
import Market
import Presenters

/// The screens the app pushes above the list, a line each: all a new screen adds here. Everything
/// else about a screen (its state, events, work, view state, addresses and pictures) is in its folder,
/// and the framework's stack (`AnyScreen`, `StackFeature`) routes, pushes, pops and cancels.
public enum AppScreens: ScreenRegistry {
    public typealias Screen = any PushedScreen

    /// The pushed screens, in the order of the README's table of keys.
    static let pushed: [any PushedScreen.Type] = [
        SearchState.self,
        ProductDetailState.self,
        ProductFormState.self,
        SellerProfileState.self,
    ]

    public static let screens: [any StackScreen.Type] = pushed.map { $0 }

    public static func stackScreen(_ screen: any PushedScreen) -> any StackScreen { screen }

    public static func reduce(_ screen: inout any PushedScreen, _ event: AppDestination.Event)
        -> [AppDestination.Effect]?
    {
        screen.reduce(event)
    }
}

/// A screen pushed above the list, with its state: what a navigation stack's path holds, as TCA's
/// `Path`. Its events (`AppDestination.Event`) and work (`AppDestination.Effect`) carry the screen's
/// name, and are coded as an enum's cases would be (`{"detail":{"_0":…}}`).
public typealias AppDestination = AnyScreen<AppScreens>

extension AnyScreen where Screens == AppScreens {
    /// A pushed screen as a front end draws it.
    public typealias ViewState = DestinationViewState

    /// The screen, answering for itself: whether it is busy, its route, its pictures, its products.
    public var screen: any PushedScreen { base }

    /// The kind of screen this is.
    public var kind: ScreenKind { type(of: base).kind }

    func viewState(_ strings: Strings) -> ViewState {
        ViewState(kind: kind, base: base.viewState(strings))
    }

    /// Reduces a list event on the products this screen lists, if any.
    mutating func reduceListed(_ event: ProductListEvent) -> [Effect] {
        base.reduceListedErased(event)
    }

    /// Tells this screen the market changed: its work.
    mutating func marketChanged(_ update: MarketUpdate) -> [Effect] {
        base.marketChangedErased(update)
    }

    /// The event back sends this screen, if it closes what it presents first (`PushedScreen.backEvent`).
    var backEvent: Event? { type(of: base).backEventErased }

    /// The event this screen hears when the app goes to another address, if any.
    var navigatedEvent: Event? { type(of: base).navigatedEventErased }

    /// Every screen's addresses, the list's first: what a link, a new tab or a restored session opens.
    static var addresses: [ScreenAddress] {
        [ProductListState.address] + AppScreens.pushed.flatMap { $0.addresses }
    }
}

extension PushedScreen {
    fileprivate mutating func reduceListedErased(_ event: ProductListEvent) -> [AppDestination.Effect] {
        reduceListed(event).map { AppDestination.Effect($0, of: Self.self) }
    }

    fileprivate mutating func marketChangedErased(_ update: MarketUpdate) -> [AppDestination.Effect] {
        marketChanged(update).map { AppDestination.Effect($0, of: Self.self) }
    }

    fileprivate static func listingErased(_ event: ProductListEvent) -> AppDestination.Event? {
        listing(event).map { AppDestination.Event($0, for: Self.self) }
    }

    fileprivate static var backEventErased: AppDestination.Event? {
        backEvent.map { AppDestination.Event($0, for: Self.self) }
    }

    fileprivate static var navigatedEventErased: AppDestination.Event? {
        navigatedEvent.map { AppDestination.Event($0, for: Self.self) }
    }

    fileprivate static func appEventErased(_ effect: AppDestination.Effect) -> AppEvent? {
        effect.base(for: Self.self).flatMap(appEvent(for:))
    }
}

/// A pushed screen as any front end draws it: its kind, and its own view state.
public struct DestinationViewState: Equatable, Sendable {
    /// The kind of screen drawn.
    public let kind: ScreenKind
    /// The screen's own view state (a `ProductDetailViewState`…).
    public let base: any PushedScreenViewState

    /// The screen's view state, if it is a `ViewState`.
    public func screen<ViewState: PushedScreenViewState>(_ type: ViewState.Type) -> ViewState? {
        base as? ViewState
    }

    /// The products the screen lists, as drawn (the search's results), if it lists any.
    public var listedProducts: ProductListViewState? { base.listedProducts }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.kind == rhs.kind && lhs.base.isEqual(to: rhs.base)
    }
}

extension PushedScreenViewState {
    fileprivate func isEqual(to other: any PushedScreenViewState) -> Bool {
        (other as? Self) == self
    }
}

extension AnyScreenEvent where Screens == AppScreens {
    /// The event that brings `event` to the products a screen of `kind` lists (the search's results);
    /// nil for a kind that lists none.
    public static func listing(_ event: ProductListEvent, on kind: ScreenKind) -> Self? {
        AppScreens.pushed.first { $0.kind == kind }?.listingErased(event)
    }
}

extension AnyScreenEffect where Screens == AppScreens {
    /// The app's event that a screen's delegate effect asks for, where the app has one (a search
    /// result chosen opens its product); nil for work, and for what `AppFeature` decides itself.
    var appEvent: AppEvent? {
        AppScreens.pushed.lazy.compactMap { $0.appEventErased(self) }.first
    }
}
