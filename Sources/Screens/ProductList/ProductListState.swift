import Market
import Presenters

/// The product list screen's state: the products loaded so far, paging, layout, scroll position,
/// selection and the thumbnails of the cells in view.
public struct ProductListState: Equatable, Sendable {
    public var products = UniqueProducts()
    public var pagination: Pagination
    public var layout: ProductLayout = .list
    public var viewportSize: ViewportSize = .phone
    /// Index of the first product in view (for GRID, always the first of a row).
    public var top = 0
    /// Index of the selected product, when there is one.
    public var selection: Int?
    /// Thumbnails of the products in and near the viewport, by product id.
    public var thumbnails: [Int: ThumbnailStatus] = [:]
    /// Products deleted in this session: a page answered before the delete must not bring them back.
    public var deletedIDs: Set<Int> = []
    /// Products registered elsewhere while the person read further down, newest first: the notice
    /// counts them, and shows them on top when chosen.
    public var newProducts: [Product] = []
    /// How many products were put on top of those loaded (registered elsewhere): every cell must then
    /// be drawn again.
    public var insertedCount = 0
    /// Only this vendor's products are listed, when set (a seller's products): the market's list has no
    /// such filter, so its pages are read whole and the other vendors' products dropped.
    public var vendorID: Int?
    /// For a list of one vendor's products, the ids of the last page read: a later page that repeats
    /// them ends the list, as one that brings nothing new ends any list.
    var lastPageIDs: [Int] = []

    public init(itemsPerPage: Int = 20, prefetchThreshold: Int = 5) {
        pagination = Pagination(itemsPerPage: itemsPerPage, prefetchThreshold: prefetchThreshold)
    }

    /// An empty list paged and laid out as `list` is: what a screen that lists products above the app's
    /// list starts with (the search's results, a seller's products).
    public init(like list: ProductListState) {
        self.init(
            itemsPerPage: list.pagination.itemsPerPage, prefetchThreshold: list.pagination.prefetchThreshold)
        layout = list.layout
        viewportSize = list.viewportSize
    }

    /// How many products the viewport holds in the current layout.
    public var capacity: Int {
        layout == .list ? viewportSize.listRows : viewportSize.gridColumns * viewportSize.gridRows
    }

    /// Products per row in the current layout.
    public var columns: Int { layout == .list ? 1 : viewportSize.gridColumns }

    /// The indices of the products in view.
    public var visibleRange: Range<Int> {
        let lower = min(top, products.count)
        return lower..<min(products.count, lower + capacity)
    }

    /// Whether the list shows `product`: every product, or only its vendor's.
    public func lists(_ product: Product) -> Bool {
        vendorID == nil || product.vendorID == vendorID
    }

    public var selectedProduct: Product? {
        selection.flatMap { products.indices.contains($0) ? products[$0] : nil }
    }

    /// Whether the list shows a loading indicator: a page is on its way.
    public var isBusy: Bool { pagination.isRequestInFlight }

    /// Where a listed product's thumbnail comes from; nil for any other picture.
    public func picture(_ key: PictureKey) -> PictureSource? {
        guard key.kind == .thumbnail, let index = products.index(ofID: key.key) else { return nil }
        return products[index].thumbnailURL.map { .market(url: $0) }
    }
}

/// The list is encoded field by field, the deleted products' ids in ascending order rather than in a
/// set's hash order, so equal lists encode (and digest) alike in every process.
extension ProductListState: Encodable {
    private enum CodingKeys: String, CodingKey {
        case products, pagination, layout, viewportSize, top, selection, thumbnails, deletedIDs
        case newProducts, insertedCount, vendorID, lastPageIDs
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(products, forKey: .products)
        try container.encode(pagination, forKey: .pagination)
        try container.encode(layout, forKey: .layout)
        try container.encode(viewportSize, forKey: .viewportSize)
        try container.encode(top, forKey: .top)
        try container.encodeIfPresent(selection, forKey: .selection)
        try container.encode(thumbnails, forKey: .thumbnails)
        try container.encode(deletedIDs.sorted(), forKey: .deletedIDs)
        try container.encode(newProducts, forKey: .newProducts)
        try container.encode(insertedCount, forKey: .insertedCount)
        if let vendorID {
            try container.encode(vendorID, forKey: .vendorID)
            try container.encode(lastPageIDs, forKey: .lastPageIDs)
        }
    }
}
