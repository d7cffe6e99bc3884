import Presenters

/// A screen pushed on the navigation stack above the list. It answers for itself what the app that
/// embeds it and the front ends ask of any screen, so that no switch outside its folder reads its
/// fields.
public protocol PushedScreen {
    associatedtype Event
    associatedtype ViewState: PushedScreenViewState

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
}

/// A pushed screen as any front end draws it.
public protocol PushedScreenViewState: Equatable, Sendable {
    /// The products the screen lists, as drawn, if it lists any (the search's results).
    var listedProducts: ProductListViewState? { get }
}

extension PushedScreenViewState {
    public var listedProducts: ProductListViewState? { nil }
}

extension PushedScreen {
    public var listedProducts: ProductListState? { nil }
    public static func listing(_ event: ProductListEvent) -> Event? { nil }
}
