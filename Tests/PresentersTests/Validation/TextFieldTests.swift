import Market
import Presenters
import Testing

struct TextFieldTests {
    private let validation = FormValidation()

    /// A name → its error, nil when accepted.
    @Test(
        arguments: [
            ("abc", nil), ("맥북", .rule(.tooShort(minimum: 3))), ("맥북 프로", nil), ("a👩‍💻b", nil),
            ("👩‍💻👩‍💻", .rule(.tooShort(minimum: 3))), ("👩‍💻👩‍💻👩‍💻", nil),
            ("e\u{301}e\u{301}", .rule(.tooShort(minimum: 3))),
            ("🇰🇷🇺🇸🇯🇵", nil), ("ab", .rule(.tooShort(minimum: 3))), ("  ab  ", .rule(.tooShort(minimum: 3))),
            ("", .required), ("   ", .required), ("\n\t ", .required), ("\u{3000}", .required),
            (String(repeating: "가", count: 100), nil),
            (String(repeating: "가", count: 101), .rule(.tooLong(maximum: 100))),
            (String(repeating: "👩‍💻", count: 100), nil),
            (String(repeating: "👩‍💻", count: 101), .rule(.tooLong(maximum: 100))),
            ("  " + String(repeating: "a", count: 100) + "  ", nil),
        ] as [(String, FieldError?)])
    func aNameHasThreeToAHundredCharacters(name: String, expected: FieldError?) {
        var input = Fixtures.validInput
        input.name = name
        #expect(validation.errors(in: input)[.name] == expected)
    }

    /// A description → its error, nil when accepted.
    @Test(
        arguments: [
            (String(repeating: "a", count: 10), nil),
            (String(repeating: "a", count: 9), .rule(.tooShort(minimum: 10))),
            (String(repeating: "설", count: 1_000), nil),
            (String(repeating: "설", count: 1_001), .rule(.tooLong(maximum: 1_000))),
            (String(repeating: "👩‍💻", count: 1_000), nil), ("", .required), ("  \n  ", .required),
            (String(repeating: "a", count: 9) + "      ", .rule(.tooShort(minimum: 10))),
        ] as [(String, FieldError?)])
    func aDescriptionHasTenToAThousandCharacters(description: String, expected: FieldError?) {
        var input = Fixtures.validInput
        input.description = description
        #expect(validation.errors(in: input)[.description] == expected)
    }

    @Test(arguments: [
        ("", nil), ("short", nil),
        (String(repeating: "a", count: 51), FieldError.rule(.tooLong(maximum: 50))),
    ])
    func theDescriptionsMinimumComesFromTheRules(description: String, expected: FieldError?) {
        var input = Fixtures.validInput
        input.description = description
        let validation = FormValidation(rules: ProductRules(descriptionLength: 0...50))
        #expect(validation.errors(in: input)[.description] == expected)
    }

    @Test func textIsSentWithoutSurroundingWhitespace() {
        var input = Fixtures.validInput
        input.name = "  MacBook Pro\n"
        input.description = "\tA laptop for writing Swift.  "
        let draft = validation.draft(from: input)
        #expect(draft?.name == "MacBook Pro")
        #expect(draft?.description == "A laptop for writing Swift.")
    }

    @Test(arguments: [Currency.other("JPY"), .other(""), .other("krw")])
    func onlyKrwAndUsdCanBeRegistered(currency: Currency) {
        var input = Fixtures.validInput
        input.currency = currency
        #expect(validation.errors(in: input)[.currency] == .rule(.unsupportedCurrency(currency.code)))
        #expect(validation.draft(from: input) == nil)
    }

    @Test func aValidFormHasNoErrorsAndADraft() {
        #expect(validation.errors(in: Fixtures.validInput).isEmpty)
        #expect(validation.draft(from: Fixtures.validInput) != nil)
    }

    @Test func anEmptyFormNamesEveryRequiredField() {
        #expect(
            validation.errors(in: ProductFormInput()) == [
                .name: .required, .price: .required, .description: .required,
                .images: .rule(.tooFew(minimum: 1)),
            ])
        #expect(validation.draft(from: ProductFormInput()) == nil)
    }
}
