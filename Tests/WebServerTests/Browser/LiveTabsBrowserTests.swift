import Foundation
import Market
import Testing

/// Two windows of one browser on one server, as a shopper with two tabs: what one registers shows on
/// top of the other's list, and what one edits in the other's detail, without a reload (the other
/// window's document is marked, and the mark is still there). How soon is not asserted: on a busy
/// machine it may take seconds; a wait fails only once the pages stop changing (`WebDriver.quietLimit`). A list read lower down says
/// "1 new product" instead of moving, and shows it on top when asked. A search page is titled with its
/// query.
extension RealBrowserTests {
    @Suite("Live tabs in a real browser")
    struct LiveTabsBrowserTests {
        /// Whether the other window's page is live and the one it was when marked (not reloaded).
        static let otherUnreloaded =
            "window.other.document.documentElement.dataset.live === 'true' && window.other.unreloaded === true"

        @Test(
            "a registration shows in another tab's list, an edit in another tab's detail, both without a reload; /search?q=lamp is titled lamp",
            .timeLimit(.minutes(2)))
        func liveTabs() async throws {
            let running = try await RunningApp()
            defer { withExtendedLifetime(running) {} }
            try await SharedBrowser.withTab(width: 1200, height: 900) { browser in
                let base = await running.base
                try await browser.open(base + "/products/new")
                try await browser.wait(for: "document.documentElement.dataset.live === 'true'")
                // The other tab: the list, in a window of the same origin, which this one reads.
                _ = try await browser.run("window.other = window.open(arguments[0], '_blank');", [base + "/"])
                try await browser.wait(
                    for: "window.other.document.documentElement "
                        + "&& window.other.document.documentElement.dataset.live === 'true'")
                _ = try await browser.run("window.other.unreloaded = true;")

                let name = "Lamp from another tab"
                try await browser.type(BrowserTier.mug.path, into: "#image-files")
                try await browser.wait(for: "document.querySelector('#preview-0 img') !== null")
                try await browser.type(name, into: "#input-name")
                try await browser.type("5000", into: "#input-price")
                try await browser.type("3", into: "#input-stock")
                try await browser.type("A warm desk lamp, registered in one tab.", into: "#input-description")
                try await browser.wait(
                    for: "document.getElementById('submit').getAttribute('aria-disabled') === 'false'")
                try await browser.click("#submit")
                let firstName = "window.other.document.querySelector('li.cell .name').textContent"
                #expect(
                    try await browser.becomes(
                        "\(Self.otherUnreloaded) && \(firstName) === \(WebDriver.literal(name))"))

                // The other tab opens the product; this one edits its name and price.
                _ = try await browser.run("window.other.document.querySelector('li.cell a').click();")
                let otherName = "window.other.document.getElementById('detail-name').textContent"
                try await browser.wait(for: "\(otherName) === \(WebDriver.literal(name))")
                try await browser.wait(for: "document.querySelector('li.cell a') !== null")
                try await browser.click("li.cell a")
                try await browser.wait(for: "document.getElementById('actions') !== null")
                try await browser.click("#actions")
                try await browser.wait(for: "document.getElementById('action-sheet') !== null")
                try await browser.click("#action-sheet button[data-action=edit]")
                try await browser.wait(for: "document.getElementById('input-name') !== null")
                try await browser.type(" (renamed)", into: "#input-name")
                try await browser.type("0", into: "#input-price")
                try await browser.click("#submit")
                let otherPrice = "window.other.document.getElementById('detail-price').textContent"
                #expect(
                    try await browser.becomes(
                        "\(Self.otherUnreloaded) && \(otherName) === \(WebDriver.literal(name + " (renamed)")) "
                            + "&& \(otherPrice).includes('50,000')"))

                try await browser.open(base + "/search?q=lamp")
                #expect(try await browser.run("return document.title;") as? String == "lamp - Search")
            }
        }

        @Test(
            "a list read lower down says \"1 new product\" (axe-core clean), and shows it on top when chosen",
            .timeLimit(.minutes(2)))
        func newProductNotice() async throws {
            let running = try await RunningApp()
            defer { withExtendedLifetime(running) {} }
            try await SharedBrowser.withTab(width: 1200, height: 900) { browser in
                try await browser.open(await running.base + "/")
                try await browser.wait(for: "document.documentElement.dataset.live === 'true'")
                _ = try await browser.run("window.scrollTo(0, 1200);")
                // The layout switched after the scroll is answered after the scroll's report: by then the
                // server knows the list is read lower down.
                try await browser.click("button[data-layout=grid]")
                try await browser.wait(for: "document.getElementById('products').classList.contains('grid')")
                let top = "document.querySelector('li.cell .name').textContent"
                let firstBefore = try await browser.run("return \(top);") as? String

                let name = "Registered while reading"
                let mug = try Data(contentsOf: BrowserTier.mug)
                _ = try await running.market.client(for: RunningApp.credentials).register(
                    ProductDraft(
                        name: name, description: "Registered by another client of the market.", price: 9000,
                        stock: 2, currency: .krw, images: [ImageUpload(fileName: "mug.png", data: mug)]))
                #expect(
                    try await browser.becomes("document.getElementById('new-products') !== null"))
                #expect(try await browser.run("return \(top);") as? String == firstBefore)
                #expect(try await Axe.violations(in: browser) == [])
                try await browser.click("#new-products")
                #expect(
                    try await browser.becomes(
                        "\(top) === \(WebDriver.literal(name)) && window.scrollY === 0 "
                            + "&& document.getElementById('new-products') === null"))
            }
        }
    }
}
