import Loop
import Market
import Presenters
import Screens
import TextFrontEnd

/// App states in the situations that matter on screen (discounted, sold out, USD, long Korean name,
/// emoji, loading, failed, empty, end of list, invalid form…), built by sending the app's own events.
enum Showcase {
    static let owner = 7

    static let products: [Product] = [
        Product(
            id: 106, vendorID: owner, name: "아이폰13", thumbnailURL: "t/106", currency: .krw, price: 1_300_000,
            stock: 12),
        Product(
            id: 105, vendorID: 6, name: "맥북 프로 14인치", thumbnailURL: "t/105", currency: .krw, price: 2_690_000,
            discountedPrice: 269_000, stock: 3),
        Product(
            id: 104, vendorID: 6, name: "에어팟 프로 2세대", thumbnailURL: "t/104", currency: .krw, price: 359_000,
            stock: 0),
        Product(
            id: 103, vendorID: 12, name: "Vintage Film Camera 📷", thumbnailURL: "t/103", currency: .usd,
            price: 999.99,
            discountedPrice: 100, stock: 1_234),
        Product(
            id: 102, vendorID: 12, name: "한정판 레고 스타워즈 밀레니엄 팔콘 75192 얼티밋 컬렉터 시리즈 미개봉 새상품",
            thumbnailURL: nil, currency: .krw, price: 1_050_000, stock: 1),
        Product(
            id: 101, vendorID: 21, name: "👩‍💻 개발자 스티커 팩", thumbnailURL: "t/101", currency: .usd, price: 12,
            stock: 40),
    ]

    static let detail = ProductDetail(
        product: Product(
            id: 105, vendorID: owner, name: "맥북 프로 14인치",
            description: "M1 Pro, 16GB, 512GB. 상태 아주 좋습니다. 직거래 환영합니다. "
                + "Lightly used, works perfectly; minor scratches on the back, see the photos.",
            thumbnailURL: "t/105", currency: .krw, price: 2_690_000, discountedPrice: 269_000, stock: 3),
        images: (1...5).map { ProductImage(id: $0, url: "i/\($0)", thumbnailURL: "t/\($0)") },
        vendor: Vendor(id: owner, name: "오픈마켓 데모"))

    static func state(_ language: Language, _ size: TerminalSize) -> AppState {
        var state = AppState(
            configuration: AppConfiguration(language: language, userVendorID: owner, itemsPerPage: 20))
        send(.list(.viewportResized(ScreenRenderer.viewportSize(for: size))), to: &state)
        return state
    }

    /// The list after its first page of `products` arrived, thumbnails loaded or failed.
    static func loadedList(
        _ language: Language, _ size: TerminalSize, products: [Product] = products, hasNext: Bool = true,
        grid: Bool = false
    ) -> AppState {
        var state = Self.state(language, size)
        send(.launched, to: &state)
        let page = ProductPage(
            number: 1, itemsPerPage: 20, totalCount: hasNext ? 60 : products.count, lastPage: hasNext ? 3 : 1,
            hasNext: hasNext, products: products)
        send(.list(.pageLoaded(PageRequest(page: 1, itemsPerPage: 20, generation: 0), page)), to: &state)
        for product in products where product.thumbnailURL != nil {
            let event: ProductListEvent =
                product.id == 104
                ? .thumbnailFailed(productID: 104) : .thumbnailLoaded(productID: product.id, byteCount: 100)
            send(.list(event), to: &state)
        }
        if grid { send(.list(.layoutToggled), to: &state) }
        return state
    }

    static func send(_ event: AppEvent, to state: inout AppState) {
        _ = AppFeature().reduce(&state, event)
    }
}
