import Presenters

extension Strings {
    public var sellerTitle: String { pick("판매자", "Seller") }

    /// The profile's title with the seller's name (what a tab shows): "Jane - Seller".
    public func sellerTitle(_ name: String) -> String {
        pick("\(name) - 판매자", "\(name) - Seller")
    }

    /// What the profile shows where the product names no seller.
    public var sellerUnnamed: String { pick("판매자 정보가 없는 상품입니다", "This product names no seller") }

    /// Below the seller's last product.
    public var everySellerProductShown: String {
        pick("판매자의 상품을 모두 보았습니다", "That's every product of this seller")
    }

    /// The link or key that opens a product's seller.
    public var openSeller: String { pick("판매자 보기", "Seller") }
}
