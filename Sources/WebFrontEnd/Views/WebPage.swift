import BrowserDriver
import HTMLUI
import Presenters
import Screens

/// What Open Market's pages draw of its view state: the screen on top, its title and its HTTP status,
/// and the page for an address that names no product. `BrowserPage` puts them together, with what is
/// presented over the screen, into the page the browser shows.
public enum WebPage {
    /// Where the style sheet is served.
    public static let styleSheetPath = "/app.css"

    /// The screen on top (`<main id="screen">`), a pushed one with its id (`data-screen`), which every
    /// report from it carries, and the links other screens put on it (`AppViewState.links`).
    static func screen(
        _ view: AppViewState, values: Bool, _ context: PageContext
    ) -> HTMLNode {
        let screen = drawn(view, values: values, context)
        return view.topID.map { screen.adding(.data("screen", String($0.rawValue))) } ?? screen
    }

    private static func drawn(
        _ view: AppViewState, values: Bool, _ context: PageContext
    ) -> HTMLNode {
        let screen =
            WebScreens.screen(view.screenKind)?.screen(view, values: values, context)
            ?? Tag.main(.id("screen")) {}
        guard !view.links.isEmpty else { return screen }
        return screen.appending([Tag.nav(.id("links"), .class("links")) { view.links.map(link) }])
    }

    /// A way to another screen that screen offers here (`AppViewState.links`), named by the kind of
    /// screen it opens; the session follows it itself (`data-follow`), and it opens in a new tab too.
    private static func link(_ link: ScreenLink) -> HTMLNode {
        Tag.a(
            .id(link.kind.name), .class(link.kind.name), .href(link.route.path), .data("follow", "")
        ) {
            link.title
        }
    }

    /// The HTTP status of a page showing `view`: 404 for a product the market does not have.
    public static func status(of view: AppViewState) -> Int {
        view.detailScreen?.isGone == true ? 404 : 200
    }

    /// The page at a product address that names no product (`/products/abc`): it says the product no
    /// longer exists and links back to the list. It needs no session and no script.
    public static func missingProduct(_ language: Language) -> String {
        let strings = Strings(language)
        return HTMLRenderer.document(
            Tag.html(.lang(language.rawValue)) {
                PageHead.tag(title: strings.appTitle, styleSheet: styleSheetPath)
                Tag.body {
                    Tag.main(.id("screen"), .class("detail-screen")) {
                        Tag.header(.class("bar")) { Tag.h1 { strings.appTitle } }
                        Tag.div(.id("detail-body")) {
                            Tag.p(.id("gone"), .class("gone")) { strings.productGone }
                            Tag.a(.class("back-to-list"), .href(AppRoute.list.path)) {
                                strings.backToList
                            }
                        }
                    }
                }
            })
    }

    /// The document's title: the screen's.
    static func title(of view: AppViewState) -> String {
        WebScreens.screen(view.screenKind)?.title(of: view) ?? ""
    }
}
