import Market
import MarketTestSupport
import Presenters
import Testing

struct PriceFormatterTests {
    @Test(
        arguments: [
            (1_300_000, "KRW\u{00A0}1,300,000"),
            (0, "KRW\u{00A0}0"),
            (-0.0, "KRW\u{00A0}0"),
            (1, "KRW\u{00A0}1"),
            (999, "KRW\u{00A0}999"),
            (1_000, "KRW\u{00A0}1,000"),
            (-1_000, "KRW\u{00A0}-1,000"),
            (6.0E7, "KRW\u{00A0}60,000,000"),
            (0.5, "KRW\u{00A0}1"),
            (1.5, "KRW\u{00A0}2"),
            (2.5, "KRW\u{00A0}3"),
            (-2.5, "KRW\u{00A0}-3"),
            (2.4999, "KRW\u{00A0}2"),
            (999.5, "KRW\u{00A0}1,000"),
            (-0.4, "KRW\u{00A0}0"),
            (1e20, "KRW\u{00A0}100,000,000,000,000,000,000"),
            (-1e20, "KRW\u{00A0}-100,000,000,000,000,000,000"),
            (0x1p64, "KRW\u{00A0}18,446,744,073,709,551,616"),
            (0x1p53 + 2, "KRW\u{00A0}9,007,199,254,740,994"),
            (.nan, "KRW\u{00A0}\u{2014}"),
            (.infinity, "KRW\u{00A0}\u{2014}"),
            (-.infinity, "KRW\u{00A0}\u{2014}"),
            (.leastNonzeroMagnitude, "KRW\u{00A0}0"),
        ] as [(Double, String)])
    func krwHasNoFractionDigits(amount: Double, expected: String) {
        #expect(PriceFormatter.format(amount, currency: .krw) == expected)
    }

    @Test(
        arguments: [
            (999.99, "USD\u{00A0}999.99"),
            (12, "USD\u{00A0}12"),
            (12.0, "USD\u{00A0}12"),
            (0.5, "USD\u{00A0}0.50"),
            (0.05, "USD\u{00A0}0.05"),
            (0, "USD\u{00A0}0"),
            (-0.0, "USD\u{00A0}0"),
            (1_234_567.8, "USD\u{00A0}1,234,567.80"),
            (-12.34, "USD\u{00A0}-12.34"),
            (119.3, "USD\u{00A0}119.30"),
            (3.7, "USD\u{00A0}3.70"),
            (0.005, "USD\u{00A0}0.01"),
            (0.004, "USD\u{00A0}0"),
            (-0.004, "USD\u{00A0}0"),
            (9.999, "USD\u{00A0}10"),
            (999.995, "USD\u{00A0}1,000"),
            (1e20, "USD\u{00A0}100,000,000,000,000,000,000"),
            (.nan, "USD\u{00A0}\u{2014}"),
            (-.infinity, "USD\u{00A0}\u{2014}"),
        ] as [(Double, String)])
    func usdShowsCentsOnlyWhenThereAreSome(amount: Double, expected: String) {
        #expect(PriceFormatter.format(amount, currency: .usd) == expected)
    }

    @Test(arguments: [
        (Currency.other("JPY"), 1_500.0, "JPY\u{00A0}1,500"),
        (.other("HKD"), 12.5, "HKD\u{00A0}12.50"),
        (.other("$"), 1, "$\u{00A0}1"),
        (.other(""), 1_000, "\u{00A0}1,000"),
        (.other("JPY"), .nan, "JPY\u{00A0}\u{2014}"),
    ])
    func otherCodesAreWrittenAsTheyCame(currency: Currency, amount: Double, expected: String) {
        #expect(PriceFormatter.format(amount, currency: currency) == expected)
    }

    @Test func theLargestDoubleIsWrittenInFullGroupedDigits() {
        let text = PriceFormatter.format(.greatestFiniteMagnitude, currency: .krw)
        let digits = text.dropFirst(4).filter { $0 != "," }
        let onlyDigits = digits.allSatisfy { ("0"..."9").contains($0) }
        #expect(
            text.hasPrefix(
                "KRW\u{00A0}179,769,313,486,231,570,814,527,423,731,704,356,798,070,567,525,844,996"))
        #expect(digits.count == 309)
        #expect(onlyDigits)
        #expect(text.hasSuffix(",858,368"))
    }

    @Test(arguments: [
        (MarketFixtures.product(price: 1_000, discountedPrice: 1), ["KRW\u{00A0}1,000", "KRW\u{00A0}999"]),
        (
            MarketFixtures.product(currency: .usd, price: 123, discountedPrice: 3.7),
            ["USD\u{00A0}123", "USD\u{00A0}119.30"]
        ),
    ])
    func aDiscountedPriceIsStruckThroughBeforeTheBargain(product: Product, expected: [String]) {
        #expect(
            PriceFormatter.priceLine(for: product) == [
                PresentedText(expected[0], tone: .struckOriginal),
                PresentedText(expected[1], tone: .secondary),
            ])
    }

    @Test(arguments: [0.0, -5, .nan])
    func anUndiscountedPriceStandsAloneInGray(discount: Double) {
        let product = MarketFixtures.product(price: 2_000, discountedPrice: discount)
        #expect(
            PriceFormatter.priceLine(for: product) == [PresentedText("KRW\u{00A0}2,000", tone: .secondary)])
    }
}
