import Foundation
import Market
import Presenters
import Screens
import Testing
import TextFrontEnd

/// The whole app on the embedded market with faults injected on every endpoint it calls: each ends as an
/// alert (with a retry where trying again may help) drawn on the frame, nothing typed is lost, and the
/// retry recovers once the fault is gone.
@MainActor
@Suite("App under faults")
struct AppFaultTests {
    nonisolated static let faults: [(label: String, error: MarketError)] = [
        ("500", .server(status: 500, message: "injected failure")),
        ("timeout", .timeout),
        ("connection reset", .transport("connection reset by peer")),
        ("undecodable body", .decoding(field: "pages[3].price", reason: "is null (expected Double)")),
        (
            "HTML instead of JSON",
            .unexpectedContentType(expected: "application/json", received: "text/html; charset=utf-8")
        ),
    ]
    nonisolated static let labels = faults.map(\.label)

    nonisolated static func fault(_ label: String) -> MarketError {
        faults.first { $0.label == label }!.error
    }

    @Test("the first page fails: an alert with retry, and the retry loads it", arguments: labels)
    func firstPage(label: String) async throws {
        let app = MarketHarness()
        await app.market.failNext(1, with: Self.fault(label))
        try await app.launch()
        app.expectAlert(for: Self.fault(label), "first page, \(label)")
        #expect(app.state.list.products.isEmpty)
        try await app.press(.enter)
        #expect(app.state.alert == nil)
        #expect(app.state.list.products.count == 20)
        #expect(app.shows(String(app.state.list.products[0].name.prefix(6))))
    }

    @Test("a refresh fails: the products shown stay, and the retry refreshes", arguments: labels)
    func refresh(label: String) async throws {
        let app = MarketHarness()
        try await app.launch()
        let shown = app.state.list.products.map(\.id)
        await app.market.failNext(1, with: Self.fault(label))
        try await app.press(.character("r"))
        app.expectAlert(for: Self.fault(label), "refresh, \(label)")
        #expect(app.state.list.products.map(\.id) == shown)
        try await app.press(.enter)
        #expect(app.state.alert == nil)
        #expect(app.state.list.pagination.phase == .loaded(hasNext: true))
        #expect(app.state.list.products.map(\.id) == shown)
    }

    @Test("the next page fails: what was loaded stays, and the retry loads more", arguments: labels)
    func nextPage(label: String) async throws {
        let app = MarketHarness()
        try await app.launch()
        for _ in 0..<30 where app.state.list.products.count <= 20 { try await app.press(.down) }
        try await app.press(.character("r"))
        #expect(app.state.list.products.count == 20)
        await app.market.failNext(1, with: Self.fault(label))
        for _ in 0..<30 where app.state.alert == nil { try await app.press(.down) }
        app.expectAlert(for: Self.fault(label), "next page, \(label)")
        #expect(app.state.list.products.count == 20)
        try await app.press(.enter)
        #expect(app.state.alert == nil)
        #expect(app.state.list.products.count == 40)
    }

    @Test(
        "a detail fails to load: an alert over the detail, and the retry shows the product", arguments: labels
    )
    func detail(label: String) async throws {
        let app = MarketHarness()
        try await app.launch()
        await app.market.failNext(1, with: Self.fault(label))
        try await app.press(.enter)
        #expect(app.state.topScreen == .detail)
        app.expectAlert(for: Self.fault(label), "detail, \(label)")
        try await app.press(.enter)
        #expect(app.state.alert == nil)
        let name = app.state.path[detail: 1]?.detail?.product.name ?? "?"
        #expect(name == app.state.list.products[0].name)
        #expect(app.shows(String(name.prefix(6))))
    }

    @Test("a registration fails: the form keeps everything typed, and the retry registers", arguments: labels)
    func register(label: String) async throws {
        let app = MarketHarness()
        try await app.launch()
        try await fillRegisterForm(app)
        let typed = try #require(app.state.path[form: 1]?.input)
        await app.market.failNext(1, with: Self.fault(label))
        try await app.press(.enter)
        app.expectAlert(for: Self.fault(label), "register, \(label)")
        #expect(app.state.path[form: 1]?.input == typed)
        #expect(app.shows(String(app.strings.message(for: Self.fault(label)).prefix(10))))
        try await app.press(.enter)
        #expect(app.state.alert == nil)
        #expect(app.state.path[form: 1] == nil)
        #expect(app.state.list.products.first?.name == "Hand-made mug")
        #expect(app.shows("Hand-made mug"))
    }

    @Test("a registration the server refuses (400) is an alert without retry; the form stays as typed")
    func registerRefused() async throws {
        let app = MarketHarness()
        try await app.launch()
        try await fillRegisterForm(app)
        let typed = try #require(app.state.path[form: 1]?.input)
        let refused = MarketError.server(status: 400, message: "name is taken")
        await app.market.failNext(1, with: refused)
        try await app.press(.enter)
        app.expectAlert(for: refused, retry: false, "register refused")
        try await app.press(.enter)
        #expect(app.state.alert == nil)
        #expect(app.state.path[form: 1]?.input == typed)
        #expect(app.state.viewState.formScreen?.submitError == app.strings.message(for: refused))
    }

    @Test("an edit fails: the form keeps the change, and the retry saves it", arguments: labels)
    func edit(label: String) async throws {
        let app = MarketHarness()
        try await app.launch()
        let id = try await app.openOwnProduct()
        try await app.press(.character("e"))
        app.sendOnTop(.form(.textChanged(.price, "12345")))
        let typed = try #require(app.state.path[form: 2]?.input)
        await app.market.failNext(1, with: Self.fault(label))
        app.sendOnTop(.form(.submitTapped))
        try await app.session.settle()
        app.expectAlert(for: Self.fault(label), "edit, \(label)")
        #expect(app.state.path[form: 2]?.input == typed)
        try await app.press(.enter)
        #expect(app.state.alert == nil)
        #expect(app.state.path[form: 2] == nil)
        #expect(app.state.path[detail: 1]?.detail?.product.price == 12_345)
        #expect(app.state.list.products.first { $0.id == id }?.price == 12_345)
    }

    @Test(
        "the password check fails: the typed password stays (as bullets), and the retry deletes",
        arguments: labels)
    func secretLookup(label: String) async throws {
        let app = MarketHarness()
        try await app.launch()
        let id = try await app.openOwnProduct()
        try await app.press(.character("d"))
        app.session.type(app.credentials.password)
        #expect(app.shows(String(repeating: "•", count: 8)))
        await app.market.failNext(1, with: Self.fault(label))
        try await app.press(.enter)
        app.expectAlert(for: Self.fault(label), "password check, \(label)")
        #expect(
            app.state.path[detail: 1]?.delete?.passwordPrompt?.password.revealed == app.credentials.password)
        let bullets = String(repeating: "•", count: app.credentials.password.count)
        #expect(app.state.viewState.detailScreen?.delete?.passwordPrompt?.maskedText == bullets)
        try await app.press(.enter)
        #expect(app.state.alert == nil)
        #expect(app.state.path[detail: 1]?.delete?.passwordPrompt == nil && app.state.topScreen == .list)
        #expect(!app.state.list.products.contains(id: id))
    }

    @Test("the delete itself fails: the retry checks the password again and deletes", arguments: labels)
    func delete(label: String) async throws {
        let app = MarketHarness()
        try await app.launch()
        let id = try await app.openOwnProduct()
        try await app.press(.character("d"))
        app.session.type(app.credentials.password)
        await app.market.setLatency(.seconds(1))
        app.session.press(.enter)
        try await app.session.loop.settle()
        try await app.session.advance(by: .seconds(1))
        #expect(app.state.path[detail: 1]?.delete?.passwordPrompt?.isVerifying == true)
        await app.market.failNext(1, with: Self.fault(label))
        try await app.session.advance(by: .seconds(1))
        app.expectAlert(for: Self.fault(label), "delete, \(label)")
        #expect(
            app.state.path[detail: 1]?.delete?.passwordPrompt?.password.revealed == app.credentials.password)
        await app.market.setLatency(.zero)
        try await app.press(.enter)
        #expect(app.state.alert == nil)
        #expect(app.state.topScreen == .list)
        #expect(!app.state.list.products.contains(id: id))
    }

    @Test("a wrong password (the server's 400) says so in the prompt, whole, in both languages")
    func wrongPasswordMessageShownWhole() async throws {
        for language in Language.allCases {
            for size in FrameCheck.sizes {
                let app = MarketHarness(language: language, size: size)
                try await app.launch()
                _ = try await app.openOwnProduct()
                try await app.press(.character("d"))
                app.session.type("not-the-password")
                try await app.press(.enter)
                let message = app.strings.wrongPassword
                #expect(app.state.path[detail: 1]?.delete?.passwordPrompt?.wasRefused == true)
                #expect(app.boxShows(message), "\(message) is not shown whole at \(size)")
            }
        }
    }

    @Test("thumbnails fail: the cells say so without an alert, and a refresh loads them", arguments: labels)
    func thumbnails(label: String) async throws {
        let app = MarketHarness()
        await app.market.setLatency(.seconds(1))
        app.session.launch()
        try await app.session.loop.settle()
        try await app.session.advance(by: .seconds(1))
        let loads = app.clock.sleeperCount
        #expect(loads > 0)
        await app.market.failNext(loads, with: Self.fault(label))
        try await app.session.advance(by: .seconds(1))
        #expect(app.state.alert == nil)
        #expect(app.shows("[✕]"))
        #expect(FrameCheck.problems(in: app.frame).isEmpty)
        await app.market.setLatency(.zero)
        try await app.press(.character("r"))
        #expect(app.shows("▀▀▀▀"), "the loaded thumbnails are drawn as pictures")
        #expect(!app.shows("[✕]"))
    }

    @Test("a detail image fails: the pager says so, and a retry loads it", arguments: labels)
    func detailImage(label: String) async throws {
        let app = MarketHarness()
        try await app.launch()
        await app.market.setLatency(.seconds(1))
        app.session.press(.enter)
        try await app.session.loop.settle()
        try await app.session.advance(by: .seconds(1))
        await app.market.failNext(1, with: Self.fault(label))
        try await app.session.advance(by: .seconds(1))
        #expect(app.state.alert == nil)
        #expect(app.shows("[✕]"))
        await app.market.setLatency(.zero)
        try await app.press(.character("r"))
        #expect(app.shows("▀▀▀▀"), "the loaded image is drawn as a picture")
        #expect(!app.shows("[✕]"))
    }

    @Test("a market failing three calls in ten: retrying every alert loads the list and registers")
    func flakyMarket() async throws {
        let app = MarketHarness()
        await app.market.setFailureRate(0.3, seed: 11)
        try await app.launch()
        for _ in 0..<20 where app.state.alert != nil { try await app.press(.enter) }
        #expect(app.state.list.products.count >= 20)
        try await fillRegisterForm(app)
        let typed = try #require(app.state.path[form: 1]?.input)
        try await app.press(.enter)
        for _ in 0..<20 where app.state.alert != nil {
            #expect(app.state.path[form: 1]?.input == typed)
            try await app.press(.enter)
        }
        for _ in 0..<20 where app.state.alert != nil { try await app.press(.enter) }
        #expect(app.state.path[form: 1] == nil)
        #expect(app.state.list.products.contains { $0.name == "Hand-made mug" })
    }

    /// Fills the register form as a person does, ending with focus on the submit button.
    private func fillRegisterForm(_ app: MarketHarness) async throws {
        try await app.press(.character("n"))
        app.sendOnTop(.form(.imagePrepared(FormScenes.mug)))
        for text in ["Hand-made mug", "15000", "1500", "7"] {
            app.session.type(text)
            try await app.press(.tab)
        }
        try await app.press(.tab)
        app.session.type("Glazed stoneware, holds 350 ml.")
        try await app.press(.tab)
        #expect(app.state.path[form: 1]?.focus == .submit)
        #expect(app.state.path[form: 1]?.errors.isEmpty == true)
    }
}
