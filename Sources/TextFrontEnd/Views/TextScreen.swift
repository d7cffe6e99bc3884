import Screens
import TextUI

/// How the terminal shows one kind of screen: how it draws it and what its keys mean there. Each
/// screen declares it in its own file (`DetailView+Screen.swift`); `TextScreens.all` lists them, a line
/// a screen, and nothing in the terminal switches over the screens.
protocol TextScreen: SendableMetatype {
    /// What it draws: the screen's view state.
    associatedtype ViewState
    /// The kind of screen it draws.
    static var kind: ScreenKind { get }
    /// Where the app's view state holds the screen on top, when it is of this kind.
    static var viewState: KeyPath<AppViewState, ViewState?> { get }
    /// Draws the screen.
    static func draw(_ screen: ViewState, legend: String, on canvas: inout Canvas, tick: Int)
    /// Its keys, in the order the legend names them (a key that opens this screen from another may
    /// bind in that screen's context).
    static var keys: [KeyBinding] { get }
}

extension TextScreen {
    /// Draws the screen on top of `view`, which is of this kind.
    static func draw(_ view: AppViewState, legend: String, on canvas: inout Canvas, tick: Int) {
        guard let screen = view[keyPath: viewState] else { return }
        draw(screen, legend: legend, on: &canvas, tick: tick)
    }
}

/// The screens the terminal shows, in the order of the README's table of keys.
enum TextScreens {
    static let all: [any TextScreen.Type] = [
        ListView.self, SearchView.self, DetailView.self, FormView.self, SellerProfileView.self,
    ]

    /// The terminal's way of showing screens of `kind`.
    static func screen(_ kind: ScreenKind) -> (any TextScreen.Type)? {
        all.first { $0.kind == kind }
    }
}
