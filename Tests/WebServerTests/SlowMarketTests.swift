import Foundation
import Loop
import Testing
import WebCore

/// Never a blank page: on a market that takes three seconds to answer, a page is answered without
/// waiting for it, in its screen's loading state, and its content follows as patches once the tab has
/// joined and the market answered. The market's three seconds pass on the app's manual clock, which
/// the test moves only after the page came: however busy the machine, the market cannot answer first.
@Suite("Slow market")
@MainActor
struct SlowMarketTests {
    @Test("a page is answered before the market's answer, loading; the products follow")
    func loadingFirst() async throws {
        let clock = ManualClock()
        let running = try RunningApp(latency: .seconds(3), clock: clock)
        let client = try RawClient(port: running.port)
        client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(running.port)\r\n\r\n")
        let answer = await client.receiveResponse(for: 30)
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
        let joined = await socket.read(for: 15) {
            TestWebSocket.texts($0).contains { $0.hasPrefix(#"{"joined""#) }
        }
        #expect(!TestWebSocket.texts(joined).contains { $0.contains(#"<li id=\"product-"#) })
        clock.advance(by: .seconds(3))
        let messages = await socket.read(for: 15) { messages in
            TestWebSocket.texts(messages).contains { $0.contains(#"<li id=\"product-"#) }
        }
        #expect(TestWebSocket.texts(messages).contains { $0.contains(#"<li id=\"product-"#) })
    }

    @Test("a detail is answered before the market's answer too, saying it is loading")
    func detailLoading() async throws {
        let running = try RunningApp(latency: .seconds(3), clock: ManualClock())
        let (status, html, _) = try await running.get("/products/3")
        #expect(status == 200)
        #expect(
            html.contains(
                """
                      <div id="detail-body">
                        <p class="loading">Loading…</p>
                """))
    }
}
