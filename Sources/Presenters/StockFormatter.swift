/// Writes a product's stock the way the list and the detail show it.
public enum StockFormatter {
    /// "품절" / "Sold out" (`.warning`) when the stock is zero or less; otherwise
    /// "잔여수량 : 1,234" / "Stock: 1,234" (`.secondary`), grouped.
    public static func stock(_ stock: Int, language: Language) -> PresentedText {
        let strings = Strings(language)
        guard stock > 0 else { return PresentedText(strings.soldOut, tone: .warning) }
        return PresentedText(strings.stockCount(DigitGrouping.group(String(stock))), tone: .secondary)
    }
}
