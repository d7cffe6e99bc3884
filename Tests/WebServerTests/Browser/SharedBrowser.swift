import Testing

/// One headless Chromium (one chromedriver) for every real-browser test of a run, as Playwright shares
/// one browser: started by the first test that asks for it, lent to one test at a time in a tab of its
/// own (cookies cleared), and quit by `Scope` once the last test of the suite it scopes is done.
actor SharedBrowser {
    static let shared = SharedBrowser()

    private var browser: WebDriver?
    private var isLent = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Runs `body` with the shared browser showing a new tab of `width` by `height` pixels, once no other
    /// test has it; the tabs it opened are closed after, whatever the outcome.
    static func withTab<Value>(
        width: Int, height: Int, _ body: (WebDriver) async throws -> Value
    ) async throws -> Value {
        let browser = try await shared.lend(width: width, height: height)
        let value: Value
        do {
            value = try await body(browser)
        } catch {
            await shared.takeBack()
            throw error
        }
        await shared.takeBack()
        return value
    }

    private func lend(width: Int, height: Int) async throws -> WebDriver {
        if isLent {
            // `takeBack` hands the browser over without marking it free.
            await withCheckedContinuation { waiting.append($0) }
        }
        isLent = true
        do {
            let browser = try await started()
            try await browser.openTab(width: width, height: height)
            return browser
        } catch {
            handOver()
            throw error
        }
    }

    private func started() async throws -> WebDriver {
        if let browser { return browser }
        let started = try await WebDriver()
        browser = started
        return started
    }

    private func takeBack() async {
        try? await browser?.closeTabs()
        handOver()
    }

    private func handOver() {
        if waiting.isEmpty { isLent = false } else { waiting.removeFirst().resume() }
    }

    /// Closes the browser and stops chromedriver, if they were started.
    func quit() async {
        await browser?.quit()
        browser = nil
    }

    /// Quits the shared browser once the suite it is given to is over (its last test done, passed or
    /// not): no chromedriver or Chromium outlives the run.
    struct Scope: SuiteTrait, TestScoping {
        func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            do {
                try await function()
            } catch {
                await SharedBrowser.shared.quit()
                throw error
            }
            await SharedBrowser.shared.quit()
        }
    }
}
