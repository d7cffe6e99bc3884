import Foundation
import Market

/// The embedded Open Market server: the same endpoints and rules as the real one, in memory, seeded
/// and deterministic. The demo and the tests run on it.
///
/// It keeps vendor ownership (only the owner edits or deletes), the two-step delete (secret lookup,
/// then delete), the paging arithmetic of the contract's §4.2 and the rules of §7, and answers a
/// refusal as the real server does (`MarketError.server` with status 400). Latency and failures can be
/// injected to exercise error paths; latency waits on the injected clock, so tests never sleep.
public actor InMemoryMarket {
    private var details: [Int: ProductDetail]
    /// Product ids, newest (highest) first: the order of the list.
    private var order: [Int]
    /// The highest id ever given, so an id is never given twice, not even after its product is deleted.
    private var lastID: Int
    private var imageBytes: [String: Data]
    private let accounts: AccountBook
    private let rules: ProductRules
    private let clock: any Clock<Duration>
    private let secretSalt: UInt64
    private var faults: FaultInjection

    public init(
        seed: UInt64 = 2022, productCount: Int = 240, accounts: [VendorCredentials] = [],
        rules: ProductRules = .standard,
        clock: any Clock<Duration> = ContinuousClock(), latency: Duration = .zero
    ) {
        let catalogue = Catalogue(seed: seed, count: productCount)
        details = Dictionary(uniqueKeysWithValues: catalogue.details.map { ($0.id, $0) })
        order = catalogue.details.map(\.id).sorted(by: >)
        lastID = order.first ?? 0
        imageBytes = catalogue.imageBytes
        self.accounts = AccountBook(accounts)
        self.rules = rules
        self.clock = clock
        secretSalt = seed
        faults = FaultInjection(latency: latency)
    }

    /// A client acting for one vendor, as `HTTPMarketClient` does for a real server.
    public nonisolated func client(for credentials: VendorCredentials) -> some MarketClient {
        InMemoryMarketClient(market: self, credentials: credentials)
    }

    /// The number of products on sale.
    public var productCount: Int { order.count }

    // MARK: Fault injection

    /// Makes the next `count` calls fail with `error`.
    public func failNext(
        _ count: Int, with error: MarketError = .server(status: 500, message: "injected failure")
    ) {
        faults.failNext(count, with: error)
    }

    /// Makes a seeded share of calls (0 to 1) fail with a 500.
    public func setFailureRate(_ rate: Double, seed: UInt64 = 1) {
        faults.setFailureRate(rate, seed: seed)
    }

    /// Delays every answer by `latency` on the market's clock.
    public func setLatency(_ latency: Duration) {
        faults.latency = latency
    }

    // MARK: Endpoints

    func healthCheck() async throws(MarketError) {
        try await admit()
    }

    func page(number: Int, itemsPerPage: Int) async throws(MarketError) -> ProductPage {
        try await admit()
        guard number >= 1 else { throw .server(status: 400, message: "page_no must be at least 1") }
        guard itemsPerPage >= 1 else {
            throw .server(status: 400, message: "items_per_page must be at least 1")
        }
        // Overflow-safe: a huge page number or size is past the end (or everything), never a trap.
        let (start, overflow) = (number - 1).multipliedReportingOverflow(by: itemsPerPage)
        let offset = overflow ? order.count : min(start, order.count)
        let limit = offset + min(itemsPerPage, order.count - offset)
        let lastPage = order.count / itemsPerPage + (order.count % itemsPerPage == 0 ? 0 : 1)
        let products = order[offset..<limit].compactMap { details[$0]?.product }
        return ProductPage(
            number: number, itemsPerPage: itemsPerPage, totalCount: order.count, lastPage: lastPage,
            hasNext: number < lastPage, products: products)
    }

    func detail(id: Int) async throws(MarketError) -> ProductDetail {
        try await admit()
        return try existing(id)
    }

    func register(_ draft: ProductDraft, identifier: String, password: String) async throws(MarketError)
        -> ProductDetail
    {
        try await admit()
        let account = try authenticated(identifier, password: password)
        if let violation = rules.violations(of: draft).first {
            throw .server(status: 400, message: violation.description)
        }
        lastID += 1
        let id = lastID
        let vendor =
            Catalogue.vendors.first { $0.id == account.vendorID }
            ?? Vendor(id: account.vendorID, name: "vendor")
        var images: [ProductImage] = []
        for (index, image) in draft.images.enumerated() {
            let url = "memory://images/\(id)/\(index + 1).\(image.format?.fileExtension ?? "jpg")"
            imageBytes[url] = image.data
            images.append(ProductImage(id: id * 10 + index, url: url, thumbnailURL: url, succeeded: true))
        }
        let product = Product(
            id: id, vendorID: account.vendorID, name: draft.name, description: draft.description,
            thumbnailURL: images.first?.thumbnailURL, currency: draft.currency, price: draft.price,
            discountedPrice: draft.discountedPrice, stock: draft.stock)
        let detail = ProductDetail(product: product, images: images, vendor: vendor)
        details[id] = detail
        order.insert(id, at: 0)
        return detail
    }

    func edit(id: Int, _ edit: ProductEdit, identifier: String, password: String) async throws(MarketError)
        -> ProductDetail
    {
        try await admit()
        let account = try authenticated(identifier, password: password)
        var detail = try owned(id, by: account)
        if let violation = rules.violations(of: edit, applyingTo: detail.product).first {
            throw .server(status: 400, message: violation.description)
        }
        if let thumbnailID = edit.thumbnailID {
            guard let image = detail.images.first(where: { $0.id == thumbnailID }) else {
                throw .server(
                    status: 400, message: "thumbnail_id \(thumbnailID) is not an image of the product")
            }
            detail.product.thumbnailURL = image.thumbnailURL
        }
        detail.product.name = edit.name ?? detail.product.name
        detail.product.description = edit.description ?? detail.product.description
        detail.product.price = edit.price ?? detail.product.price
        detail.product.currency = edit.currency ?? detail.product.currency
        detail.product.discountedPrice = edit.discountedPrice ?? detail.product.discountedPrice
        detail.product.bargainPrice = detail.product.price - detail.product.discountedPrice
        detail.product.stock = edit.stock ?? detail.product.stock
        details[id] = detail
        return detail
    }

    func deletionSecret(productID: Int, identifier: String, password: String) async throws(MarketError)
        -> String
    {
        try await admit()
        let account = try authenticated(identifier, password: password)
        _ = try owned(productID, by: account)
        return productSecret(productID)
    }

    func delete(productID: Int, secret: String, identifier: String) async throws(MarketError) {
        try await admit()
        guard let account = accounts[identifier] else {
            throw .server(status: 400, message: "unknown identifier")
        }
        _ = try owned(productID, by: account)
        guard secret == productSecret(productID) else {
            throw .server(status: 400, message: "wrong product secret")
        }
        details[productID] = nil
        order.removeAll { $0 == productID }
    }

    func imageData(at url: String) async throws(MarketError) -> Data {
        try await admit()
        guard let data = imageBytes[url] else { throw .server(status: 404, message: "image not found") }
        return data
    }

    // MARK: Rules

    /// Waits the injected latency, then fails if a fault is due.
    private func admit() async throws(MarketError) {
        if faults.latency > .zero {
            do {
                try await clock.sleep(for: faults.latency)
            } catch {
                throw .cancelled
            }
        }
        if Task.isCancelled { throw .cancelled }
        if let error = faults.nextFailure() { throw error }
    }

    private func authenticated(_ identifier: String, password: String) throws(MarketError)
        -> VendorCredentials
    {
        guard let account = accounts[identifier] else {
            throw .server(status: 400, message: "unknown identifier")
        }
        guard account.password == password else { throw .server(status: 400, message: "wrong secret") }
        return account
    }

    private func existing(_ id: Int) throws(MarketError) -> ProductDetail {
        guard let detail = details[id] else { throw .server(status: 404, message: "product \(id) not found") }
        return detail
    }

    private func owned(_ id: Int, by account: VendorCredentials) throws(MarketError) -> ProductDetail {
        let detail = try existing(id)
        guard detail.product.vendorID == account.vendorID else {
            throw .server(status: 403, message: "product \(id) belongs to another vendor")
        }
        return detail
    }

    private func productSecret(_ id: Int) -> String {
        var generator = SeededGenerator(seed: secretSalt ^ UInt64(truncatingIfNeeded: id))
        return "ps-\(id)-" + String(generator.next() % 1_000_000_007, radix: 36)
    }
}
