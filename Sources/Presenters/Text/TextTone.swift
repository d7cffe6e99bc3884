/// How a piece of presented text should look; each front end maps tones to its own styles.
public enum TextTone: Hashable, Sendable {
    /// Normal text.
    case standard
    /// Gray: an undiscounted price, a bargain price, a stock count.
    case secondary
    /// Red with a strikethrough: the original price of a discounted product.
    case struckOriginal
    /// Orange: 품절 (sold out).
    case warning
    /// Red: validation messages and failures.
    case error
    /// Highlighted: the selected segment, buttons.
    case accent
}
