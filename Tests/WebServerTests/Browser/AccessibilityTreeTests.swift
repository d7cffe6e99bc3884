import AccessibilityText
import Foundation
import Market
import Screens
import Testing

extension RealBrowserTests {
    /// What Chromium's accessibility tree says of a page (`ChromiumAccessibility`) is what the page's
    /// view state says a screen reader gets (`AppViewState.accessibility`), word for word, state for
    /// state: the register form empty, then refused.
    @Suite("Accessibility tree")
    struct AccessibilityTreeTests {
        @Test(
            "the register form, empty and refused: Chromium's tree is the view state's",
            .timeLimit(.minutes(2)))
        func registerForm() async throws {
            let running = try await RunningApp(language: .korean)
            defer { withExtendedLifetime(running) {} }
            let vendorID = await MainActor.run { RunningApp.credentials.vendorID }
            var state = AppState(configuration: AppConfiguration(language: .korean, userVendorID: vendorID))
            _ = AppFeature().reduce(&state, .registerTapped)
            let empty = state.viewState.accessibility.ariaSnapshot
            _ = AppFeature().reduce(&state, .form(.submitTapped, on: 1))
            let refused = state.viewState.accessibility.ariaSnapshot
            try await SharedBrowser.withTab(width: 1200, height: 900) { browser in
                try await browser.open(await running.base + "/products/new")
                try await browser.wait(for: "document.documentElement.dataset.live === 'true'")
                let shown = try await ChromiumAccessibility.tree(under: "main", in: browser).ariaSnapshot
                #expect(shown == empty)
                try await browser.click("#submit")
                try await browser.wait(for: "document.getElementById('error-name').textContent !== ''")
                let shownRefused = try await ChromiumAccessibility.tree(under: "main", in: browser)
                    .ariaSnapshot
                #expect(shownRefused == refused)
            }
        }
    }
}
