import Foundation
import Testing
import WebCore

/// Never a blank page: on a market that takes three seconds to answer, a page is answered at once in its
/// screen's loading state, and its content follows as patches once the tab has joined.
@Suite("Slow market")
@MainActor
struct SlowMarketTests {
    @Test("a page's first bytes come long before the market's answer, loading; the products follow")
    func loadingFirst() async throws {
        let running = try RunningApp(latency: .seconds(3))
        let client = try RawClient(port: running.port)
        let start = ContinuousClock.now
        client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(running.port)\r\n\r\n")
        let answer = await client.receiveResponse(for: 10)
        let waited = ContinuousClock.now - start
        // The page waits 0.2 s for its screen (0.21 s measured); the bound leaves room for a machine busy
        // with every other test, and is still far below the market's 3 s.
        #expect(waited < .seconds(2), "answered after \(waited)")
        #expect(RawClient.status(of: answer) == 200)
        #expect(
            answer.contains(
                """
                      <div id="list-status" class="status" aria-live="polite">
                        <p class="loading">Loading…</p>
                """))
        #expect(!answer.contains(#"<li id="product-"#))

        let page = RunningApp.Page(
            status: 200, html: answer, session: RunningApp.meta("webui-session", in: answer) ?? "",
            token: RunningApp.meta("webui-token", in: answer) ?? "")
        let socket = try await running.join(page)
        let messages = await socket.read(for: 15) { messages in
            TestWebSocket.texts(messages).contains { $0.contains(#"<li id=\"product-"#) }
        }
        #expect(TestWebSocket.texts(messages).contains { $0.contains(#"<li id=\"product-"#) })
    }

    @Test("a detail's first bytes come at once too, saying it is loading")
    func detailLoading() async throws {
        let running = try RunningApp(latency: .seconds(3))
        let start = ContinuousClock.now
        let (status, html, _) = try await running.get("/products/3")
        #expect(ContinuousClock.now - start < .seconds(2))
        #expect(status == 200)
        #expect(
            html.contains(
                """
                      <div id="detail-body">
                        <p class="loading">Loading…</p>
                """))
    }
}
