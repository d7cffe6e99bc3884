import Foundation

/// A `MarketClient` that announces every change it made (registered, edited, deleted) once the
/// market accepted it: how the sessions of one process hear each other's changes on a market that
/// tells nobody (a server over HTTP), as the embedded market tells them its own (`MarketUpdates`).
/// What the market refused is not announced.
public struct AnnouncingMarketClient<Base: MarketClient>: MarketClient {
    /// Hears a change the client made; the call returns once it has.
    public typealias Announce = @Sendable (MarketUpdate) async -> Void

    public let base: Base
    private let announce: Announce

    public init(_ base: Base, announce: @escaping Announce) {
        self.base = base
        self.announce = announce
    }

    public var searches: Bool { base.searches }

    public func healthCheck() async throws(MarketError) {
        try await base.healthCheck()
    }

    public func page(number: Int, itemsPerPage: Int, matching search: String?) async throws(MarketError)
        -> ProductPage
    {
        try await base.page(number: number, itemsPerPage: itemsPerPage, matching: search)
    }

    public func detail(id: Int) async throws(MarketError) -> ProductDetail {
        try await base.detail(id: id)
    }

    public func register(_ draft: ProductDraft) async throws(MarketError) -> ProductDetail {
        let registered = try await base.register(draft)
        await announce(.registered(registered))
        return registered
    }

    public func edit(id: Int, _ edit: ProductEdit) async throws(MarketError) -> ProductDetail {
        let edited = try await base.edit(id: id, edit)
        await announce(.edited(edited))
        return edited
    }

    public func deletionSecret(productID: Int, password: String) async throws(MarketError) -> String {
        try await base.deletionSecret(productID: productID, password: password)
    }

    public func delete(productID: Int, secret: String) async throws(MarketError) {
        try await base.delete(productID: productID, secret: secret)
        await announce(.deleted(productID: productID))
    }

    public func imageData(at url: String) async throws(MarketError) -> Data {
        try await base.imageData(at: url)
    }
}

extension MarketClient {
    /// This client, announcing each change it makes to `updates` (every session's screens of the
    /// process hear it).
    public func announcing(to updates: MarketUpdates) -> AnnouncingMarketClient<Self> {
        AnnouncingMarketClient(self) { await updates.publish($0) }
    }
}
