import AccessibilityText
import Loop
import Market
import Presenters

/// A screen pushed on the navigation stack above the list. It answers for itself what the app that
/// embeds it and the front ends ask of any screen, so that no switch outside its folder reads its
/// fields; the app lists it once (`AppScreens.pushed`).
public protocol PushedScreen: StackScreen {
    associatedtype ViewState: PushedScreenViewState

    /// The addresses that open screens of this kind (`ScreenAddress`), declared in its folder.
    static var addresses: [ScreenAddress] { get }
    /// The kinds of picture the screen shows that no other screen does, which a front end serves.
    static var pictureKinds: [PictureKind] { get }
    /// Whether the screen shows a loading indicator.
    var isBusy: Bool { get }
    /// The address that opens this screen as it is.
    var route: Route { get }
    /// The screen as any front end draws it.
    func viewState(_ strings: Strings) -> ViewState
    /// Where the picture `key` comes from, while this screen shows it.
    func picture(_ key: PictureKey) -> PictureSource?
    /// The products this screen lists, paged like the list's, if it lists any: they hear of products
    /// saved and removed, fill the list's viewport, and show thumbnails.
    var listedProducts: ProductListState? { get }
    /// This screen's event that brings `event` to the products it lists; nil if it lists none.
    static func listing(_ event: ProductListEvent) -> Event?
    /// Tells the screen the market changed (here, in another tab, or elsewhere): its work.
    mutating func marketChanged(_ update: MarketUpdate) -> [Effect]
    /// The event back (esc, a back button) sends the screen on top when the screen closes what it
    /// presents first and says itself when it closes; nil where back pops the screen.
    static var backEvent: Event? { get }
    /// The event every screen on the path hears when the app goes to another address (a link, the
    /// browser's history): what it presents closes; nil for a screen with nothing to close.
    static var navigatedEvent: Event? { get }
    /// The app's event that one of the screen's delegate effects asks for (a product chosen opens
    /// it); nil for what the app decides itself.
    static func appEvent(for effect: Effect) -> AppEvent?
    /// The way to a screen of this kind that it offers on the screen on top of `state`, another's
    /// (a seller's profile from a product's detail); nil where it offers none.
    static func link(on state: AppState, _ strings: Strings) -> ScreenLink?
}

/// A pushed screen as any front end draws it.
public protocol PushedScreenViewState: Equatable, Sendable {
    /// What a screen reader gets from the screen, in reading order.
    var accessibility: [AccessibilityNode] { get }
    /// The products the screen lists, as drawn, if it lists any (the search's results).
    var listedProducts: ProductListViewState? { get }
}

extension PushedScreenViewState {
    public var listedProducts: ProductListViewState? { nil }
}

extension PushedScreen {
    public static var pictureKinds: [PictureKind] { [] }
    public var listedProducts: ProductListState? { nil }
    public static func listing(_ event: ProductListEvent) -> Event? { nil }
    public static func appEvent(for effect: Effect) -> AppEvent? { nil }
    public static var backEvent: Event? { nil }
    public static var navigatedEvent: Event? { nil }
    public static func link(on state: AppState, _ strings: Strings) -> ScreenLink? { nil }

    /// The kind of screen this is, named as its events are coded.
    public static var kind: ScreenKind { ScreenKind(name) }

    /// Reduces a list event on the products this screen lists, if any.
    public mutating func reduceListed(_ event: ProductListEvent) -> [Effect] {
        Self.listing(event).map { reduce($0) } ?? []
    }
}
