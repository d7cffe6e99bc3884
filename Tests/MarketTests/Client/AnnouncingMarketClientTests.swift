import Foundation
import Market
import MarketInMemory
import Testing

/// `announcing(to:)`: the changes a client made, told to every observer of its `MarketUpdates`, once
/// the market accepted them; nothing for a read or a refusal.
@Suite("AnnouncingMarketClient")
struct AnnouncingMarketClientTests {
    static let demo = VendorCredentials(
        vendorID: Catalogue.demoVendorID, identifier: "demo-identifier", password: "demo-password")

    /// What observers of the updates heard, in order.
    final class Heard: @unchecked Sendable {
        private let lock = NSLock()
        private var updates: [MarketUpdate] = []
        var all: [MarketUpdate] { lock.withLock { updates } }
        func append(_ update: MarketUpdate) { lock.withLock { updates.append(update) } }
    }

    @Test(
        "a registration, an edit and a deletion are announced as the market answered them; reads and refusals are not"
    )
    func announces() async throws {
        // A market that tells nobody itself: its own updates are not observed here.
        let market = InMemoryMarket(accounts: [Self.demo])
        let updates = MarketUpdates()
        let heard = Heard()
        updates.observe { heard.append($0) }
        let client = market.client(for: Self.demo).announcing(to: updates)

        _ = try await client.page(number: 1, itemsPerPage: 20)
        _ = try await client.detail(id: 7)
        let draft = ProductDraft(
            name: "Announced Mug", description: "A mug the others hear of.", price: 1000, currency: .krw,
            images: [ImageUpload(fileName: "mug.png", data: TestImages.png)])
        let registered = try await client.register(draft)
        #expect(registered.id == 241)
        var refused = draft
        refused.name = "ab"
        #expect(
            await failure { try await client.register(refused) }
                == .server(status: 400, message: "name must have at least 3 characters"))
        let edited = try await client.edit(id: 241, ProductEdit(stock: 3))
        #expect(edited.product.stock == 3)
        #expect(await failure { try await client.edit(id: 241, ProductEdit(stock: -1)) } != nil)
        let secret = try await client.deletionSecret(productID: 241, password: "demo-password")
        #expect(await failure { try await client.delete(productID: 241, secret: "wrong") } != nil)
        try await client.delete(productID: 241, secret: secret)

        #expect(heard.all == [.registered(registered), .edited(edited), .deleted(productID: 241)])
    }
}
