import Foundation
import Market
import MarketInMemory

/// A product, a product's detail or a page of products written in the second server generation's
/// JSON (docs/Contract.md §4 and §9): camelCase page keys, snake_case product keys, `vendorName` and
/// `description` on list items (the seller's name from the embedded market's catalogue), `vendors` as `{id, name}`, dates as `2022-11-04T00:00:00`. Image
/// addresses are written as `images` gives them, so a client can fetch them from this server.
struct ProductPayload: Encodable {
    let product: Product
    let images: ImageAddresses
    /// A list item names its seller (`vendorName`); a detail does so in `vendors`.
    var isListItem = true

    enum Key: String, CodingKey {
        case id, name, description, thumbnail, currency, price, stock, vendorName
        case vendorID = "vendor_id", bargainPrice = "bargain_price", discountedPrice = "discounted_price"
        case createdAt = "created_at", issuedAt = "issued_at"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(product.id, forKey: .id)
        try container.encodeIfPresent(product.vendorID, forKey: .vendorID)
        if isListItem {
            let vendorName = product.vendorName ?? product.vendorID.flatMap(Catalogue.vendor(id:))?.name
            try container.encodeIfPresent(vendorName, forKey: .vendorName)
        }
        try container.encode(product.name, forKey: .name)
        try container.encodeIfPresent(product.description, forKey: .description)
        try container.encodeIfPresent(product.thumbnailURL.map(images.served), forKey: .thumbnail)
        try container.encode(product.currency, forKey: .currency)
        try container.encode(product.price, forKey: .price)
        try container.encode(product.bargainPrice, forKey: .bargainPrice)
        try container.encode(product.discountedPrice, forKey: .discountedPrice)
        try container.encode(product.stock, forKey: .stock)
        try container.encodeIfPresent(product.createdAt.map(Self.timestamp), forKey: .createdAt)
        try container.encodeIfPresent(product.issuedAt.map(Self.timestamp), forKey: .issuedAt)
    }

    /// A day as the second generation writes it: midnight, no fraction.
    static func timestamp(_ date: CalendarDate) -> String { "\(date)T00:00:00" }
}

/// A product's detail: the product's keys, then `images` and `vendors`.
struct DetailPayload: Encodable {
    let detail: ProductDetail
    let images: ImageAddresses

    enum Key: String, CodingKey {
        case images, vendors
    }

    enum ImageKey: String, CodingKey {
        case id, url
        case thumbnailURL = "thumbnail_url", issuedAt = "issued_at"
    }

    enum VendorKey: String, CodingKey {
        case id, name
    }

    func encode(to encoder: any Encoder) throws {
        try ProductPayload(product: detail.product, images: images, isListItem: false).encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        var list = container.nestedUnkeyedContainer(forKey: .images)
        for image in detail.images {
            var item = list.nestedContainer(keyedBy: ImageKey.self)
            try item.encode(image.id, forKey: .id)
            try item.encode(images.served(image.url), forKey: .url)
            try item.encode(images.served(image.thumbnailURL), forKey: .thumbnailURL)
            try item.encodeIfPresent(image.issuedAt.map(ProductPayload.timestamp), forKey: .issuedAt)
        }
        if let vendor = detail.vendor {
            var vendors = container.nestedContainer(keyedBy: VendorKey.self, forKey: .vendors)
            try vendors.encode(vendor.id, forKey: .id)
            try vendors.encode(vendor.name, forKey: .name)
        }
    }
}

/// A page of products with the second generation's camelCase keys.
struct PagePayload: Encodable {
    let page: ProductPage
    let images: ImageAddresses

    enum Key: String, CodingKey {
        case pageNo, itemsPerPage, totalCount, offset, limit, lastPage, hasNext, hasPrev, pages
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        // Saturating: a page and a size near `Int.max` are answered (an empty page), not a trap.
        let (product, overflowed) = max(0, page.number - 1).multipliedReportingOverflow(by: page.itemsPerPage)
        let offset = overflowed ? Int.max : product
        let (end, past) = offset.addingReportingOverflow(page.itemsPerPage)
        try container.encode(page.number, forKey: .pageNo)
        try container.encode(page.itemsPerPage, forKey: .itemsPerPage)
        try container.encode(page.totalCount, forKey: .totalCount)
        try container.encode(offset, forKey: .offset)
        try container.encode(past ? Int.max : end, forKey: .limit)
        try container.encode(page.lastPage, forKey: .lastPage)
        try container.encode(page.hasNext, forKey: .hasNext)
        try container.encode(page.number > 1, forKey: .hasPrev)
        try container.encode(
            page.products.map { ProductPayload(product: $0, images: images) }, forKey: .pages)
    }
}
