import Loop
import Market
import Presenters

/// The whole app as any front end draws it: the screen on top and what is presented over it, and
/// every pushed screen with its id, which the events a front end sends for it carry.
public struct AppViewState: Equatable, Sendable {
    public var screen: Screen
    /// The screens pushed above the list, bottom first, each with its id: what a `NavigationStack`
    /// draws; the last is the screen on top.
    public var path: [StackEntry<AppDestination.ViewState>]
    public var alert: AlertViewState?
    /// Whether any loading indicator is showing (a front end may animate it).
    public var isBusy: Bool
    /// The kinds of screen the app offers (the search only where the market searches), so that a front
    /// end shows only the ways to screens it can open.
    public var offeredScreens: Set<ScreenKind>
    /// The route of the screen on top: the address a front end shows, and what a screen opened from
    /// this one is opened above (a product's seller, from its detail).
    public var route: Route
    /// The ways to other screens those screens offer on the screen on top (its seller's profile, on a
    /// product's detail).
    public var links: [ScreenLink]

    /// The screen on top of the navigation stack.
    public enum Screen: Equatable, Sendable {
        case list(ProductListViewState)
        /// A screen pushed above the list (`detailScreen` and its like read it).
        case destination(AppDestination.ViewState)
    }

    /// The kind of screen on top.
    public var screenKind: ScreenKind {
        switch screen {
        case .list: .list
        case .destination(let destination): destination.kind
        }
    }

    /// The products listed on top, as drawn: the list's, or those a pushed screen lists (the search's
    /// results); nil on a screen that lists none.
    public var topList: ProductListViewState? {
        switch screen {
        case .list(let list): list
        case .destination(let destination): destination.listedProducts
        }
    }

    /// The pushed screen on top, if its view state is a `ViewState`.
    public func top<ViewState: PushedScreenViewState>(_ type: ViewState.Type) -> ViewState? {
        if case .destination(let destination) = screen { destination.screen(type) } else { nil }
    }

    /// The list, when it is the screen on top.
    public var listScreen: ProductListViewState? { if case .list(let list) = screen { list } else { nil } }

    /// The ids of the screens pushed above the list, bottom first: what SwiftUI's
    /// `NavigationStack(path:)` binds to (`ViewStore.path(_:pop:)`).
    public var pathIDs: [StackElementID] { path.map(\.id) }

    /// The pushed screen `id` as drawn, while it is on the stack: what a `navigationDestination`
    /// draws for that id.
    public func destination(_ id: StackElementID) -> DestinationViewState? {
        path.first { $0.id == id }?.value
    }

    /// The id of the screen on top; nil on the list.
    public var topID: StackElementID? { path.last?.id }

    /// `event` for the screen on top, by its id: what a front end sends for what a person did on the
    /// screen it drew (the event is dropped if that screen has gone by the time it arrives); nil on
    /// the list.
    public func onTop(_ event: AppDestination.Event) -> AppEvent? {
        topID.map { .path(.element($0, event)) }
    }

    /// `event` for the products listed on top: the list's, or those the pushed screen on top lists
    /// (the search's results), by its id; nil on a screen that lists none.
    public func onTopList(_ event: ProductListEvent) -> AppEvent? {
        guard let top = path.last else { return .list(event) }
        return AppDestination.Event.listing(event, on: top.value.kind).map { .path(.element(top.id, $0)) }
    }
}

/// An alert's texts and buttons.
public struct AlertViewState: Equatable, Sendable {
    public var title: String
    public var message: String
    /// The retry button's label, when retrying makes sense.
    public var retry: String?
    public var dismiss: String
}

extension AppState {
    public var viewState: AppViewState {
        let strings = configuration.strings
        let path = self.path.entries { $0.viewState(strings) }
        let screen: AppViewState.Screen =
            path.last.map { .destination($0.value) } ?? .list(rootList(strings))
        return AppViewState(
            screen: screen, path: path,
            alert: alert.map {
                AlertViewState(
                    title: $0.title, message: $0.message, retry: $0.retry == nil ? nil : strings.retry,
                    dismiss: strings.ok)
            },
            isBusy: isBusy, offeredScreens: Set(ScreenKind.allCases.filter(configuration.offers)),
            route: route,
            links: AppScreens.pushed.filter { configuration.offers($0.kind) }.compactMap {
                $0.link(on: self, strings)
            })
    }

    /// The list at the bottom of the stack, with the search's field where the app searches.
    private func rootList(_ strings: Strings) -> ProductListViewState {
        var root = list.viewState(strings)
        if configuration.offers(.search) { root.searchField = SearchFieldViewState(query: "", strings) }
        return root
    }

    /// The products listed on top (the list's, or a pushed screen's such as the search's results) as a
    /// front end that scrolls natively shows it; nil when neither is on top.
    public func scrollingList(_ strings: Strings, margin: Int) -> ScrollingListViewState? {
        topList?.scrollingViewState(strings, margin: margin)
    }

    /// The products listed on top (what `AppViewState.onTopList(_:)` reaches): the list's, or those a pushed
    /// screen lists; nil on a screen that lists none.
    public var topList: ProductListState? {
        path.last.map(\.screen.listedProducts) ?? list
    }

    private var isBusy: Bool {
        list.isBusy || path.contains(where: \.screen.isBusy)
    }
}

extension AppState {
    /// Where the picture `key` comes from, while a screen shows it; nil for one no screen shows.
    public func picture(_ key: PictureKey) -> PictureSource? {
        list.picture(key) ?? path.lazy.compactMap { $0.screen.picture(key) }.first
    }
}
