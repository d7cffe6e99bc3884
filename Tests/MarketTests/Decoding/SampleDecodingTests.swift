import Foundation
import Market
import Testing

@Suite("Every real sample decodes")
struct SampleDecodingTests {
    @Test("official V1 mock list: 10 items, one page, no next")
    func officialMock() throws {
        let page = try MarketDecoder.decode(ProductPage.self, from: Samples.data(Samples.officialMockList))
        #expect(page.number == 1)
        #expect(page.itemsPerPage == 20)
        #expect(page.totalCount == 10)
        #expect(page.lastPage == 1)
        #expect(page.hasNext == false)
        #expect(page.products.count == 10)
        #expect(page.failures.isEmpty)
        #expect(page.products[0].id == 20)
        #expect(page.products[0].name == "Test Product")
        #expect(page.products[0].stock == 0)
        #expect(page.products[0].createdAt == CalendarDate(year: 2022, month: 1, day: 4))
    }

    @Test("live V1 list page 1 of 93: float prices, 15 items")
    func v1Page1() throws {
        let page = try MarketDecoder.decode(ProductPage.self, from: Samples.data(Samples.v1ListPage1))
        #expect(page.number == 1)
        #expect(page.totalCount == 1387)
        #expect(page.lastPage == 93)
        #expect(page.hasNext)
        #expect(page.products.count == 15)
        let first = page.products[0]
        #expect(first.id == 2094)
        #expect(first.vendorID == 6)
        #expect(first.name == "ㄴㄴㄴㄴㄴㄴ")
        #expect(first.price == 123_123)
        #expect(first.bargainPrice == 123_122)
        #expect(first.discountedPrice == 1)
        #expect(first.isDiscounted)
        #expect(first.currency == .krw)
        #expect(first.createdAt == CalendarDate(year: 2022, month: 5, day: 14))
    }

    @Test("live V1 list page 2: USD and discounts")
    func v1Page2() throws {
        let page = try MarketDecoder.decode(ProductPage.self, from: Samples.data(Samples.v1ListPage2))
        #expect(page.number == 2)
        #expect(page.itemsPerPage == 10)
        #expect(page.totalCount == 325)
        #expect(page.lastPage == 33)
        #expect(page.hasNext)
        #expect(page.products.map(\.id).prefix(3) == [577, 576, 575])
        #expect(page.products[1].currency == .usd)
        #expect(page.products[1].price == 123)
        #expect(page.products[1].discountedPrice == 11)
        #expect(page.products[0].bargainPrice == 10)
    }

    @Test("live V1 detail: images with succeed, vendor with dates")
    func v1Detail() throws {
        let detail = try MarketDecoder.decode(ProductDetail.self, from: Samples.data(Samples.v1Detail))
        #expect(detail.id == 522)
        #expect(detail.product.name == "아이폰13")
        #expect(detail.product.price == 1_300_000)
        #expect(detail.product.description == "비싸")
        #expect(detail.product.stock == 12)
        #expect(detail.images.count == 1)
        #expect(detail.images[0].id == 352)
        #expect(detail.images[0].succeeded == true)
        #expect(detail.images[0].thumbnailURL.hasSuffix("/thumb/f9aa6e0d787711ecabfa3f1efeb4842b.jpg"))
        #expect(
            detail.vendor
                == Vendor(
                    id: 6, name: "제인", createdAt: .init(year: 2022, month: 1, day: 10),
                    issuedAt: .init(year: 2022, month: 1, day: 10)))
    }

    @Test("live V2 list: camelCase page keys, vendorName, description, 60 items for 20 asked")
    func v2List() throws {
        let page = try MarketDecoder.decode(ProductPage.self, from: Samples.data(Samples.v2List))
        #expect(page.number == 3)
        #expect(page.itemsPerPage == 20)
        #expect(page.totalCount == 113)
        #expect(page.lastPage == 6)
        #expect(page.hasNext)
        #expect(page.products.count == 60)
        #expect(page.failures.isEmpty)
        let first = page.products[0]
        #expect(first.id == 130)
        #expect(first.vendorName == "OmarketTeam")
        #expect(first.description == "에어팟 3")
        #expect(first.price == 20_000)
        #expect(first.bargainPrice == 10_000)
        #expect(first.createdAt == CalendarDate(year: 2022, month: 11, day: 4))
    }

    @Test("live V2 detail: vendors without dates, images without succeed")
    func v2Detail() throws {
        let detail = try MarketDecoder.decode(ProductDetail.self, from: Samples.data(Samples.v2Detail))
        #expect(detail.id == 188)
        #expect(detail.product.discountedPrice == 111)
        #expect(detail.vendor == Vendor(id: 13, name: "mimm123"))
        #expect(detail.images.first?.id == 228)
        #expect(detail.images.first?.succeeded == nil)
        #expect(detail.images.first?.issuedAt == CalendarDate(year: 2022, month: 11, day: 10))
    }
}
