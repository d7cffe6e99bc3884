import Market

/// What is wrong with one field of the product form.
public enum FieldError: Error, Hashable, Sendable, Encodable {
    /// A rule of Market's `ProductRules`: length, negative, discount above price, images…
    case rule(RuleViolation.Rule)
    case required
    /// Letters, spaces or other characters that are no digits.
    case notANumber
    /// "１２３".
    case fullWidthDigits
    /// "+5", "-5".
    case signNotAllowed
    /// "1e5".
    case exponentNotAllowed
    /// "1,000".
    case groupingNotAllowed
    /// A decimal point in a KRW price or in the stock.
    case fractionNotAllowed
    /// A USD price with more than two digits after the point.
    case tooManyDecimalPlaces
    /// Above `FormValidation.maximumAmount`, or a stock beyond `Int`.
    case tooLarge
}
