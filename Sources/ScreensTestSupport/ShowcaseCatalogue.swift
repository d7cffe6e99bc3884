import Images
import Market
import MarketTestSupport
import Presenters
import Screens

/// The products, detail and app states the screen snapshots of every front end show, built by sending
/// the app's own events: discounted, sold out, USD, a long Korean name, a product without a thumbnail,
/// a failed thumbnail, the user's own product. Each front end adds the last product it checks for
/// (the text one an emoji name, the web one a name that is an HTML tag). For tests only.
public enum ShowcaseCatalogue {
    /// The vendor the app acts for: it owns products 106 and the detail's 105.
    public static let owner = 7

    /// Products 106 to 102, newest first.
    public static let products: [Product] = [
        product(106, vendorID: owner, "아이폰13", price: 1_300_000, stock: 12),
        product(105, vendorID: 6, "맥북 프로 14인치", price: 2_690_000, discountedPrice: 269_000, stock: 3),
        product(104, vendorID: 6, "에어팟 프로 2세대", price: 359_000, stock: 0),
        product(
            103, vendorID: 12, "Vintage Film Camera 📷", currency: .usd, price: 999.99, discountedPrice: 100,
            stock: 1_234),
        product(
            102, vendorID: 12, "한정판 레고 스타워즈 밀레니엄 팔콘 75192 얼티밋 컬렉터 시리즈 미개봉 새상품", hasThumbnail: false,
            price: 1_050_000, stock: 1),
    ]

    /// A listed product as the list shows it: no description, its thumbnail at `t/<id>`.
    public static func product(
        _ id: Int, vendorID: Int, _ name: String, hasThumbnail: Bool = true, currency: Currency = .krw,
        price: Double, discountedPrice: Double = 0, stock: Int
    ) -> Product {
        MarketFixtures.product(
            id: id, vendorID: vendorID, name: name, description: nil,
            thumbnail: hasThumbnail ? .at("t/\(id)") : .missing, currency: currency, price: price,
            discountedPrice: discountedPrice, stock: stock)
    }

    /// The user's own product 105 in full, with five images; its description's two sentences are joined
    /// by `separator`.
    public static func detail(joinedBy separator: String) -> ProductDetail {
        ProductDetail(
            product: Product(
                id: 105, vendorID: owner, name: "맥북 프로 14인치",
                description: "M1 Pro, 16GB, 512GB. 상태 아주 좋습니다. 직거래 환영합니다.\(separator)"
                    + "Lightly used, works perfectly; minor scratches on the back, see the photos.",
                thumbnailURL: "t/105", currency: .krw, price: 2_690_000, discountedPrice: 269_000, stock: 3),
            images: (1...5).map { ProductImage(id: $0, url: "i/\($0)", thumbnailURL: "t/\($0)") },
            vendor: Vendor(id: owner, name: "오픈마켓 데모"))
    }

    /// The app in `language`, acting for `owner`, before anything happened.
    public static func state(_ language: Language) -> AppState {
        AppState(configuration: AppConfiguration(language: language, userVendorID: owner, itemsPerPage: 20))
    }

    /// `state` after its first page of `products` arrived, thumbnails loaded (104's failed).
    public static func loadedList(
        from state: AppState, products: [Product], hasNext: Bool = true, grid: Bool = false
    ) -> AppState {
        var state = state
        send(.launched, to: &state)
        let page = MarketFixtures.page(
            of: products, hasNext: hasNext, totalCount: hasNext ? 60 : products.count)
        send(.list(.pageLoaded(PageRequest(page: 1, itemsPerPage: 20, generation: 0), page)), to: &state)
        for product in products where product.thumbnailURL != nil {
            let event: ProductListEvent =
                product.id == 104
                ? .thumbnailFailed(productID: 104)
                : .thumbnailLoaded(productID: product.id, picture(seed: product.id, side: 4))
            send(.list(event), to: &state)
        }
        if grid { send(.list(.layoutToggled), to: &state) }
        return state
    }

    /// A `side` × `side` picture: a diagonal gradient whose colours depend on `seed`.
    public static func picture(seed: Int, side: Int) -> Picture {
        var rgb: [UInt8] = []
        for y in 0..<side {
            for x in 0..<side {
                let step = (x + y) * 200 / max(1, 2 * side - 2)
                rgb += [UInt8((seed * 53 + step) % 256), UInt8((seed * 97) % 256), UInt8(255 - step)]
            }
        }
        return Picture(width: side, height: side, rgb: rgb)!
    }

    /// Applies `event` as the app would, its effects left unperformed.
    public static func send(_ event: AppEvent, to state: inout AppState) {
        _ = AppFeature().reduce(&state, event)
    }
}
