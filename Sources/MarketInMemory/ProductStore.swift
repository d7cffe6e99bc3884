import Foundation
import Market

/// The products of an in-memory market, newest first, with their image bytes: what its endpoints
/// read and change, and nothing else (no accounts, rules, latency or failures).
///
/// `InMemoryMarket` keeps one behind its vendor checks and rules; tests that need a market without
/// `async` (the random event runs) use one directly. A value: copying it copies the market.
public struct ProductStore: Sendable {
    private var details: [Int: ProductDetail]
    /// Product ids, newest (highest) first: the order of the list.
    private var order: [Int]
    /// The highest id ever given, so an id is never given twice, not even after its product is deleted.
    private var lastID: Int
    /// The seeded catalogue, whose images are written (or read) when fetched.
    private let catalogue: Catalogue
    /// The bytes of the images uploaded with registered products.
    private var uploadedImages: [String: Data] = [:]

    /// The products of `catalogue`, newest (highest id) first.
    public init(_ catalogue: Catalogue) {
        details = Dictionary(uniqueKeysWithValues: catalogue.details.map { ($0.id, $0) })
        order = catalogue.details.map(\.id).sorted(by: >)
        lastID = order.first ?? 0
        self.catalogue = catalogue
    }

    /// The ids on sale, newest first.
    public var ids: [Int] { order }

    /// One page of the list, newest first, with the paging figures the server sends: `number` from 1,
    /// the last page `count / itemsPerPage` rounded up. A page past the end is empty. With `matching`,
    /// only the products whose name contains it, ignoring case (an empty text matches every product).
    public func page(number: Int, itemsPerPage: Int, matching search: String? = nil) throws(MarketError)
        -> ProductPage
    {
        guard number >= 1 else { throw .server(status: 400, message: "page_no must be at least 1") }
        guard itemsPerPage >= 1 else {
            throw .server(status: 400, message: "items_per_page must be at least 1")
        }
        let order =
            search.map { text in
                self.order.filter {
                    details[$0]?.product.name.localizedCaseInsensitiveContains(text) ?? false
                }
            } ?? self.order
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

    /// The product with this id, or a 404.
    public func detail(id: Int) throws(MarketError) -> ProductDetail {
        guard let detail = details[id] else { throw .server(status: 404, message: "product \(id) not found") }
        return detail
    }

    /// Adds `draft` as the newest product of `vendor`, under a new id (or `id`, when a data file
    /// replays it), with its images stored.
    public mutating func register(_ draft: ProductDraft, by vendor: Vendor, id: Int? = nil) -> ProductDetail {
        let id = id ?? lastID + 1
        lastID = max(lastID, id)
        var images: [ProductImage] = []
        for (index, image) in draft.images.enumerated() {
            let url = "memory://images/\(id)/\(index + 1).\(image.format?.fileExtension ?? "jpg")"
            uploadedImages[url] = image.data
            images.append(ProductImage(id: id * 10 + index, url: url, thumbnailURL: url, succeeded: true))
        }
        let product = Product(
            id: id, vendorID: vendor.id, name: draft.name, description: draft.description,
            thumbnailURL: images.first?.thumbnailURL, currency: draft.currency, price: draft.price,
            discountedPrice: draft.discountedPrice, stock: draft.stock)
        let detail = ProductDetail(product: product, images: images, vendor: vendor)
        details[id] = detail
        order.insert(id, at: 0)
        return detail
    }

    /// Takes every id up to `last` as given: none of them is given to a new product.
    public mutating func reserveIDs(through last: Int) {
        lastID = max(lastID, last)
    }

    /// Changes the fields `edit` names and recomputes the bargain price; a thumbnail must be one of
    /// the product's images.
    public mutating func edit(id: Int, _ edit: ProductEdit) throws(MarketError) -> ProductDetail {
        var detail = try detail(id: id)
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

    /// Removes the product with this id, or answers a 404.
    public mutating func delete(id: Int) throws(MarketError) {
        guard details.removeValue(forKey: id) != nil else {
            throw .server(status: 404, message: "product \(id) not found")
        }
        order.removeAll { $0 == id }
    }

    /// The bytes of an image the store holds, or a 404.
    public func imageData(at url: String) throws(MarketError) -> Data {
        guard let data = uploadedImages[url] ?? catalogue.imageData(at: url) else {
            throw .server(status: 404, message: "image not found")
        }
        return data
    }
}
