import Foundation
import Market
import MarketInMemory
import Presenters

/// The market the random runs answer from: the in-memory market's products (a `ProductStore` of 137
/// seeded products), used without `async` so a run stays a plain loop. On top of the store's answers
/// it serves the pages a careless server sends: overlapping the one before, repeating an item, or
/// holding three pages at once (as a real server once did).
struct RandomMarket {
    static let userVendorID = Catalogue.demoVendorID
    static let password = "pw"
    /// Built once: every run starts from a copy.
    private static let seeded = ProductStore(Catalogue(seed: 2022, count: 137))
    private static let user = Vendor(id: userVendorID, name: "me")

    private(set) var store = seeded

    var ids: [Int] { store.ids }

    func contains(_ id: Int) -> Bool { detail(id) != nil }

    func product(_ id: Int) -> Product? { detail(id)?.product }

    func detail(_ id: Int) -> ProductDetail? { try? store.detail(id: id) }

    /// The page a request asks for; `jitter` sometimes makes it overlap, repeat or run long.
    func page(_ request: PageRequest, jitter: UInt64) -> ProductPage {
        let size = max(1, request.itemsPerPage)
        func products(_ number: Int) -> [Product] {
            (try? store.page(number: number, itemsPerPage: size).products) ?? []
        }
        guard var page = try? store.page(number: max(1, request.page), itemsPerPage: size) else {
            return ProductPage(
                number: request.page, itemsPerPage: size, totalCount: 0, lastPage: 0, hasNext: false,
                products: [])
        }
        if jitter % 11 == 0 { page.products += products(page.number + 1) + products(page.number + 2) }
        if jitter % 5 == 0, page.number > 1 {
            page.products = products(page.number - 1).suffix(3) + page.products
        }
        if jitter % 7 == 0, let first = page.products.first { page.products.append(first) }
        return page
    }

    mutating func register(_ draft: ProductDraft) -> ProductDetail {
        store.register(draft, by: Self.user)
    }

    mutating func edit(_ id: Int, _ edit: ProductEdit) -> ProductDetail? {
        try? store.edit(id: id, edit)
    }

    mutating func delete(_ id: Int) -> Bool {
        (try? store.delete(id: id)) != nil
    }

    /// A failure a server or a network gives, picked by `choice`.
    static func failure(_ choice: Int) -> MarketError {
        let failures: [MarketError] = [
            .server(status: 500, message: "injected failure"), .timeout, .transport("connection reset"),
            .decoding(field: "pages[2].price", reason: "is null (expected Double)"),
            .unexpectedContentType(expected: "application/json", received: "text/html"),
            .server(status: 400, message: "bad request"), .server(status: 404, message: "not found"),
        ]
        return failures[choice % failures.count]
    }

    /// A small valid PNG, for attached images.
    static let png: Data = {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += [UInt8](repeating: 7, count: 40)
        bytes += [0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        return Data(bytes)
    }()
}
