import Market

/// An amount of money as it is written: its sign, its whole digits and, for currencies with minor
/// units, its cents when they are not zero. Rounds half away from zero; never reads a locale.
struct WrittenAmount {
    var isNegative: Bool
    /// The whole part's digits, ungrouped: "1300000".
    var wholeDigits: String
    /// The two fraction digits ("50" for 0.5), or nil when there are none to write.
    var cents: String?

    /// Nil when the amount is not a number or infinite.
    init?(_ amount: Double, currency: Currency) {
        guard amount.isFinite else { return nil }
        let magnitude = amount.magnitude
        var whole: Double
        var hundredths: Double = 0
        if currency.hasMinorUnits {
            whole = magnitude.rounded(.down)
            hundredths = ((magnitude - whole) * 100).rounded(.toNearestOrAwayFromZero)
            if hundredths == 100 {
                whole += 1
                hundredths = 0
            }
        } else {
            whole = magnitude.rounded(.toNearestOrAwayFromZero)
        }
        isNegative = amount < 0 && (whole > 0 || hundredths > 0)
        wholeDigits = WholeNumberDigits.of(whole)
        let cent = Int(hundredths)
        cents = cent == 0 ? nil : (cent < 10 ? "0" : "") + String(cent)
    }

    /// The amount without a currency code or grouping, as a form field shows it: "-1300000", "999.99".
    var plainText: String {
        (isNegative ? "-" : "") + wholeDigits + (cents.map { "." + $0 } ?? "")
    }
}
