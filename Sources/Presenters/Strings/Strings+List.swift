extension Strings {
    /// The name of the LIST / GRID switch, as a screen reader says it.
    public var layoutLabel: String { pick("보기 방식", "Layout") }
    public var loading: String { pick("불러오는 중…", "Loading…") }
    public var endOfList: String { pick("모든 상품을 불러왔습니다", "You've seen every product") }
    public var emptyList: String { pick("등록된 상품이 없습니다", "No products yet") }

    /// The notice over a list that products registered elsewhere wait behind.
    public func newProducts(_ count: Int) -> String {
        pick("새 상품 \(count)개", count == 1 ? "1 new product" : "\(count) new products")
    }
    public var pageLoadFailed: String { pick("상품을 불러오지 못했습니다", "Couldn't load products") }
    /// Shown in place of a thumbnail that could not be loaded.
    public var thumbnailFailed: String { pick("실패", "Failed") }
    public var soldOut: String { pick("품절", "Sold out") }

    /// "잔여수량 : 1,234" / "Stock: 1,234", for a count already formatted.
    public func stockCount(_ formattedCount: String) -> String {
        pick("잔여수량 : \(formattedCount)", "Stock: \(formattedCount)")
    }

    /// A discounted price as a screen reader says it, where the screen strikes the original through.
    public func discountedPrice(was original: String, now bargain: String) -> String {
        pick("정가 \(original), 할인가 \(bargain)", "Was \(original), now \(bargain)")
    }
}
