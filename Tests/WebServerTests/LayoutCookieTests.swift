import Foundation
import Testing
import WebCore

/// The layout a person chose is drawn from a page's first byte: the page's `layout` cookie.
@Suite("Layout cookie")
@MainActor
struct LayoutCookieTests {
    @Test("a page asked for with layout=grid is drawn in GRID; an unknown layout is LIST")
    func grid() async throws {
        let running = try RunningApp()
        for (cookie, drawn) in [("grid", "grid"), ("table", "list")] {
            let client = try RawClient(port: running.port)
            client.send(
                "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(running.port)\r\nCookie: layout=\(cookie)\r\n\r\n")
            let page = await client.receiveResponse(for: 10)
            #expect(page.contains(#"<ol id="products" class="products \#(drawn)">"#), "\(cookie)")
            #expect(
                page.contains(#"data-layout="\#(drawn)" data-remember="layout" aria-pressed="true">"#),
                "\(cookie)")
        }
    }
}
