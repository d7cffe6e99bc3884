import Foundation
import Market
import MarketInMemory
import Testing

extension RealBrowserTests {
    /// The shop on a phone, in a real Chromium at 375x812 and 320x640: every visible control at least
    /// 24x24 CSS px (WCAG 2.2 2.5.8), the header's title and the search field's placeholder whole, on
    /// the list, the grid, a detail with its pager, the action sheet and the register form.
    @Suite("On a phone, in a real browser")
    struct PhoneBrowserTests {
        /// The visible controls smaller than 24x24, as `tag#id.class WxH`, and whether the header's
        /// title and the search field's placeholder are cut.
        static let measure = """
            const small = [...document.querySelectorAll('a, button, input, select, textarea')]
              .filter((element) => element.getClientRects().length > 0)
              .map((element) => [element, element.getBoundingClientRect()])
              .filter(([, rect]) => rect.width < 24 || rect.height < 24)
              .map(([element, rect]) => `${element.tagName.toLowerCase()}#${element.id}.${element.className} ${Math.round(rect.width)}x${Math.round(rect.height)}`);
            const title = document.querySelector('.bar h1');
            const field = document.getElementById('search-field');
            let placeholderCut = false;
            if (field && field.placeholder) {
              const context = document.createElement('canvas').getContext('2d');
              context.font = getComputedStyle(field).font;
              const style = getComputedStyle(field);
              const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
              placeholderCut = context.measureText(field.placeholder).width > room;
            }
            return { small, titleCut: title ? title.scrollWidth > title.clientWidth : false, placeholderCut };
            """

        @Test(
            "no visible control under 24x24, the title and the placeholder whole, at 375 and 320 px wide",
            .timeLimit(.minutes(2)))
        func controls() async throws {
            let running = try await RunningApp(language: .english)
            let base = await running.base
            let client = await running.market.client(for: RunningApp.credentials)
            let page = try await client.page(number: 1, itemsPerPage: 100)
            let ownID = try #require(page.products.first { $0.vendorID == Catalogue.demoVendorID }?.id)
            try await SharedBrowser.withTab(width: 375, height: 812) { browser in
                for (width, height) in [(375, 812), (320, 640)] {
                    try await browser.resize(width: width, height: height)
                    for (screen, path, setUp) in Self.screens(ownID) {
                        try await browser.open(base + path)
                        try await browser.wait(for: "document.documentElement.dataset.live === 'true'")
                        if let setUp { try await setUp(browser) }
                        try await browser.screenshot(
                            to: BrowserTier.screenshots.appendingPathComponent("phone-\(width)-\(screen).png")
                        )
                        let seen = try #require(try await browser.run(Self.measure) as? [String: Any])
                        #expect(seen["small"] as? [String] == [], "\(screen) at \(width) px")
                        #expect(
                            seen["titleCut"] as? Bool == false, "\(screen) at \(width) px: the title is cut")
                        #expect(
                            seen["placeholderCut"] as? Bool == false,
                            "\(screen) at \(width) px: the placeholder")
                    }
                }
            }
            withExtendedLifetime(running) {}
        }

        /// Each screen: its name, its address, and what brings it up there.
        static func screens(_ ownID: Int) -> [(String, String, ((WebDriver) async throws -> Void)?)] {
            [
                ("list", "/", nil),
                (
                    "grid", "/",
                    { browser in
                        try await browser.click("#layout-grid")
                        try await browser.wait(
                            for: "document.getElementById('products').classList.contains('grid')")
                    }
                ),
                ("detail", "/products/\(ownID)", nil),
                (
                    "action-sheet", "/products/\(ownID)",
                    { browser in
                        try await browser.click("#actions")
                        try await browser.wait(for: "document.getElementById('action-sheet') !== null")
                    }
                ),
                ("register", "/products/new", nil),
                ("seller", "/products/\(ownID)/seller", nil),
            ]
        }
    }
}
