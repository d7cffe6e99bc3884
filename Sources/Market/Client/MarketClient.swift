import Foundation

/// The Open Market server as the app sees it: every endpoint of the contract (docs/Contract.md §1)
/// as an async call.
///
/// Implementations act for one vendor (their credentials are part of their configuration), so no call
/// takes the `identifier` or the vendor password. `HTTPMarketClient` talks to a real server;
/// `InMemoryMarket.client(for:)` to the embedded one.
public protocol MarketClient: Sendable {
    /// Whether the server answers its health check.
    func healthCheck() async throws(MarketError)
    /// Whether the server answers searches: the second server generation does (`search_value`), the
    /// first has none, so an app offers search only where this is true.
    var searches: Bool { get }
    /// One page of products, newest first; `number` starts at 1. With `matching`, only the products
    /// whose name contains it (on a server that `searches`).
    func page(number: Int, itemsPerPage: Int, matching search: String?) async throws(MarketError)
        -> ProductPage
    func detail(id: Int) async throws(MarketError) -> ProductDetail
    /// Registers a product for the client's vendor and returns it as the server stored it.
    func register(_ draft: ProductDraft) async throws(MarketError) -> ProductDetail
    func edit(id: Int, _ edit: ProductEdit) async throws(MarketError) -> ProductDetail
    /// Looks up the secret that deleting a product needs, proving the vendor password typed by a
    /// person. A wrong password is an error.
    func deletionSecret(productID: Int, password: String) async throws(MarketError) -> String
    /// Deletes a product with the secret from `deletionSecret(productID:password:)`.
    func delete(productID: Int, secret: String) async throws(MarketError)
    /// The bytes of an image (a thumbnail or a full-size image) at a URL the server gave.
    func imageData(at url: String) async throws(MarketError) -> Data
}

extension MarketClient {
    /// One page of all products, newest first; `number` starts at 1.
    public func page(number: Int, itemsPerPage: Int) async throws(MarketError) -> ProductPage {
        try await page(number: number, itemsPerPage: itemsPerPage, matching: nil)
    }
}
