import HTMLUI
import Screens

/// How the browser shows one kind of screen: its `<main id="screen">` and the document's title. Each
/// screen declares it in its own file (`DetailView+Screen.swift`); `WebScreens.all` lists them, a line
/// a screen, and the page switches over no screen.
protocol WebScreen: SendableMetatype {
    /// What it draws: the screen's view state.
    associatedtype ViewState
    /// The kind of screen it draws.
    static var kind: ScreenKind { get }
    /// Where the app's view state holds the screen on top, when it is of this kind.
    static var viewState: KeyPath<AppViewState, ViewState?> { get }
    /// The screen's `<main id="screen">` (a list's container drawn empty: the page streams its cells);
    /// `values: false` leaves the fields' values out (a live update never writes them back under the
    /// cursor).
    static func screen(
        _ screen: ViewState, in view: AppViewState, values: Bool,
        _ context: PageContext
    ) -> HTMLNode
    /// The document's title while the screen is on top.
    static func title(_ screen: ViewState) -> String
}

extension WebScreen {
    /// The screen on top of `view`, which is of this kind.
    static func screen(
        _ view: AppViewState, values: Bool, _ context: PageContext
    ) -> HTMLNode? {
        view[keyPath: viewState].map { screen($0, in: view, values: values, context) }
    }

    /// The document's title while the screen on top of `view` is of this kind.
    static func title(of view: AppViewState) -> String? {
        view[keyPath: viewState].map(title)
    }
}

/// The screens the browser shows.
enum WebScreens {
    static let all: [any WebScreen.Type] = [
        ListView.self, SearchView.self, DetailView.self, FormView.self, SellerProfileView.self,
    ]

    /// The browser's way of showing screens of `kind`.
    static func screen(_ kind: ScreenKind) -> (any WebScreen.Type)? {
        all.first { $0.kind == kind }
    }
}
