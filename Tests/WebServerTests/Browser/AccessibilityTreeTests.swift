import AccessibilityText
import BrowserDriver
import Foundation
import Market
import Screens
import Testing
import WebFrontEnd

extension RealBrowserTests {
    /// What Chromium's accessibility tree says of a page (`ChromiumAccessibility`) is what the page's
    /// view state says a screen reader gets (`AppViewState.accessibility`), word for word, state for
    /// state: the register form empty, then refused; a product's detail, the list, the search and a
    /// seller's products.
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

        /// A list's page holds every product loaded, where the view state holds those in view: the
        /// page's rows begin with the view state's, and are as many as are loaded.
        @Test(
            "a product's detail, the list, the search and a seller's products: Chromium's tree is the view state's",
            .timeLimit(.minutes(3)))
        func everyScreen() async throws {
            let running = try await RunningApp(language: .korean)
            defer { withExtendedLifetime(running) {} }
            let sessions = await Sessions(of: running)
            try await SharedBrowser.withTab(width: 1200, height: 900) { browser in
                for path in ["/products/8", "/", "/search?q=%EC%97%90%EC%96%B4", "/products/3/seller"] {
                    try await browser.open(await running.base + path)
                    try await browser.wait(for: "document.documentElement.dataset.live === 'true'")
                    // A seller's page loads the market's pages until it has the seller's products:
                    // the page and its session are read once it shows it has them all.
                    try await browser.wait(for: "document.querySelector('#list-status .loading') === null")
                    let shown = try await ChromiumAccessibility.tree(under: "main", in: browser)
                    let (expected, loaded) = await sessions.lastViewState()
                    let rows = Self.rows(of: expected)
                    #expect(Self.rows(of: shown).allSatisfy { $0 == loaded }, "\(path): every loaded product")
                    #expect(Self.keeping(rows, of: shown).ariaSnapshot == expected.ariaSnapshot, "\(path)")
                }
            }
        }

        @Test(
            "the action sheet and the password prompt over a detail: Chromium's dialog is the view state's",
            .timeLimit(.minutes(2)))
        func dialogs() async throws {
            let running = try await RunningApp(language: .korean)
            defer { withExtendedLifetime(running) {} }
            let sessions = await Sessions(of: running)
            let vendorID = await MainActor.run { RunningApp.credentials.vendorID }
            try await SharedBrowser.withTab(width: 1200, height: 900) { browser in
                try await browser.open(await running.base + "/")
                try await browser.wait(for: "document.documentElement.dataset.live === 'true'")
                let own = try #require(
                    await sessions.lastState()?.list.products.first { $0.vendorID == vendorID }?.id,
                    "the demo seller has a product on the first page")
                try await browser.open(await running.base + "/products/\(own)")
                try await browser.wait(for: "document.documentElement.dataset.live === 'true'")
                try await browser.click("#actions")
                try await browser.wait(for: "document.getElementById('action-sheet') !== null")
                try await expectDialog(in: browser, sessions, "the action sheet")
                try await browser.click("#action-sheet [data-action='delete']")
                try await browser.wait(for: "document.getElementById('password-prompt') !== null")
                try await expectDialog(in: browser, sessions, "the password prompt")
            }
        }

        /// Chromium's dialog is the dialog the last session's view state presents, name and contents.
        private func expectDialog(in browser: WebDriver, _ sessions: Sessions, _ what: String) async throws {
            let shown = try await ChromiumAccessibility.tree(under: "dialog", in: browser)
            let tree = await sessions.lastState()?.viewState.accessibility ?? []
            let dialog = try #require(
                Self.dialogs(in: tree).last, "\(what): the view state presents a dialog")
            #expect(shown.ariaSnapshot == dialog.children.ariaSnapshot, "\(what)")
        }

        /// The dialogs of `nodes`, in reading order.
        static func dialogs(in nodes: [AccessibilityNode]) -> [AccessibilityNode] {
            nodes.flatMap { ($0.role == .dialog ? [$0] : []) + dialogs(in: $0.children) }
        }

        /// The sessions of an app's tabs, as they start.
        @MainActor
        final class Sessions {
            private var started: [BrowserSession<OpenMarketWeb>] = []

            init(of running: RunningApp) {
                running.app.sessionStarted = { [weak self] session in
                    self?.started.append(session)
                    return nil
                }
            }

            /// The last session's state; nil before any session started.
            func lastState() -> AppState? {
                started.last?.loop.state
            }

            /// The last session's tree and how many products its top list has loaded.
            func lastViewState() -> (tree: [AccessibilityNode], loaded: Int) {
                let view = started.last?.loop.state.viewState
                return (view?.accessibility ?? [], view?.topList?.loadedCount ?? 0)
            }
        }

        /// How many rows each list of `nodes` holds, in reading order.
        static func rows(of nodes: [AccessibilityNode]) -> [Int] {
            nodes.flatMap { node in
                (node.role == .list ? [node.children.count] : []) + rows(of: node.children)
            }
        }

        /// `nodes` with each list keeping its first `rows` (in reading order) rows.
        static func keeping(_ rows: [Int], of nodes: [AccessibilityNode]) -> [AccessibilityNode] {
            var remaining = rows[...]
            func keep(_ node: AccessibilityNode) -> AccessibilityNode {
                var node = node
                if node.role == .list, let count = remaining.popFirst() {
                    node.children = Array(node.children.prefix(count))
                }
                node.children = node.children.map(keep)
                return node
            }
            return nodes.map(keep)
        }
    }
}
