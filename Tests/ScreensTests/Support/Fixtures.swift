import Foundation
import Market
import Presenters
import Screens

/// Products, pages, details and image bytes the screen tests build on.
enum Fixtures {
    /// The vendor the app acts for in the reducer tests.
    static let userVendorID = 7
    /// Another seller, whose products the user can neither edit nor delete.
    static let otherVendorID = 12
    static let itemsPerPage = 20

    /// `count` ids counting down from `newest`: the list's order, newest first.
    static func ids(from newest: Int, count: Int) -> [Int] {
        Array(stride(from: newest, to: newest - count, by: -1))
    }

    static func thumbnailURL(_ id: Int) -> String { "memory://thumbs/\(id).png" }

    static func imageURL(_ productID: Int, _ index: Int) -> String {
        "memory://images/\(productID)/\(index).png"
    }

    static func product(
        id: Int, vendorID: Int = otherVendorID, name: String? = nil, currency: Currency = .krw,
        price: Double = 1_000, discountedPrice: Double = 0, stock: Int = 10,
        description: String? = "상태 아주 좋습니다. 직거래 환영합니다.", hasThumbnail: Bool = true
    ) -> Product {
        Product(
            id: id, vendorID: vendorID, name: name ?? "Product \(id)", description: description,
            thumbnailURL: hasThumbnail ? thumbnailURL(id) : nil, currency: currency, price: price,
            discountedPrice: discountedPrice, stock: stock)
    }

    static func products(_ ids: some Sequence<Int>) -> [Product] {
        ids.map { product(id: $0) }
    }

    static func page(
        _ number: Int, ids: some Sequence<Int>, hasNext: Bool = true, itemsPerPage: Int = itemsPerPage
    ) -> ProductPage {
        ProductPage(
            number: number, itemsPerPage: itemsPerPage, totalCount: 240, lastPage: 12, hasNext: hasNext,
            products: products(ids))
    }

    static func request(_ page: Int, generation: Int = 0, itemsPerPage: Int = itemsPerPage) -> PageRequest {
        PageRequest(page: page, itemsPerPage: itemsPerPage, generation: generation)
    }

    /// The images of product `productID`: ids `productID * 10 + index`, as the market numbers them.
    static func images(of productID: Int, count: Int) -> [ProductImage] {
        (0..<count).map { index in
            ProductImage(
                id: productID * 10 + index, url: imageURL(productID, index + 1),
                thumbnailURL: thumbnailURL(productID))
        }
    }

    static func detail(_ product: Product, imageCount: Int = 3) -> ProductDetail {
        let vendor = Vendor(id: product.vendorID ?? otherVendorID, name: "Vendor \(product.vendorID ?? 0)")
        return ProductDetail(
            product: product, images: images(of: product.id, count: imageCount), vendor: vendor)
    }

    static func detail(id: Int, vendorID: Int = otherVendorID, imageCount: Int = 3) -> ProductDetail {
        detail(product(id: id, vendorID: vendorID), imageCount: imageCount)
    }

    /// A real 1×1 PNG (greyscale with alpha), 68 bytes: signature, IHDR, IDAT and IEND with valid CRCs.
    static let tinyPNG = Data([
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x04, 0x00, 0x00, 0x00, 0xB5, 0x1C, 0x0C,
        0x02, 0x00, 0x00, 0x00, 0x0B, 0x49, 0x44, 0x41, 0x54, 0x78, 0xDA, 0x63, 0x64, 0x60, 0x00, 0x00,
        0x00, 0x06, 0x00, 0x02, 0x30, 0x81, 0xD0, 0x2F, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44,
        0xAE, 0x42, 0x60, 0x82,
    ])

    static func image(_ fileName: String = "photo.png") -> ImageUpload {
        ImageUpload(fileName: fileName, data: tinyPNG)
    }

    /// The thumbnail statuses `.loading` for these products.
    static func loading(_ ids: some Sequence<Int>) -> [Int: ThumbnailStatus] {
        Dictionary(uniqueKeysWithValues: ids.map { ($0, ThumbnailStatus.loading) })
    }

    /// The thumbnail loads the list asks for these products, in this order.
    static func thumbnailLoads(_ ids: some Sequence<Int>) -> [ProductListEffect] {
        ids.map { .loadThumbnail(productID: $0, url: thumbnailURL($0)) }
    }
}
