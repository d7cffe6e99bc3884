import Foundation
import Market
import Screens
import Testing
import TextFrontEnd

/// A deleted product never shows again, end to end on the embedded market; and a product registered
/// after a delete always shows.
@MainActor
@Suite("Deleted products")
struct DeletedProductTests {
    @Test("a product registered after a delete shows on the list, and the deleted one never comes back")
    func registerAfterDelete() async throws {
        let app = MarketHarness(language: .english)
        try await app.launch()
        try await register("First mug", in: app)
        let first = try #require(app.state.list.products.first)
        #expect(first.name == "First mug")
        try await app.press(.enter)
        try await app.press(.character("d"))
        app.session.type(app.credentials.password)
        try await app.press(.enter)
        #expect(app.state.topScreen == .list)
        #expect(!app.state.list.products.contains(id: first.id))
        try await register("Second mug", in: app)
        #expect(
            app.state.list.products.first?.name == "Second mug", "the new product is missing from the list")
        #expect(app.shows("Second mug"))
        try await app.press(.character("r"))
        for _ in 0..<25 { try await app.press(.down) }
        #expect(app.state.list.products.count > 20)
        #expect(!app.state.list.products.contains { $0.name == "First mug" })
        #expect(app.state.list.products.contains { $0.name == "Second mug" })
    }

    private func register(_ name: String, in app: MarketHarness) async throws {
        try await app.press(.character("n"))
        app.sendOnTop(.form(.imagePrepared(FormScenes.mug)))
        for (field, text) in [
            (ProductField.name, name), (.price, "15000"), (.stock, "7"),
            (.description, "Glazed stoneware, 350 ml."),
        ] {
            app.sendOnTop(.form(.textChanged(field, text)))
        }
        app.sendOnTop(.form(.submitTapped))
        try await app.session.settle()
        #expect(app.state.path.isEmpty, "\(name) was not registered: \(String(describing: app.state.alert))")
    }
}
