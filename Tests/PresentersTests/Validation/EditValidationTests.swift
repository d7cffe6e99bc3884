import Market
import MarketTestSupport
import Presenters
import Testing

struct EditValidationTests {
    private let validation = FormValidation()
    private static let original = MarketFixtures.product(
        id: 3, name: "MacBook Pro", description: "A laptop for writing Swift.", currency: .usd, price: 999.99,
        discountedPrice: 99.99, stock: 5)

    private static func edited(_ change: (inout ProductFormInput) -> Void) -> ProductFormInput {
        var input = ProductFormInput(editing: Self.original)
        change(&input)
        return input
    }

    @Test func theFormIsPrefilledSoThatNothingChanges() {
        let input = ProductFormInput(editing: Self.original)
        #expect(
            input
                == ProductFormInput(
                    name: "MacBook Pro", price: "999.99", discountedPrice: "99.99", stock: "5",
                    description: "A laptop for writing Swift.", currency: .usd))
        #expect(validation.errors(in: input, for: .editing(Self.original)).isEmpty)
        #expect(validation.edit(from: input, original: Self.original) == ProductEdit())
    }

    /// A product → the text its form is prefilled with: [price, discount, stock, description].
    @Test(arguments: [
        (
            MarketFixtures.product(description: nil, currency: .krw, price: 1_300_000, stock: 0),
            ["1300000", "", "0", ""]
        ),
        (
            MarketFixtures.product(
                description: nil, currency: .usd, price: 12, discountedPrice: 0.5, stock: 1),
            ["12", "0.50", "1", ""]
        ),
        (
            MarketFixtures.product(description: "설명", currency: .other("JPY"), price: 1e20),
            ["100000000000000000000", "", "10", "설명"]
        ),
        (
            MarketFixtures.product(description: nil, price: .nan, discountedPrice: -5, stock: -3),
            ["", "", "-3", ""]
        ),
    ])
    func prefilledNumbersAreWrittenPlainly(product: Product, expected: [String]) {
        let input = ProductFormInput(editing: product)
        #expect([input.price, input.discountedPrice, input.stock, input.description] == expected)
        #expect(input.images.isEmpty)
        #expect(input.currency == product.currency)
    }

    @Test(
        arguments: [
            (edited { $0.name = "MacBook Air" }, ProductEdit(name: "MacBook Air")),
            (edited { $0.name = " MacBook Pro " }, ProductEdit()),
            (edited { $0.price = "1099" }, ProductEdit(price: 1_099)),
            (edited { $0.price = "999.990" }, nil),
            (edited { $0.discountedPrice = "" }, ProductEdit(discountedPrice: 0)),
            (edited { $0.stock = "" }, ProductEdit(stock: 0)),
            (
                edited { $0.description = "A laptop for writing Swift 6." },
                ProductEdit(description: "A laptop for writing Swift 6.")
            ),
            (
                edited {
                    $0.currency = .krw
                    $0.price = "1300000"
                    $0.discountedPrice = ""
                }, ProductEdit(price: 1_300_000, currency: .krw, discountedPrice: 0)
            ),
            (edited { $0.currency = .other("JPY") }, nil),
            (edited { $0.name = "ab" }, nil),
            (edited { $0.discountedPrice = "1000" }, nil),
            (edited { $0.price = "" }, nil),
        ] as [(ProductFormInput, ProductEdit?)])
    func anEditHoldsOnlyTheChangedFields(input: ProductFormInput, expected: ProductEdit?) {
        #expect(validation.edit(from: input, original: Self.original) == expected)
    }

    @Test func aFieldLeftAsPrefilledIsNotChangedEvenWhereItsTextRoundsOrIsTrimmed() {
        let rounded = MarketFixtures.product(
            description: "비싸다\n", currency: .krw, price: 123, discountedPrice: 3.7, stock: 2)
        var input = ProductFormInput(editing: rounded)
        #expect(input.discountedPrice == "4")
        #expect(validation.edit(from: input, original: rounded) == ProductEdit())
        input.stock = "3"
        #expect(validation.errors(in: input, for: .editing(rounded)).isEmpty)
        #expect(validation.edit(from: input, original: rounded) == ProductEdit(stock: 3))
        input.discountedPrice = "5"
        #expect(validation.edit(from: input, original: rounded) == ProductEdit(discountedPrice: 5, stock: 3))
    }

    @Test func imagesAreNotCheckedWhenEditing() {
        let input = Self.edited { $0.images = [] }
        #expect(validation.errors(in: input, for: .editing(Self.original)).isEmpty)
        #expect(validation.errors(in: input)[.images] == .rule(.tooFew(minimum: 1)))
        #expect(validation.edit(from: input, original: Self.original) == ProductEdit())
    }

    @Test func whatTheServerAcceptedIsNotCheckedAgainUnlessChanged() {
        let legacy = MarketFixtures.product(
            name: "TV", description: nil, currency: .other("JPY"), price: 1_500)
        let input = ProductFormInput(editing: legacy)
        #expect(validation.errors(in: input, for: .editing(legacy)).isEmpty)
        #expect(validation.edit(from: input, original: legacy) == ProductEdit())
        var renamed = input
        renamed.name = "TV2"
        #expect(validation.errors(in: renamed, for: .editing(legacy)) == [:])
        renamed.name = "T"
        #expect(
            validation.errors(in: renamed, for: .editing(legacy)) == [.name: .rule(.tooShort(minimum: 3))])
        renamed.description = "short"
        #expect(
            validation.errors(in: renamed, for: .editing(legacy))[.description]
                == .rule(.tooShort(minimum: 10)))
    }

    @Test func aDiscountIsComparedWithTheEditedPrice() {
        let input = Self.edited {
            $0.price = "50"
            $0.discountedPrice = "99.99"
        }
        #expect(
            validation.errors(in: input, for: .editing(Self.original)) == [
                .discountedPrice: .rule(.discountAbovePrice)
            ])
    }
}
