import Foundation
import Images
import Market
import MarketTestSupport
import Presenters
import Screens
import TextFrontEnd
import TextUI

/// Deterministic products, list states and server payloads for the benchmarks: the same run always
/// measures the same data.
enum Fixtures {
    static let itemsPerPage = 20
    static let listSize = TerminalSize(width: 80, height: 24)
    static let gridSize = TerminalSize(width: 120, height: 40)

    static let names = [
        "아이폰13", "맥북 프로 14인치 M1 Pro", "에어팟 프로 2세대", "Magic Keyboard", "기계식 키보드 적축 텐키리스",
        "수제 딸기잼 🍓", "USB-C to Lightning Cable (1 m)", "제주 감귤 5kg 한 박스", "Ergonomic Office Chair",
        "한정판 레고 스타워즈 밀레니엄 팔콘 75192 얼티밋 컬렉터 시리즈 미개봉 새상품", "고양이 스크래쳐 🐈", "Desk Lamp",
    ]

    static func thumbnailURL(_ id: Int) -> String {
        "https://s3.ap-northeast-2.amazonaws.com/media.yagom-academy.kr/training-resources/\(id % 40)/thumb/"
            + "\(id).jpg"
    }

    /// Product `id`: KRW mostly, one in six discounted, one in ten sold out.
    static func product(id: Int) -> Product {
        let isUSD = id % 4 == 0
        let price = isUSD ? Double(100 + id % 250_000) / 100 : Double(1_000 * (1 + id % 300))
        let discount = id % 6 == 0 ? (price / 10).rounded() : 0
        return MarketFixtures.product(
            id: id, vendorID: 6 + id % 5, name: names[id % names.count], description: nil,
            thumbnail: .at(thumbnailURL(id)), currency: isUSD ? .usd : .krw, price: price,
            discountedPrice: discount, stock: id % 10 == 0 ? 0 : 1 + (id * 37) % 1_500,
            createdAt: CalendarDate(year: 2022, month: 1 + id % 12, day: 1 + id % 28))
    }

    static func products(_ ids: Range<Int>) -> [Product] {
        ids.map(product(id:))
    }

    /// A page as the server answers it, always saying more pages follow.
    static func page(_ number: Int, products: [Product]) -> ProductPage {
        MarketFixtures.page(number, of: products, itemsPerPage: itemsPerPage, totalCount: 1_000_000)
    }

    /// A list of `count` products (ids 1...count) after page 1 was accepted, sized for `terminal`, in
    /// `layout`, scrolled to the top with the first product selected and the thumbnails in view
    /// requested.
    static func listState(count: Int, terminal: TerminalSize = listSize, layout: ProductLayout = .list)
        -> ProductListState
    {
        var state = ProductListState(itemsPerPage: itemsPerPage)
        let request = state.pagination.loadFirstPage()!
        _ = ProductListFeature().reduce(&state, .pageLoaded(request, page(1, products: products(1..<21))))
        state.products = UniqueProducts(products(1..<(count + 1)))
        _ = ProductListFeature().reduce(&state, .viewportResized(ScreenView.viewportSize(for: terminal)))
        if layout != state.layout { _ = ProductListFeature().reduce(&state, .layoutToggled) }
        return state
    }

    /// A 4 × 4 thumbnail picture, the size the text front end draws, its colours from `seed`.
    static func picture(seed: Int) -> Picture {
        let rgb = (0..<48).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ seed &* 101) }
        return Picture(width: 4, height: 4, rgb: rgb)!
    }

    /// `state` with every thumbnail it asked for loaded.
    static func withThumbnailsLoaded(_ state: ProductListState) -> ProductListState {
        var state = state
        for (id, status) in state.thumbnails where status == .loading {
            _ = ProductListFeature().reduce(&state, .thumbnailLoaded(productID: id, picture(seed: id)))
        }
        return state
    }

    /// The whole app showing `list`.
    static func appState(list: ProductListState) -> AppState {
        var state = AppState(configuration: AppConfiguration(userVendorID: 7))
        state.list = list
        return state
    }

    /// A page of the first server generation (V1, snake_case), shaped like the recorded
    /// `ic_5_onetool-list-products.json` sample: paging figures around a `pages` array of items.
    static func v1PageJSON(itemCount: Int) -> Data {
        let items = (0..<itemCount).map { offset in
            let product = product(id: 2_094 - offset)
            let date = "2022-\(twoDigits(product.createdAt!.month))-\(twoDigits(product.createdAt!.day))"
            return """
                {"id":\(product.id),"vendor_id":\(product.vendorID!),"name":"\(product.name)",\
                "thumbnail":"\(product.thumbnailURL!)","currency":"\(product.currency.code)",\
                "price":\(product.price),"bargain_price":\(product.bargainPrice),\
                "discounted_price":\(product.discountedPrice),"stock":\(product.stock),\
                "created_at":"\(date)T00:00:00.00","issued_at":"\(date)T00:00:00.00"}
                """
        }
        let json = """
            {"page_no":1,"items_per_page":\(itemCount),"total_count":1387,"offset":0,"limit":\(itemCount),\
            "pages":[\(items.joined(separator: ","))],"last_page":14,"has_next":true,"has_prev":false}
            """
        return Data(json.utf8)
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
