import BrowserDriver
import CaseStudiesWeb
import Foundation
import Testing
import WebServer

extension RealBrowserTests {
    /// The case studies served by the framework's browser driver alone, in a real Chromium: each case
    /// study at its address, live without a reload (counting, a fact, the timer ticking, to-dos added by
    /// the button and by Enter, a search typed), and the tab back by itself after the server restarted.
    @Suite("Case studies in a real browser")
    struct CaseStudiesBrowserTests {
        static let live = "document.documentElement.dataset.live === 'true'"

        /// A server of the case studies, as a new process serves them (no sessions).
        @MainActor
        static func server() -> HTTPServer {
            let host = BrowserHost(CaseStudiesWebApp())
            return HTTPServer(router: host.router(), policy: host.policy)
        }

        /// Run in the page before its script: the messages the page's WebSocket receives are held while
        /// `window.holdMessages` is true, each handed on by `window.releaseMessage()`.
        static let messageHolder = """
            const Original = window.WebSocket;
            window.holdMessages = false;
            window.heldMessages = [];
            window.releaseMessage = () => { const next = window.heldMessages.shift(); if (next) next(); };
            window.WebSocket = class extends Original {
              addEventListener(type, listener, options) {
                if (type !== "message") return super.addEventListener(type, listener, options);
                return super.addEventListener(type, (event) => {
                  if (window.holdMessages) window.heldMessages.push(() => listener(event)); else listener(event);
                }, options);
              }
            };
            """

        @Test(
            "a keystroke's answer that comes late never takes back what was typed since: the field keeps it",
            .timeLimit(.minutes(1)))
        func lateEcho() async throws {
            let server = await Self.server()
            let port = try server.start(port: 0)
            defer { server.stop() }
            try await SharedBrowser.withTab(width: 1000, height: 800) { browser in
                _ = try await browser.devTools(
                    "Page.addScriptToEvaluateOnNewDocument", ["source": Self.messageHolder])
                try await browser.open("http://127.0.0.1:\(port)/todos")
                try await browser.wait(for: Self.live)
                _ = try await browser.run("window.holdMessages = true;")
                try await browser.type("Bu", into: "#draft")
                // The server answered "B" and then "Bu" (each a patch of the draft's value, then an ack).
                try await browser.wait(for: "window.heldMessages.length >= 4")
                _ = try await browser.run("window.releaseMessage();")
                #expect(
                    try await browser.run("return document.getElementById('draft').value;") as? String == "Bu"
                )
                _ = try await browser.run(
                    "window.holdMessages = false; while (window.heldMessages.length) window.releaseMessage();"
                )
                try await browser.type("y milk", into: "#draft")
                try await browser.press(.enter)
                try await browser.wait(
                    for: "document.getElementById('todo-1')?.textContent.includes('Buy milk')")
                // Once the server has seen every keystroke, its value stands: the draft is cleared.
                try await browser.wait(for: "document.getElementById('draft').value === ''")
            }
        }

        @Test(
            "counts, fetches a fact, ticks, adds to-dos (a click, Enter) and searches, live; a restart is rejoined",
            .timeLimit(.minutes(2)))
        func everyStudy() async throws {
            var server = await Self.server()
            let port = try server.start(port: 0)
            defer { server.stop() }
            let base = "http://127.0.0.1:\(port)"
            try await SharedBrowser.withTab(width: 1000, height: 800) { browser in
                try await browser.open(base + "/counter")
                try await browser.wait(for: Self.live)
                try await browser.click("button[data-event=increment]")
                try await browser.wait(for: "document.getElementById('count').textContent === 'Count: 1'")
                try await browser.click("button[data-event=fact]")
                try await browser.wait(
                    for: "document.getElementById('fact').textContent.startsWith('1 is odd')")

                try await browser.open(base + "/timer")
                try await browser.wait(for: Self.live)
                try await browser.click("button[data-event=toggle-timer]")
                try await browser.wait(for: "document.getElementById('time').textContent === '00:01'")

                try await browser.open(base + "/search")
                try await browser.wait(for: Self.live)
                try await browser.type("sw", into: "#query")
                try await browser.wait(
                    for: "document.getElementById('results').textContent.includes('Swift (2014)')")

                try await browser.open(base + "/todos")
                try await browser.wait(for: Self.live)
                try await browser.type("Buy milk", into: "#draft")
                try await browser.click("#add")
                try await browser.wait(
                    for: "document.getElementById('todo-1')?.textContent.includes('Buy milk')")
                // Enter in the field adds too.
                try await browser.type("Buy bread", into: "#draft")
                try await browser.press(.enter)
                try await browser.wait(
                    for: "document.getElementById('todo-2')?.textContent.includes('Buy bread')")

                // The server restarts on the same port: the tab rejoins a new session at its address.
                server.stop()
                try await browser.wait(for: "document.documentElement.dataset.live !== 'true'")
                server = await Self.server()
                try server.start(port: port)
                try await browser.wait(for: Self.live)
                try await browser.wait(for: "document.getElementById('todos').children.length === 0")
                try await browser.type("Again", into: "#draft")
                try await browser.click("#add")
                try await browser.wait(
                    for: "document.getElementById('todo-1')?.textContent.includes('Again')")
                #expect(try await browser.run("return location.pathname;") as? String == "/todos")
            }
        }
    }
}
