import Foundation
import Market
import MarketTestSupport
import Presenters
import Screens
import WebFrontEnd

/// App states in the situations the text snapshots cover (discounted, sold out, USD, long Korean name,
/// emoji, loading, failed, empty, end of list, detail, sheet, prompt, forms), built by sending the
/// app's own events, for the web pages.
enum WebShowcase {
    static let owner = 7

    static let products: [Product] = [
        product(106, vendorID: owner, "아이폰13", price: 1_300_000, stock: 12),
        product(105, vendorID: 6, "맥북 프로 14인치", price: 2_690_000, discountedPrice: 269_000, stock: 3),
        product(104, vendorID: 6, "에어팟 프로 2세대", price: 359_000, stock: 0),
        product(
            103, vendorID: 12, "Vintage Film Camera 📷", currency: .usd, price: 999.99, discountedPrice: 100,
            stock: 1_234),
        product(
            102, vendorID: 12, "한정판 레고 스타워즈 밀레니엄 팔콘 75192 얼티밋 컬렉터 시리즈 미개봉 새상품", hasThumbnail: false,
            price: 1_050_000, stock: 1),
        product(101, vendorID: 21, "<img src=x onerror=alert(1)>", currency: .usd, price: 12, stock: 40),
    ]

    static func product(
        _ id: Int, vendorID: Int, _ name: String, hasThumbnail: Bool = true, currency: Currency = .krw,
        price: Double, discountedPrice: Double = 0, stock: Int
    ) -> Product {
        MarketFixtures.product(
            id: id, vendorID: vendorID, name: name, description: nil,
            thumbnail: hasThumbnail ? .at("t/\(id)") : .missing, currency: currency, price: price,
            discountedPrice: discountedPrice, stock: stock)
    }

    static let detail = ProductDetail(
        product: Product(
            id: 105, vendorID: owner, name: "맥북 프로 14인치",
            description: "M1 Pro, 16GB, 512GB. 상태 아주 좋습니다. 직거래 환영합니다.\n"
                + "Lightly used, works perfectly; minor scratches on the back, see the photos.",
            thumbnailURL: "t/105", currency: .krw, price: 2_690_000, discountedPrice: 269_000, stock: 3),
        images: (1...5).map { ProductImage(id: $0, url: "i/\($0)", thumbnailURL: "t/\($0)") },
        vendor: Vendor(id: owner, name: "오픈마켓 데모"))

    static func context(_ language: Language) -> PageContext {
        PageContext(sessionPath: "/s/SESSION", token: "TOKEN", language: language)
    }

    static func state(_ language: Language) -> AppState {
        AppState(configuration: AppConfiguration(language: language, userVendorID: owner, itemsPerPage: 20))
    }

    static let firstPage = PageRequest(page: 1, itemsPerPage: 20, generation: 0)

    /// A loaded picture: the web serves the image's own bytes, so its decoded pixels never show.
    static let dot = Picture(width: 1, height: 1, rgb: [0, 0, 0])!

    /// The list after its first page of `products` arrived, thumbnails loaded (104's failed).
    static func loadedList(
        _ language: Language, products: [Product] = products, hasNext: Bool = true, grid: Bool = false
    ) -> AppState {
        var state = Self.state(language)
        send(.launched, to: &state)
        let page = MarketFixtures.page(
            of: products, hasNext: hasNext, totalCount: hasNext ? 60 : products.count)
        send(.list(.pageLoaded(firstPage, page)), to: &state)
        for product in products where product.thumbnailURL != nil {
            send(
                .list(
                    product.id == 104
                        ? .thumbnailFailed(productID: 104)
                        : .thumbnailLoaded(productID: product.id, dot)),
                to: &state)
        }
        if grid { send(.list(.layoutToggled), to: &state) }
        return state
    }

    /// The detail of the user's own product on its second image.
    static func detailState(_ language: Language) -> AppState {
        var state = loadedList(language)
        send(.openProduct(id: 105), to: &state)
        send(.detail(.detailLoaded(detail)), to: &state)
        send(.detail(.imagePaged(by: 1)), to: &state)
        send(.detail(.imageLoaded(imageID: 2, dot)), to: &state)
        return state
    }

    static func send(_ event: AppEvent, to state: inout AppState) {
        _ = AppFeature().reduce(&state, event)
    }

    /// The whole page of `state`, as a browser's first GET receives it.
    static func document(_ state: AppState) -> String {
        BrowserPage.make(state, context(state.configuration.language)).document
    }
}
