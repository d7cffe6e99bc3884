import Foundation
import Market

/// `InMemoryMarket` seen through `MarketClient`, acting for one vendor.
struct InMemoryMarketClient: MarketClient {
    let market: InMemoryMarket
    let credentials: VendorCredentials
    /// What the market's latency waits on for this client; nil: the market's own clock.
    let clock: (any Clock<Duration>)?

    func healthCheck() async throws(MarketError) {
        try await market.healthCheck(on: clock)
    }

    /// The embedded market answers searches, as a second-generation server does.
    var searches: Bool { true }

    func page(number: Int, itemsPerPage: Int, matching search: String?) async throws(MarketError)
        -> ProductPage
    {
        try await market.page(number: number, itemsPerPage: itemsPerPage, matching: search, on: clock)
    }

    func detail(id: Int) async throws(MarketError) -> ProductDetail {
        try await market.detail(id: id, on: clock)
    }

    func register(_ draft: ProductDraft) async throws(MarketError) -> ProductDetail {
        try await market.register(
            draft, identifier: credentials.identifier, password: credentials.password, on: clock)
    }

    func edit(id: Int, _ edit: ProductEdit) async throws(MarketError) -> ProductDetail {
        try await market.edit(
            id: id, edit, identifier: credentials.identifier, password: credentials.password, on: clock)
    }

    func deletionSecret(productID: Int, password: String) async throws(MarketError) -> String {
        try await market.deletionSecret(
            productID: productID, identifier: credentials.identifier, password: password, on: clock)
    }

    func delete(productID: Int, secret: String) async throws(MarketError) {
        try await market.delete(
            productID: productID, secret: secret, identifier: credentials.identifier, on: clock)
    }

    func imageData(at url: String) async throws(MarketError) -> Data {
        try await market.imageData(at: url, on: clock)
    }
}
