import Market
import Presenters
import Screens
import ScreensTestSupport
import Testing
import TextFrontEnd
import TextUI

/// A price or a stock too wide for its place is cut with "…", so a frame never shows a shorter,
/// wrong figure such as `1,234,` for 1,234,567.
@Suite("Figures that do not fit")
struct CutFiguresTests {
    static func rows(of products: [Product], grid: Bool, size: TerminalSize) -> [String] {
        let state = Showcase.loadedList(.korean, size, products: products, hasNext: false, grid: grid)
        return ScreenView.render(state.viewState, size: size).lines
    }

    @Test("a grid cell's stock too wide for the cell ends in …")
    func gridStock() {
        let product = ShowcaseCatalogue.product(
            1, vendorID: 6, "컵", hasThumbnail: false, price: 1_000, stock: 1_234_567)
        let rows = Self.rows(of: [product], grid: true, size: TerminalSize(width: 80, height: 24))
        let stockRow = rows.first { $0.contains("잔여수량") } ?? ""
        let shown = String(stockRow.drop { $0 != "│" }.dropFirst().prefix { $0 != "│" })
        #expect(shown.hasSuffix("…"), "\(shown)")
        #expect("잔여수량 : 1,234,567".hasPrefix(shown.dropLast()), "\(shown)")
    }

    @Test("a discounted price line too wide for a narrow list ends in …, the original price whole")
    func narrowPriceLine() {
        let product = ShowcaseCatalogue.product(
            1, vendorID: 6, "맥북", hasThumbnail: false, price: 1_300_000, discountedPrice: 100_000, stock: 3)
        let rows = Self.rows(of: [product], grid: false, size: TerminalSize(width: 24, height: 12))
        #expect(rows.contains { $0 == "     KRW\u{00A0}1,300,000 KRW\u{00A0}…" }, "\(rows)")
    }
}
