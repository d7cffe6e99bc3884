import Market

/// Products, pages and details for tests and benchmarks, built from the few facts each one cares
/// about. The one fixture builder of the package: test targets and the benchmarks use it, no product
/// and no front-end library does.
///
/// A field a caller does not name gets a plain default: a product of `otherVendorID` (not the demo
/// user), named `Product <id>`, 1,000 KRW, 10 in stock, with a thumbnail at `thumbnailURL(id)`; a page
/// of 20 items out of 240. Images are numbered as the markets number them: product 5's are 50, 51, ….
public enum MarketFixtures {
    /// The seller of a product unless a test names another: not the demo user (vendor 7).
    public static let otherVendorID = 12
    public static let itemsPerPage = 20
    public static let totalCount = 240
    public static let description = "상태 아주 좋습니다. 직거래 환영합니다."

    /// Where a product's thumbnail is, when it has one.
    public enum Thumbnail: Sendable {
        /// At `thumbnailURL(id)`.
        case standard
        /// No thumbnail: the product was registered without an image, or the server left it out.
        case missing
        case at(String)
    }

    public static func thumbnailURL(_ id: Int) -> String { "memory://thumbs/\(id).png" }

    /// The URL of image `index` (from 1) of product `productID`.
    public static func imageURL(_ productID: Int, _ index: Int) -> String {
        "memory://images/\(productID)/\(index).png"
    }

    public static func product(
        id: Int = 1, vendorID: Int? = otherVendorID, vendorName: String? = nil, name: String? = nil,
        description: String? = description, thumbnail: Thumbnail = .standard, currency: Currency = .krw,
        price: Double = 1_000, discountedPrice: Double = 0, stock: Int = 10, createdAt: CalendarDate? = nil
    ) -> Product {
        let thumbnailURL: String? =
            switch thumbnail {
            case .standard: Self.thumbnailURL(id)
            case .missing: nil
            case .at(let url): url
            }
        return Product(
            id: id, vendorID: vendorID, vendorName: vendorName, name: name ?? "Product \(id)",
            description: description, thumbnailURL: thumbnailURL, currency: currency, price: price,
            discountedPrice: discountedPrice, stock: stock, createdAt: createdAt)
    }

    /// Products with these ids and every other field at its default, in this order.
    public static func products(_ ids: some Sequence<Int>) -> [Product] {
        ids.map { product(id: $0) }
    }

    /// Page `number` holding `products`, with the paging figures a server sends for `totalCount`
    /// products: the last page is `totalCount / itemsPerPage`, rounded up.
    public static func page(
        _ number: Int = 1, of products: [Product], hasNext: Bool = true, itemsPerPage: Int = itemsPerPage,
        totalCount: Int = totalCount
    ) -> ProductPage {
        let size = max(1, itemsPerPage)
        return ProductPage(
            number: number, itemsPerPage: itemsPerPage, totalCount: totalCount,
            lastPage: totalCount / size + (totalCount % size == 0 ? 0 : 1), hasNext: hasNext,
            products: products)
    }

    /// Page `number` holding the products with these ids.
    public static func page(
        _ number: Int = 1, ids: some Sequence<Int>, hasNext: Bool = true, itemsPerPage: Int = itemsPerPage,
        totalCount: Int = totalCount
    ) -> ProductPage {
        page(number, of: products(ids), hasNext: hasNext, itemsPerPage: itemsPerPage, totalCount: totalCount)
    }

    /// The `count` images of product `productID`, each with the product's thumbnail.
    public static func images(of productID: Int, count: Int) -> [ProductImage] {
        (0..<count).map { index in
            ProductImage(
                id: productID * 10 + index, url: imageURL(productID, index + 1),
                thumbnailURL: thumbnailURL(productID))
        }
    }

    /// `product` as its detail: `imageCount` images and its seller, named `Vendor <id>`.
    public static func detail(_ product: Product, imageCount: Int = 3) -> ProductDetail {
        let vendorID = product.vendorID ?? otherVendorID
        return ProductDetail(
            product: product, images: images(of: product.id, count: imageCount),
            vendor: Vendor(id: vendorID, name: product.vendorName ?? "Vendor \(vendorID)"))
    }

    /// The detail of a product with this id and seller, every other field at its default.
    public static func detail(id: Int, vendorID: Int = otherVendorID, imageCount: Int = 3) -> ProductDetail {
        detail(product(id: id, vendorID: vendorID), imageCount: imageCount)
    }
}
