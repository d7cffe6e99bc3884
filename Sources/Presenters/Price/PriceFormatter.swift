import Market

/// Writes prices the way the app shows them: the ISO code, a no-break space and the grouped amount
/// ("KRW 1,300,000", "USD 999.99"). Pure: the same text on every machine.
public enum PriceFormatter {
    /// "KRW 1,300,000" with U+00A0 between code and number. KRW has no fraction digits (rounded half
    /// away from zero); USD and any other code show two fraction digits only when the cents are not
    /// zero ("USD 999.99", "USD 12", "USD 0.50", "JPY 1,500"). A negative amount is "KRW -1,000";
    /// an amount that rounds to zero has no sign; NaN and infinities are "KRW —".
    public static func format(_ amount: Double, currency: Currency) -> String {
        let code = currency.code + noBreakSpace
        guard let written = WrittenAmount(amount, currency: currency) else { return code + "\u{2014}" }
        let sign = written.isNegative ? "-" : ""
        let fraction = written.cents.map { "." + $0 } ?? ""
        return code + sign + DigitGrouping.group(written.wholeDigits) + fraction
    }

    /// The price line of a product: a discounted product shows its original price struck through and
    /// then its bargain price; any other product shows its price alone.
    public static func priceLine(for product: Product) -> [PresentedText] {
        let price = format(product.price, currency: product.currency)
        guard product.isDiscounted else { return [PresentedText(price, tone: .secondary)] }
        return [
            PresentedText(price, tone: .struckOriginal),
            PresentedText(format(product.bargainPrice, currency: product.currency), tone: .secondary),
        ]
    }

    /// The price line as a screen reader says it, in words where the screen strikes a price through:
    /// "Was KRW 227,500, now KRW 204,750".
    public static func spokenPrice(for product: Product, _ strings: Strings) -> String {
        let price = format(product.price, currency: product.currency)
        guard product.isDiscounted else { return price }
        return strings.discountedPrice(
            was: price, now: format(product.bargainPrice, currency: product.currency))
    }

    private static let noBreakSpace = "\u{00A0}"
}
