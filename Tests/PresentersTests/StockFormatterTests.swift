import Presenters
import Testing

struct StockFormatterTests {
    @Test(arguments: [
        (1, Language.korean, "잔여수량 : 1"),
        (999, .korean, "잔여수량 : 999"),
        (1_234, .korean, "잔여수량 : 1,234"),
        (1_000_000, .korean, "잔여수량 : 1,000,000"),
        (Int.max, .korean, "잔여수량 : 9,223,372,036,854,775,807"),
        (1, .english, "Stock: 1"),
        (1_234, .english, "Stock: 1,234"),
        (123_456, .english, "Stock: 123,456"),
        (Int.max, .english, "Stock: 9,223,372,036,854,775,807"),
    ])
    func aStockIsAGroupedCountInGray(stock: Int, language: Language, expected: String) {
        #expect(StockFormatter.stock(stock, language: language) == PresentedText(expected, tone: .secondary))
    }

    @Test(arguments: [
        (0, Language.korean, "품절"), (-1, .korean, "품절"), (Int.min, .korean, "품절"), (0, .english, "Sold out"),
        (Int.min, .english, "Sold out"),
    ])
    func noStockIsSoldOutInOrange(stock: Int, language: Language, expected: String) {
        #expect(StockFormatter.stock(stock, language: language) == PresentedText(expected, tone: .warning))
    }
}
