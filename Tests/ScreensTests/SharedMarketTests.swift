import Loop
import Market
import MarketInMemory
import Screens
import ScreensLive
import Testing

/// Sessions of one app on one shared market, as the terminal's (`OpenMarketApp.makeLoop`): each hears
/// what the market says changed, whoever changed it, with no refresh.
@MainActor
@Suite("A shared market's sessions", .timeLimit(.minutes(1)))
struct SharedMarketTests {
    @Test(
        "a product registered by another client shows on top of a session's list; its edit and delete follow")
    func registeredEditedDeleted() async throws {
        let credentials = AppDriver.credentials
        let market = InMemoryMarket(seed: 2022, accounts: [credentials])
        let app = OpenMarketApp.inMemory(market: market, credentials: credentials)
        let clock = ManualClock()
        let loop = app.makeLoop(clock: clock)
        loop.send(.launched)
        try await loop.settle()
        let first = loop.state.list.products.first?.id

        let other = market.client(for: credentials)
        let registered = try await other.register(FormScenario.validDraft)
        try await loop.settle()
        #expect(loop.state.list.products.first?.id == registered.id)
        #expect(loop.state.list.products.dropFirst().first?.id == first)

        _ = try await other.edit(id: registered.id, ProductEdit(name: "Renamed elsewhere"))
        try await loop.settle()
        #expect(loop.state.list.products.first?.name == "Renamed elsewhere")

        let secret = try await other.deletionSecret(productID: registered.id, password: credentials.password)
        try await other.delete(productID: registered.id, secret: secret)
        try await loop.settle()
        #expect(loop.state.list.products.first?.id == first)
    }
}
