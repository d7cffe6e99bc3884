import AccessibilityText
import Market
import MarketTestSupport
import Presenters
import Screens
import Testing
import TextSnapshotTesting
import WebFrontEnd

/// Every screen's page in both languages, in the states the text snapshots cover, and what a screen
/// reader gets from each; each is compared with its reviewed reference in `Snapshots/WebScreens/` and
/// `Snapshots/Accessibility/`.
@MainActor
@Suite("Web screen snapshots")
struct WebScreenSnapshotTests {
    /// Compares the page with `Snapshots/WebScreens/<screen>-<language>.html.txt`, and what a screen
    /// reader gets from the same view state with `Snapshots/Accessibility/<screen>-<language>.aria.txt`.
    static func check(_ state: AppState, _ screen: String) {
        let name = "\(screen)-\(state.configuration.language.rawValue)"
        assertSnapshot(of: WebShowcase.document(state), as: .html, named: name, suite: "WebScreens")
        assertSnapshot(
            of: state.viewState.accessibility.ariaSnapshot, as: .aria, named: name, suite: "Accessibility")
    }

    @Test(
        "list: struck price, sold out, USD, long name, emoji, thumbnail states", arguments: Language.allCases)
    func list(language: Language) {
        Self.check(WebShowcase.loadedList(language), "list")
    }

    @Test("grid: the same products in the responsive grid", arguments: Language.allCases)
    func grid(language: Language) {
        Self.check(WebShowcase.loadedList(language, grid: true), "grid")
    }

    @Test(
        "list read lower down when a product is registered elsewhere: the \"1 new product\" notice",
        arguments: Language.allCases)
    func newProductNotice(language: Language) {
        var state = WebShowcase.loadedList(language)
        WebShowcase.send(.list(.visibleRangeChanged(2..<4)), to: &state)
        WebShowcase.send(.marketChanged(.registered(MarketFixtures.detail(id: 500))), to: &state)
        Self.check(state, "list-new-product")
    }

    @Test("search: the field with its text, the matches in LIST, a back link", arguments: Language.allCases)
    func search(language: Language) {
        var state = WebShowcase.loadedList(language)
        state.configuration.searches = true
        WebShowcase.send(.routeRequested(.search(query: "프로")), to: &state)
        let matches = WebShowcase.products.filter { $0.name.contains("프로") }
        WebShowcase.send(
            .search(
                .results(
                    .pageLoaded(
                        PageRequest(page: 1, itemsPerPage: 20, generation: 0, search: "프로"),
                        MarketFixtures.page(of: matches, hasNext: false, totalCount: matches.count))), on: 1),
            to: &state)
        #expect(!matches.isEmpty)
        Self.check(state, "search")
    }

    @Test("list: end of list", arguments: Language.allCases)
    func endOfList(language: Language) {
        Self.check(WebShowcase.loadedList(language, hasNext: false), "end-of-list")
    }

    @Test("list: loading the first page", arguments: Language.allCases)
    func loading(language: Language) {
        var state = WebShowcase.state(language)
        WebShowcase.send(.launched, to: &state)
        Self.check(state, "loading")
    }

    @Test("list: empty market", arguments: Language.allCases)
    func empty(language: Language) {
        var state = WebShowcase.state(language)
        WebShowcase.send(.launched, to: &state)
        let page = MarketFixtures.page(of: [], hasNext: false, totalCount: 0)
        WebShowcase.send(.list(.pageLoaded(WebShowcase.firstPage, page)), to: &state)
        Self.check(state, "empty")
    }

    @Test("list: a page failed, with retry and the alert", arguments: Language.allCases)
    func pageFailed(language: Language) {
        var state = WebShowcase.state(language)
        WebShowcase.send(.launched, to: &state)
        WebShowcase.send(
            .list(.pageFailed(WebShowcase.firstPage, .server(status: 500, message: "Internal Server Error"))),
            to: &state)
        Self.check(state, "page-failed")
    }

    @Test("detail of an own product: pager, struck price, description, actions", arguments: Language.allCases)
    func detail(language: Language) {
        Self.check(WebShowcase.detailState(language), "detail")
    }

    @Test(
        "detail of a product the market does not have: gone, a link back, no Retry",
        arguments: Language.allCases)
    func gone(language: Language) {
        var state = WebShowcase.loadedList(language)
        WebShowcase.send(.openProduct(id: 999), to: &state)
        WebShowcase.send(
            .detail(.detailFailed(.server(status: 404, message: "product 999 not found")), on: 1), to: &state)
        Self.check(state, "detail-gone")
    }

    @Test("detail with the action sheet open", arguments: Language.allCases)
    func actionSheet(language: Language) {
        var state = WebShowcase.detailState(language)
        WebShowcase.send(.detail(.actionsTapped, on: 1), to: &state)
        Self.check(state, "action-sheet")
    }

    @Test("password prompt: the typed password is not in the page", arguments: Language.allCases)
    func passwordTyping(language: Language) {
        var state = WebShowcase.detailState(language)
        WebShowcase.send(.detail(.actionChosen(.delete), on: 1), to: &state)
        WebShowcase.send(.detail(.delete(.passwordChanged("hunter2")), on: 1), to: &state)
        let page = WebShowcase.document(state)
        #expect(!page.contains("hunter2"))
        #expect(page.contains(#"<input id="password" type="password""#))
        Self.check(state, "password-typing")
    }

    @Test("password prompt after a wrong password: cleared, with the message", arguments: Language.allCases)
    func passwordWrong(language: Language) {
        var state = WebShowcase.detailState(language)
        WebShowcase.send(.detail(.actionChosen(.delete), on: 1), to: &state)
        WebShowcase.send(.detail(.delete(.passwordChanged("hunter2")), on: 1), to: &state)
        WebShowcase.send(.detail(.delete(.passwordSubmitted), on: 1), to: &state)
        WebShowcase.send(
            .detail(
                .delete(.deletionSecretFailed(productID: 105, .server(status: 400, message: "wrong secret"))),
                on: 1),
            to: &state)
        Self.check(state, "password-wrong")
    }

    @Test("register form after a submit with invalid fields", arguments: Language.allCases)
    func invalidForm(language: Language) {
        var state = WebShowcase.loadedList(language)
        WebShowcase.send(.registerTapped, to: &state)
        WebShowcase.send(.form(.textChanged(.name, "ab"), on: 1), to: &state)
        WebShowcase.send(.form(.textChanged(.price, "１２,000"), on: 1), to: &state)
        WebShowcase.send(.form(.textChanged(.discountedPrice, "5000"), on: 1), to: &state)
        WebShowcase.send(.form(.submitTapped, on: 1), to: &state)
        Self.check(state, "form-invalid")
    }

    @Test("register form with two images attached and USD chosen", arguments: Language.allCases)
    func attachedImages(language: Language) {
        var state = WebShowcase.loadedList(language)
        WebShowcase.send(.registerTapped, to: &state)
        for name in ["mug.png", "notes.jpg"] {
            WebShowcase.send(
                .form(.imagePrepared(ImageUpload(fileName: name, data: ImageBytes.png())), on: 1), to: &state)
        }
        WebShowcase.send(.form(.currencySelected(.usd), on: 1), to: &state)
        Self.check(state, "form-images")
    }

    @Test("edit form, filled from the product", arguments: Language.allCases)
    func editForm(language: Language) {
        var state = WebShowcase.detailState(language)
        WebShowcase.send(.detail(.actionChosen(.edit), on: 1), to: &state)
        Self.check(state, "form-edit")
    }
}
