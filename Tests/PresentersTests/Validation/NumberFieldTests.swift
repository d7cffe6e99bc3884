import Market
import Presenters
import Testing

struct NumberFieldTests {
    private let validation = FormValidation()

    private func priceError(_ text: String, currency: Currency) -> FieldError? {
        var input = Fixtures.validInput
        input.price = text
        input.discountedPrice = ""
        input.currency = currency
        return validation.errors(in: input)[.price]
    }

    /// Text typed into the price of a KRW product → its error, nil when accepted.
    @Test(
        arguments: [
            ("0", nil), ("1300000", nil), ("007", nil), ("1000000000000", nil),
            ("", .required), (" ", .notANumber), ("12 ", .notANumber), (" 12", .notANumber),
            ("1 000", .notANumber),
            ("abc", .notANumber), ("12a", .notANumber), ("1_000", .notANumber), ("0x10", .notANumber),
            ("NaN", .notANumber), ("inf", .notANumber), ("Infinity", .notANumber), (".", .notANumber),
            ("1.2.3", .notANumber), ("٣", .notANumber), ("1\u{301}", .notANumber), ("👩‍💻", .notANumber),
            ("12\u{0}", .notANumber), ("e5", .notANumber), ("1e", .notANumber), ("5-", .notANumber),
            ("１２３", .fullWidthDigits), ("12３", .fullWidthDigits), ("－５", .fullWidthDigits),
            ("+5", .signNotAllowed), ("-5", .signNotAllowed), ("\u{2212}5", .signNotAllowed),
            ("-", .signNotAllowed),
            ("-1e5", .signNotAllowed),
            ("1e5", .exponentNotAllowed), ("1E5", .exponentNotAllowed), ("2.5e-3", .exponentNotAllowed),
            ("1e+5", .exponentNotAllowed),
            ("1,000", .groupingNotAllowed), ("1,000,000", .groupingNotAllowed), ("1,0", .groupingNotAllowed),
            ("12.5", .fractionNotAllowed), ("12.", .fractionNotAllowed), (".5", .fractionNotAllowed),
            ("12.0", .fractionNotAllowed),
            ("1000000000001", .tooLarge), (String(repeating: "9", count: 400), .tooLarge),
        ] as [(String, FieldError?)])
    func krwPricesAreWholeDigits(text: String, expected: FieldError?) {
        #expect(priceError(text, currency: .krw) == expected)
    }

    @Test(
        arguments: [
            ("12.5", nil), ("12.50", nil), ("999.99", nil), ("12", nil), (".5", nil), ("5.", nil),
            ("0.01", nil),
            ("12.345", .tooManyDecimalPlaces), ("0.001", .tooManyDecimalPlaces), ("1.2.3", .notANumber),
            ("1,000.50", .groupingNotAllowed), ("12,5", .groupingNotAllowed), ("1000000000000.01", .tooLarge),
            ("1e2", .exponentNotAllowed), ("$12", .notANumber), ("１２.５", .fullWidthDigits),
        ] as [(String, FieldError?)])
    func usdPricesTakeOnePointAndTwoDecimals(text: String, expected: FieldError?) {
        #expect(priceError(text, currency: .usd) == expected)
    }

    /// Text typed into the stock → its error, nil when accepted.
    @Test(
        arguments: [
            ("", nil), ("0", nil), ("5", nil), ("9223372036854775807", nil),
            ("9223372036854775808", .tooLarge), ("99999999999999999999999", .tooLarge),
            ("1.5", .fractionNotAllowed), ("5.0", .fractionNotAllowed), ("-1", .signNotAllowed),
            ("-9223372036854775808", .signNotAllowed), ("1e3", .exponentNotAllowed),
            ("1,000", .groupingNotAllowed),
            ("５", .fullWidthDigits), ("five", .notANumber), (" ", .notANumber),
        ] as [(String, FieldError?)])
    func theStockIsAWholeCount(text: String, expected: FieldError?) {
        var input = Fixtures.validInput
        input.stock = text
        #expect(validation.errors(in: input)[.stock] == expected)
    }

    /// (discount text, price text, currency) → the discount's error.
    @Test(
        arguments: [
            (("", "1000", Currency.krw), nil), (("0", "1000", .krw), nil), (("1000", "1000", .krw), nil),
            (("1001", "1000", .krw), .rule(.discountAbovePrice)),
            (("12.51", "12.5", .usd), .rule(.discountAbovePrice)),
            (("12.5", "12.5", .usd), nil), (("5", "", .krw), nil), (("5", "abc", .krw), nil),
            (("5", "１", .krw), nil), (("1,000", "2000", .krw), .groupingNotAllowed),
            (("-1", "2000", .krw), .signNotAllowed),
            (("1.5", "2000", .krw), .fractionNotAllowed), (("1000000000001", "2000", .krw), .tooLarge),
        ] as [((String, String, Currency), FieldError?)])
    func theDiscountIsAtMostThePrice(
        form: (discount: String, price: String, currency: Currency), expected: FieldError?
    ) {
        var input = Fixtures.validInput
        input.discountedPrice = form.discount
        input.price = form.price
        input.currency = form.currency
        #expect(validation.errors(in: input)[.discountedPrice] == expected)
    }

    @Test(arguments: [
        (
            "1300000", "", "",
            ProductDraft(
                name: "MacBook Pro", description: "A laptop for writing Swift.", price: 1_300_000,
                currency: .krw, images: [Fixtures.image()])
        ),
        (
            "1300000", "100000", "5",
            ProductDraft(
                name: "MacBook Pro", description: "A laptop for writing Swift.", price: 1_300_000,
                discountedPrice: 100_000, stock: 5, currency: .krw, images: [Fixtures.image()])
        ),
        (
            "007", "0", "0010",
            ProductDraft(
                name: "MacBook Pro", description: "A laptop for writing Swift.", price: 7, stock: 10,
                currency: .krw, images: [Fixtures.image()])
        ),
    ])
    func theDraftCarriesTheParsedNumbers(
        price: String, discount: String, stock: String, expected: ProductDraft
    ) {
        var input = Fixtures.validInput
        input.price = price
        input.discountedPrice = discount
        input.stock = stock
        #expect(validation.draft(from: input) == expected)
    }

    @Test func aUsdDraftKeepsItsCents() {
        var input = Fixtures.validInput
        input.currency = .usd
        input.price = "12.5"
        input.discountedPrice = "0.25"
        let draft = validation.draft(from: input)
        #expect(draft?.price == 12.5)
        #expect(draft?.discountedPrice == 0.25)
        #expect(draft?.currency == Currency.usd)
    }
}
