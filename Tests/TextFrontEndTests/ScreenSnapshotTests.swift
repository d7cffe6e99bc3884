import Market
import MarketTestSupport
import Presenters
import Screens
import Testing
import TextFrontEnd
import TextSnapshotTesting
import TextUI

/// Every screen, in both languages, at a phone's 40 columns and a terminal's 80, in the states that
/// matter. Each frame is compared with its reviewed reference in `Snapshots/ScreenSnapshotTests/`.
@Suite("Screen snapshots")
struct ScreenSnapshotTests {
    static let sizes = [TerminalSize(width: 40, height: 24), TerminalSize(width: 80, height: 24)]
    static let combinations = Language.allCases.flatMap { language in sizes.map { (language, $0) } }

    static func name(_ screen: String, _ language: Language, _ size: TerminalSize) -> String {
        "\(screen)-\(language.rawValue)-\(size.width)"
    }

    static func check(_ state: AppState, _ screen: String, _ language: Language, _ size: TerminalSize) {
        assertSnapshot(
            of: ScreenView.render(state.viewState, size: size), named: name(screen, language, size))
    }

    @Test(
        "list: discounted, sold out, USD, long Korean name, emoji, thumbnail states", arguments: combinations)
    func list(language: Language, size: TerminalSize) {
        Self.check(Showcase.loadedList(language, size), "list", language, size)
    }

    @Test("grid: the same products in boxed cells", arguments: combinations)
    func grid(language: Language, size: TerminalSize) {
        Self.check(Showcase.loadedList(language, size, grid: true), "grid", language, size)
    }

    @Test(
        "list read lower down when a product is registered elsewhere: the notice, `r` to see it",
        arguments: combinations)
    func newProductNotice(language: Language, size: TerminalSize) {
        var state = Showcase.loadedList(language, size)
        Showcase.send(.list(.visibleRangeChanged(3..<7)), to: &state)
        Showcase.send(.marketChanged(.registered(MarketFixtures.detail(id: 500))), to: &state)
        Self.check(state, "list-new-product", language, size)
    }

    @Test("list: end of list", arguments: combinations)
    func endOfList(language: Language, size: TerminalSize) {
        Self.check(Showcase.loadedList(language, size, hasNext: false), "end-of-list", language, size)
    }

    @Test("list: loading the first page", arguments: combinations)
    func loading(language: Language, size: TerminalSize) {
        var state = Showcase.state(language, size)
        Showcase.send(.launched, to: &state)
        Self.check(state, "loading", language, size)
    }

    @Test("list: empty market", arguments: combinations)
    func empty(language: Language, size: TerminalSize) {
        var state = Showcase.state(language, size)
        Showcase.send(.launched, to: &state)
        let page = MarketFixtures.page(of: [], hasNext: false, totalCount: 0)
        Showcase.send(
            .list(.pageLoaded(PageRequest(page: 1, itemsPerPage: 20, generation: 0), page)), to: &state)
        Self.check(state, "empty", language, size)
    }

    @Test("list: a page failed, with the alert offering retry", arguments: combinations)
    func pageFailed(language: Language, size: TerminalSize) {
        var state = Showcase.state(language, size)
        Showcase.send(.launched, to: &state)
        let request = PageRequest(page: 1, itemsPerPage: 20, generation: 0)
        Showcase.send(
            .list(.pageFailed(request, .server(status: 500, message: "Internal Server Error"))), to: &state)
        Self.check(state, "page-failed", language, size)
    }

    @Test(
        "detail of an own product: pager, struck price, wrapped description, actions", arguments: combinations
    )
    func detail(language: Language, size: TerminalSize) {
        Self.check(Self.detailState(language, size), "detail", language, size)
    }

    @Test("detail with the action sheet open", arguments: combinations)
    func actionSheet(language: Language, size: TerminalSize) {
        var state = Self.detailState(language, size)
        Showcase.send(.detail(.actionsTapped, on: 1), to: &state)
        Self.check(state, "action-sheet", language, size)
    }

    @Test("password prompt: the typed password shows only as bullets", arguments: combinations)
    func passwordTyping(language: Language, size: TerminalSize) {
        var state = Self.detailState(language, size)
        Showcase.send(.detail(.actionChosen(.delete), on: 1), to: &state)
        Showcase.send(.detail(.delete(.passwordChanged("hunter2")), on: 1), to: &state)
        Self.check(state, "password-typing", language, size)
    }

    @Test("password prompt after a wrong password", arguments: combinations)
    func passwordWrong(language: Language, size: TerminalSize) {
        var state = Self.detailState(language, size)
        Showcase.send(.detail(.actionChosen(.delete), on: 1), to: &state)
        Showcase.send(.detail(.delete(.passwordChanged("hunter2")), on: 1), to: &state)
        Showcase.send(.detail(.delete(.passwordSubmitted), on: 1), to: &state)
        Showcase.send(
            .detail(
                .delete(.deletionSecretFailed(productID: 105, .server(status: 400, message: "wrong secret"))),
                on: 1),
            to: &state)
        Self.check(state, "password-wrong", language, size)
    }

    @Test("register form after a submit with invalid fields", arguments: combinations)
    func invalidForm(language: Language, size: TerminalSize) {
        var state = Showcase.loadedList(language, size)
        Showcase.send(.registerTapped, to: &state)
        Showcase.send(.form(.textChanged(.name, "ab"), on: 1), to: &state)
        Showcase.send(.form(.textChanged(.price, "１２,000"), on: 1), to: &state)
        Showcase.send(.form(.textChanged(.discountedPrice, "5000"), on: 1), to: &state)
        Showcase.send(.form(.submitTapped, on: 1), to: &state)
        Self.check(state, "form-invalid", language, size)
    }

    @Test("edit form, filled from the product", arguments: combinations)
    func editForm(language: Language, size: TerminalSize) {
        var state = Self.detailState(language, size)
        Showcase.send(.detail(.actionChosen(.edit), on: 1), to: &state)
        Self.check(state, "form-edit", language, size)
    }

    static func detailState(_ language: Language, _ size: TerminalSize) -> AppState {
        var state = Showcase.loadedList(language, size)
        Showcase.send(.openProduct(id: 105), to: &state)
        Showcase.send(.detail(.detailLoaded(Showcase.detail), on: 1), to: &state)
        Showcase.send(.detail(.imagePaged(by: 1), on: 1), to: &state)
        Showcase.send(
            .detail(.imageLoaded(imageID: 2, Showcase.picture(seed: 2, side: 12)), on: 1), to: &state)
        return state
    }
}
