import Foundation
import Testing

extension RealBrowserTests {
    /// axe-core (`Axe`) on every kind of screen the app shows, each reached as a person reaches it: the
    /// list, GRID, a detail, its seller's profile, a search, the register form (empty, refused, filled), the action sheet, the
    /// edit form, the alert of a failed save, the password prompt and its refusal. Without axe-core the
    /// test is skipped, saying how to install it.
    @Suite("Accessibility (axe-core)")
    struct AccessibilityTests {
        @Test(
            "no violation of any impact on the list, grid, detail, search, sheet, prompt, alert and the forms",
            .enabled(if: Axe.isInstalled, "axe-core is not installed: \(Axe.installCommand)"),
            .timeLimit(.minutes(3)))
        func noViolation() async throws {
            let running = try await RunningApp(language: .korean)
            defer { withExtendedLifetime(running) {} }
            try await SharedBrowser.withTab(width: 1200, height: 900) { browser in
                try await walk(running, browser)
            }
        }

        /// Expects axe-core to find nothing wrong on the page shown, naming the screen if it does.
        private func check(_ screen: String, _ browser: WebDriver) async throws {
            #expect(try await Axe.violations(in: browser) == [], "\(screen)")
        }

        private func walk(_ running: RunningApp, _ browser: WebDriver) async throws {
            try await browser.open(await running.base + "/")
            try await browser.wait(for: "document.documentElement.dataset.live === 'true'")
            try await check("list", browser)
            try await browser.click("button[data-layout=grid]")
            try await browser.wait(for: "document.getElementById('products').classList.contains('grid')")
            try await check("grid", browser)

            try await browser.click("#products li.cell a")
            try await browser.wait(for: "document.getElementById('detail-name') !== null")
            try await check("detail", browser)
            // The seller's link, followed by the session (`data-follow`), and back to the detail.
            try await browser.click("#seller")
            try await browser.wait(
                for:
                    "location.pathname.endsWith('/seller') && document.querySelector('#products li.cell') !== null"
            )
            try await check("seller", browser)
            try await browser.click("a.back")
            try await browser.wait(for: "document.getElementById('detail-name') !== null")
            try await browser.click("a.back")
            try await browser.wait(for: "document.getElementById('search-field') !== null")
            let word =
                try await browser.run(
                    "return document.querySelector('#products li.cell .name').textContent.split(' ')[0];")
                as? String ?? ""
            try await browser.type(word, into: "#search-field")
            try await browser.wait(
                for: "location.pathname === '/search' && document.querySelector('#products li.cell') !== null"
            )
            try await check("search", browser)

            try await browser.open(await running.base + "/products/new")
            try await browser.wait(for: "document.documentElement.dataset.live === 'true'")
            try await check("register", browser)
            try await browser.click("#submit")
            try await browser.wait(for: "document.getElementById('error-name').textContent !== ''")
            try await check("register-errors", browser)
            try await browser.type(BrowserTier.mug.path, into: "#image-files")
            try await browser.wait(for: "document.querySelector('#preview-0 img') !== null")
            let name = "접근성 머그컵 \(Int.random(in: 1000...9999))"
            for (field, value) in [
                ("name", name), ("price", "15000"), ("discountedPrice", "1000"),
                ("description", "접근성을 확인하는 머그컵입니다."),
                ("stock", "7"),
            ] {
                try await browser.type(value, into: "#input-\(field)")
            }
            try await browser.wait(
                for: "document.getElementById('submit').getAttribute('aria-disabled') === 'false'")
            try await check("register-filled", browser)
            try await browser.click("#submit")
            try await browser.wait(
                for: "document.querySelector('li.cell .name') !== null "
                    + "&& document.querySelector('li.cell .name').textContent === \(WebDriver.literal(name))")

            try await browser.click("li.cell a")
            try await browser.wait(for: "document.getElementById('actions') !== null")
            try await browser.click("#actions")
            try await browser.wait(for: "document.getElementById('action-sheet') !== null")
            try await check("action-sheet", browser)
            try await browser.click("#action-sheet button[data-action=edit]")
            try await browser.wait(for: "document.getElementById('input-name') !== null")
            try await check("edit", browser)
            await running.market.failNext(1)
            try await browser.click("#submit")
            try await browser.wait(for: "document.getElementById('alert') !== null")
            try await check("alert", browser)
            try await browser.press(.escape)
            try await browser.wait(for: "document.getElementById('alert') === null")
            try await browser.click("#submit")
            try await browser.wait(for: "document.getElementById('detail-name') !== null")

            try await browser.click("#actions")
            try await browser.wait(for: "document.getElementById('action-sheet') !== null")
            try await browser.click("#action-sheet button[data-action=delete]")
            try await browser.wait(for: "document.activeElement.id === 'password'")
            try await check("password-prompt", browser)
            try await browser.type("0000", into: "#password")
            try await browser.press(.enter)
            try await browser.wait(for: "document.getElementById('password-error').textContent !== ''")
            try await check("password-wrong", browser)
        }
    }
}
