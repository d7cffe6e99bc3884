import Foundation
import Market
import MarketTestSupport
import Testing

/// The registration and edit rules of docs/Contract.md §7, each at its bounds: a name of 3 to 100
/// characters, a description of 10 to 1000, 1 to 5 JPEG or PNG images each under 300 KB (307,200
/// bytes), a price and a stock of at least 0, a discount from 0 to the price, KRW or USD.
@Suite("Product rules")
struct ProductRulesTests {
    let rules = ProductRules.standard

    static let image = ImageUpload(fileName: "a.png", data: ImageBytes.png())

    /// A draft that breaks no rule; each test changes one field.
    static let draft = ProductDraft(
        name: "머그컵", description: "손으로 빚은 머그컵입니다", price: 15_000, discountedPrice: 1_000, stock: 3,
        currency: .krw, images: [image])

    static func draft(_ change: (inout ProductDraft) -> Void) -> ProductDraft {
        var draft = Self.draft
        change(&draft)
        return draft
    }

    @Test("a draft within every rule has no violation")
    func validDraft() {
        #expect(rules.violations(of: Self.draft) == [])
    }

    @Test(
        "a name has 3 to 100 characters, counted as a person counts them, blanks around it not counted",
        arguments: [
            ("ab", [RuleViolation(.name, .tooShort(minimum: 3))]),
            ("abc", []),
            ("  ab  ", [RuleViolation(.name, .tooShort(minimum: 3))]),
            ("👩‍💻👩‍💻👩‍💻", []),
            ("가나", [RuleViolation(.name, .tooShort(minimum: 3))]),
            (String(repeating: "가", count: 100), []),
            (String(repeating: "가", count: 101), [RuleViolation(.name, .tooLong(maximum: 100))]),
        ] as [(String, [RuleViolation])])
    func nameLength(name: String, expected: [RuleViolation]) {
        #expect(rules.violations(of: Self.draft { $0.name = name }) == expected)
    }

    @Test(
        "a name with a control character or a direction override is refused; right-to-left script is not",
        arguments: [
            ("Lamp\u{0}", [RuleViolation(.name, .invisibleCharacters)]),
            ("Lamp \u{202E}gpj.exe", [RuleViolation(.name, .invisibleCharacters)]),
            ("\u{2066}Lamp\u{2069}", [RuleViolation(.name, .invisibleCharacters)]),
            ("Lamp\u{1B}[31m", [RuleViolation(.name, .invisibleCharacters)]),
            ("Two\nlines", [RuleViolation(.name, .invisibleCharacters)]),
            ("מנורה", []),
            ("Lamp\u{202F}2", []),
        ] as [(String, [RuleViolation])])
    func nameCharacters(name: String, expected: [RuleViolation]) {
        #expect(rules.violations(of: Self.draft { $0.name = name }) == expected)
    }

    @Test(
        "a description may run over lines; a control character or a direction override is refused",
        arguments: [
            ("A good lamp,\r\n\tbright.", []),
            ("A good lamp\u{0}, bright.", [RuleViolation(.description, .invisibleCharacters)]),
            ("A good lamp \u{202D}bright.", [RuleViolation(.description, .invisibleCharacters)]),
        ] as [(String, [RuleViolation])])
    func descriptionCharacters(description: String, expected: [RuleViolation]) {
        #expect(rules.violations(of: Self.draft { $0.description = description }) == expected)
    }

    @Test(
        "a description has 10 to 1000 characters",
        arguments: [
            (String(repeating: "a", count: 9), [RuleViolation(.description, .tooShort(minimum: 10))]),
            (String(repeating: "a", count: 10), []),
            (
                "\n" + String(repeating: "a", count: 9) + "  ",
                [RuleViolation(.description, .tooShort(minimum: 10))]
            ),
            (String(repeating: "a", count: 1000), []),
            (String(repeating: "a", count: 1001), [RuleViolation(.description, .tooLong(maximum: 1000))]),
        ] as [(String, [RuleViolation])])
    func descriptionLength(description: String, expected: [RuleViolation]) {
        #expect(rules.violations(of: Self.draft { $0.description = description }) == expected)
    }

    @Test(
        "a price and a stock are at least 0; a discount is at least 0 and at most the price",
        arguments: [
            (0, 0, 0, []),
            (1_000, 1_000, 0, []),
            (1_000, 1_001, 0, [RuleViolation(.discountedPrice, .discountAbovePrice)]),
            (
                -1, 0, 0,
                [RuleViolation(.price, .negative), RuleViolation(.discountedPrice, .discountAbovePrice)]
            ),
            (1_000, -1, 0, [RuleViolation(.discountedPrice, .negative)]),
            (1_000, 0, -1, [RuleViolation(.stock, .negative)]),
            (.nan, 0, 0, [RuleViolation(.price, .negative)]),
        ] as [(Double, Double, Int, [RuleViolation])])
    func amounts(price: Double, discount: Double, stock: Int, expected: [RuleViolation]) {
        let draft = Self.draft {
            $0.price = price
            $0.discountedPrice = discount
            $0.stock = stock
        }
        #expect(rules.violations(of: draft) == expected)
    }

    @Test("the currency is KRW or USD")
    func currency() {
        #expect(rules.violations(of: Self.draft { $0.currency = .usd }) == [])
        #expect(
            rules.violations(of: Self.draft { $0.currency = .other("JPY") })
                == [RuleViolation(.currency, .unsupportedCurrency("JPY"))])
    }

    @Test(
        "a registration has 1 to 5 images",
        arguments: [
            (0, [RuleViolation(.images, .tooFew(minimum: 1))]),
            (1, []),
            (5, []),
            (6, [RuleViolation(.images, .tooMany(maximum: 5))]),
        ] as [(Int, [RuleViolation])])
    func imageCount(count: Int, expected: [RuleViolation]) {
        #expect(
            rules.violations(of: Self.draft { $0.images = Array(repeating: Self.image, count: count) })
                == expected)
    }

    @Test("each image is a JPEG or a PNG under 300 KB: 307,199 bytes pass, 307,200 do not")
    func imageBytes() {
        let largest = ImageUpload(fileName: "big.png", data: ImageBytes.png(totalBytes: 307_199))
        let tooLarge = ImageUpload(fileName: "huge.png", data: ImageBytes.png(totalBytes: 307_200))
        let text = ImageUpload(fileName: "photo.jpg", data: Data("not an image".utf8))
        let jpeg = ImageUpload(fileName: "b.jpg", data: ImageBytes.jpeg)
        #expect(rules.violations(images: [largest, jpeg]) == [])
        #expect(
            rules.violations(images: [jpeg, tooLarge, text]) == [
                RuleViolation(.images, .imageTooLarge(index: 1, bytes: 307_200, limit: 307_200)),
                RuleViolation(.images, .notAnImage(index: 2, fileName: "photo.jpg")),
            ])
    }

    @Test("the violations of a draft come in form order")
    func formOrder() {
        let draft = ProductDraft(
            name: "a", description: "short", price: -1, discountedPrice: -1, stock: -1,
            currency: .other("EUR"),
            images: [])
        #expect(
            rules.violations(of: draft).map(\.field) == [
                .name, .description, .price, .discountedPrice, .stock, .currency, .images,
            ])
    }

    // MARK: - Edits

    static let product = MarketFixtures.product(
        id: 1, vendorID: 7, name: "머그컵", price: 15_000, discountedPrice: 1_000, stock: 3)

    @Test("an edit is checked only in what it sends; images are not part of it")
    func editChecksWhatItSends() {
        #expect(rules.violations(of: ProductEdit(), applyingTo: Self.product) == [])
        #expect(rules.violations(of: ProductEdit(stock: 0), applyingTo: Self.product) == [])
        #expect(
            rules.violations(of: ProductEdit(name: "TV"), applyingTo: Self.product)
                == [RuleViolation(.name, .tooShort(minimum: 3))])
        #expect(
            rules.violations(of: ProductEdit(description: "짧음"), applyingTo: Self.product)
                == [RuleViolation(.description, .tooShort(minimum: 10))])
        #expect(
            rules.violations(of: ProductEdit(currency: .other("JPY")), applyingTo: Self.product)
                == [RuleViolation(.currency, .unsupportedCurrency("JPY"))])
    }

    @Test("an edit's discount is checked against the price the product will have")
    func editDiscountAgainstNewPrice() {
        #expect(
            rules.violations(of: ProductEdit(price: 900), applyingTo: Self.product)
                == [RuleViolation(.discountedPrice, .discountAbovePrice)])
        #expect(
            rules.violations(of: ProductEdit(discountedPrice: 15_001), applyingTo: Self.product)
                == [RuleViolation(.discountedPrice, .discountAbovePrice)])
        #expect(
            rules.violations(of: ProductEdit(price: 900, discountedPrice: 900), applyingTo: Self.product)
                == [])
    }

    @Test("a broken rule reads as the server's message would")
    func messages() {
        #expect(
            RuleViolation(.name, .tooShort(minimum: 3)).description == "name must have at least 3 characters")
        #expect(
            RuleViolation(.images, .imageTooLarge(index: 1, bytes: 307_200, limit: 307_200)).description
                == "images[1] has 307200 bytes, limit 307200")
    }
}
