import Foundation
import Market
import Testing

@Suite("Tolerant decoding")
struct DecodingToleranceTests {
    static func page(items: String) -> Data {
        Data(
            """
            {"page_no":1,"items_per_page":3,"total_count":3,"offset":0,"limit":3,"pages":[\(items)],
             "last_page":1,"has_next":false,"has_prev":false}
            """.utf8)
    }

    static let goodItem = """
        {"id":1,"vendor_id":2,"name":"ok","thumbnail":"t","currency":"KRW","price":2000,"bargain_price":2000,
         "discounted_price":0,"stock":3,"created_at":"2022-01-04T00:00:00.00","issued_at":"2022-01-04T00:00:00.00"}
        """

    @Test("one malformed item does not sink its page; the failure names the field")
    func badItemKept() throws {
        let bad = Self.goodItem.replacingOccurrences(of: "\"price\":2000", with: "\"price\":\"cheap\"")
        let page = try MarketDecoder.decode(
            ProductPage.self, from: Self.page(items: "\(Self.goodItem),\(bad),\(Self.goodItem)"))
        #expect(page.products.count == 2)
        #expect(
            page.failures == [
                ItemFailure(index: 1, field: "pages[1].price", reason: "has the wrong type (expected Double)")
            ])
    }

    @Test("a missing required field is named")
    func missingField() throws {
        let bad = Self.goodItem.replacingOccurrences(of: "\"name\":\"ok\",", with: "")
        let page = try MarketDecoder.decode(ProductPage.self, from: Self.page(items: bad))
        #expect(page.failures == [ItemFailure(index: 0, field: "pages[0].name", reason: "is missing")])
    }

    @Test("an unknown date format is named")
    func unknownDate() throws {
        let bad = Self.goodItem.replacingOccurrences(
            of: "\"created_at\":\"2022-01-04T00:00:00.00\"", with: "\"created_at\":\"04/01/2022\"")
        let page = try MarketDecoder.decode(ProductPage.self, from: Self.page(items: bad))
        #expect(page.failures.first?.field == "pages[0].created_at")
        #expect(page.failures.first?.reason == "unknown date format \"04/01/2022\"")
    }

    @Test("prices may be integers, decimals or exponents; unknown currencies are kept")
    func numbersAndCurrencies() throws {
        let items = [("60000000", "6.0E7"), ("999.99", "999.99"), ("2000", "2000.0")].map { _, text in
            Self.goodItem.replacingOccurrences(of: "\"price\":2000", with: "\"price\":\(text)")
                .replacingOccurrences(of: "\"KRW\"", with: "\"JPY\"")
        }
        let page = try MarketDecoder.decode(
            ProductPage.self, from: Self.page(items: items.joined(separator: ",")))
        #expect(page.products.map(\.price) == [60_000_000, 999.99, 2000])
        #expect(page.products.allSatisfy { $0.currency == .other("JPY") })
    }

    @Test("a document that is not JSON, or a page without its paging keys, is a typed error")
    func brokenDocuments() {
        #expect(
            throws: MarketError.decoding(field: "", reason: "is not valid JSON")
        ) {
            try MarketDecoder.decode(ProductPage.self, from: Data("{\"page_no\": 1, \"pages\": [".utf8))
        }
        #expect(throws: MarketError.decoding(field: "page_no", reason: "is missing")) {
            try MarketDecoder.decode(ProductPage.self, from: Data("{\"pages\": []}".utf8))
        }
    }

    @Test(
        "the three server date formats read as calendar dates; anything else does not",
        arguments: [
            ("2021-12-29 00:00:00.000", CalendarDate(year: 2021, month: 12, day: 29)),
            ("2022-01-04T00:00:00.00", CalendarDate(year: 2022, month: 1, day: 4)),
            ("2022-11-10T00:00:00", CalendarDate(year: 2022, month: 11, day: 10)),
            ("2022-11-10", nil), ("2022-13-10T00:00:00", nil), ("2022-11-10T00:00:00Z", nil), ("", nil),
            ("2022-11-10 00:00:00", nil), ("２０２２-11-10T00:00:00", nil),
        ])
    func dates(text: String, expected: CalendarDate?) {
        #expect(CalendarDate(serverText: text) == expected)
    }
}
