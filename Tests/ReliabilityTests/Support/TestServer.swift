import Foundation
import Market
import MarketInMemory
import Presenters

/// A deterministic in-test "server" for the random runs: a fixed catalogue served newest first, that
/// sometimes answers a page overlapping the one before, repeating an item, or holding three pages at
/// once (as a real server once did), and that registers, edits and deletes like the real one.
struct TestServer {
    static let userVendorID = Catalogue.demoVendorID
    static let password = "pw"

    private(set) var details: [Int: ProductDetail] = [:]
    /// Ids newest first.
    private(set) var order: [Int] = []
    private var nextID: Int

    init(count: Int = 137) {
        for id in 1...count {
            let images = (0..<(id % 4)).map {
                ProductImage(
                    id: id * 10 + $0, url: "memory://\(id)/\($0)", thumbnailURL: "memory://\(id)/\($0)t")
            }
            let product = Product(
                id: id, vendorID: id % 3 == 0 ? Self.userVendorID : 12, name: "상품 \(id)",
                description: "설명 \(id)", thumbnailURL: id % 5 == 0 ? nil : "memory://\(id)/t",
                currency: id % 4 == 0 ? .usd : .krw, price: Double(id * 1_000),
                discountedPrice: id % 6 == 0 ? 100 : 0, stock: id % 10)
            details[id] = ProductDetail(
                product: product, images: images,
                vendor: Vendor(id: product.vendorID ?? 0, name: "vendor \(product.vendorID ?? 0)"))
        }
        order = (1...count).reversed()
        nextID = count + 1
    }

    func contains(_ id: Int) -> Bool { details[id] != nil }

    func product(_ id: Int) -> Product? { details[id]?.product }

    var ids: [Int] { order }

    /// The page a request asks for; `jitter` sometimes makes it overlap, repeat or run long.
    func page(_ request: PageRequest, jitter: UInt64) -> ProductPage {
        let size = max(1, request.itemsPerPage)
        var start = (request.page - 1) * size
        var length = size
        if jitter % 5 == 0 { start = max(0, start - 3) }
        if jitter % 11 == 0 { length = size * 3 }
        let slice = order.dropFirst(min(start, order.count)).prefix(length)
        var products = slice.compactMap { details[$0]?.product }
        if jitter % 7 == 0, let first = products.first { products.append(first) }
        let lastPage = max(1, (order.count + size - 1) / size)
        return ProductPage(
            number: request.page, itemsPerPage: size, totalCount: order.count, lastPage: lastPage,
            hasNext: request.page < lastPage, products: products)
    }

    func detail(_ id: Int) -> ProductDetail? { details[id] }

    mutating func register(_ draft: ProductDraft) -> ProductDetail {
        let id = nextID
        nextID += 1
        let product = Product(
            id: id, vendorID: Self.userVendorID, name: draft.name, description: draft.description,
            thumbnailURL: "memory://\(id)/t", currency: draft.currency, price: draft.price,
            discountedPrice: draft.discountedPrice, stock: draft.stock)
        let detail = ProductDetail(
            product: product,
            images: draft.images.indices.map {
                ProductImage(
                    id: id * 10 + $0, url: "memory://\(id)/\($0)", thumbnailURL: "memory://\(id)/\($0)t")
            },
            vendor: Vendor(id: Self.userVendorID, name: "me"))
        details[id] = detail
        order.insert(id, at: 0)
        return detail
    }

    mutating func edit(_ id: Int, _ edit: ProductEdit) -> ProductDetail? {
        guard var detail = details[id] else { return nil }
        detail.product.name = edit.name ?? detail.product.name
        detail.product.description = edit.description ?? detail.product.description
        detail.product.price = edit.price ?? detail.product.price
        detail.product.discountedPrice = edit.discountedPrice ?? detail.product.discountedPrice
        detail.product.bargainPrice = detail.product.price - detail.product.discountedPrice
        detail.product.stock = edit.stock ?? detail.product.stock
        detail.product.currency = edit.currency ?? detail.product.currency
        details[id] = detail
        return detail
    }

    mutating func delete(_ id: Int) -> Bool {
        guard details.removeValue(forKey: id) != nil else { return false }
        order.removeAll { $0 == id }
        return true
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
