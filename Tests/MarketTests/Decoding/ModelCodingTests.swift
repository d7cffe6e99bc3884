import Foundation
import Market
import Testing

/// The market's models in their own JSON form (a recording's), apart from the server's shapes.
@Suite("Market models as JSON")
struct ModelCodingTests {
    static func roundTrip<Value: Codable>(_ value: Value) throws -> Value {
        try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
    }

    static let date = CalendarDate(year: 2022, month: 11, day: 10)
    static let detail = ProductDetail(
        product: Product(
            id: 3, vendorID: 7, vendorName: "오픈마켓 데모", name: "에어팟", description: nil, thumbnailURL: nil,
            currency: .other("JPY"), price: 1_500, discountedPrice: 100.5, bargainPrice: 1_399.5, stock: 0,
            createdAt: date),
        images: [
            ProductImage(id: 30, url: "https://a/30.png", thumbnailURL: "https://a/t30.png", succeeded: false)
        ],
        vendor: Vendor(id: 7, name: "오픈마켓 데모", localizedNames: ["en": "Open Market Demo"], issuedAt: date))

    @Test("a detail reads back whole, with what the server's shape does not carry: a seller's other names")
    func detail() throws {
        #expect(try Self.roundTrip(Self.detail) == Self.detail)
        #expect(try Self.roundTrip(Self.detail).vendor?.name(in: "en") == "Open Market Demo")
    }

    @Test("a page reads back with the items that failed to decode")
    func page() throws {
        let page = ProductPage(
            number: 1, itemsPerPage: 20, totalCount: 21, lastPage: 2, hasNext: true,
            products: [Self.detail.product],
            failures: [ItemFailure(index: 1, field: "pages[1].stock", reason: "is missing")])
        #expect(try Self.roundTrip(page) == page)
    }

    @Test("every error the market names, and every change it tells, reads back as it was")
    func errorsAndUpdates() throws {
        let rules: [RuleViolation.Rule] = [
            .tooShort(minimum: 3), .tooLong(maximum: 100), .negative, .discountAbovePrice,
            .unsupportedCurrency("JPY"), .tooFew(minimum: 1), .tooMany(maximum: 5),
            .notAnImage(index: 2, fileName: "a.gif"),
            .imageTooLarge(index: 0, bytes: 400_000, limit: 300_000),
            .invisibleCharacters,
        ]
        let errors: [MarketError] =
            rules.map { .rejected(RuleViolation(.name, $0)) } + [
                .server(status: 500, message: "oops"),
                .decoding(field: "pages[3].price", reason: "is missing"),
                .unexpectedContentType(expected: "application/json", received: "text/html"),
                .transport("connection reset"), .timeout, .tooLarge(limit: 1 << 20),
                .redirected(to: "http://evil:80"), .cancelled, .notSaved(diskFull: true),
            ]
        for error in errors {
            #expect(try Self.roundTrip(error) == error)
        }
        let updates: [MarketUpdate] = [
            .registered(Self.detail), .edited(Self.detail), .deleted(productID: 3),
        ]
        for update in updates {
            #expect(try Self.roundTrip(update) == update)
        }
    }

    @Test("a currency is its code, and a date its three numbers")
    func readableForms() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(
            String(decoding: try encoder.encode([Currency.usd, .other("JPY")]), as: UTF8.self)
                == #"["USD","JPY"]"#)
        #expect(
            String(decoding: try encoder.encode(Self.date), as: UTF8.self)
                == #"{"day":10,"month":11,"year":2022}"#)
    }
}
