import Foundation
import Market

/// `InMemoryMarket` seen through `MarketClient`, acting for one vendor.
struct InMemoryMarketClient: MarketClient {
    let market: InMemoryMarket
    let credentials: VendorCredentials

    func healthCheck() async throws(MarketError) {
        try await market.healthCheck()
    }

    /// The embedded market answers searches, as a second-generation server does.
    var searches: Bool { true }

    func page(number: Int, itemsPerPage: Int, matching search: String?) async throws(MarketError)
        -> ProductPage
    {
        try await market.page(number: number, itemsPerPage: itemsPerPage, matching: search)
    }

    func detail(id: Int) async throws(MarketError) -> ProductDetail {
        try await market.detail(id: id)
    }

    func register(_ draft: ProductDraft) async throws(MarketError) -> ProductDetail {
        try await market.register(draft, identifier: credentials.identifier, password: credentials.password)
    }

    func edit(id: Int, _ edit: ProductEdit) async throws(MarketError) -> ProductDetail {
        try await market.edit(
            id: id, edit, identifier: credentials.identifier, password: credentials.password)
    }

    func deletionSecret(productID: Int, password: String) async throws(MarketError) -> String {
        try await market.deletionSecret(
            productID: productID, identifier: credentials.identifier, password: password)
    }

    func delete(productID: Int, secret: String) async throws(MarketError) {
        try await market.delete(productID: productID, secret: secret, identifier: credentials.identifier)
    }

    func imageData(at url: String) async throws(MarketError) -> Data {
        try await market.imageData(at: url)
    }
}
