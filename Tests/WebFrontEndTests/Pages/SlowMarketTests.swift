import Foundation
import Testing
import WebTesting

/// Never a blank page: on a market that takes three seconds to answer, a page is answered without
/// waiting for it, in its screen's loading state, and its content follows as patches once the tab has
/// joined and the market answered. The three seconds pass on the manual clock, which the test moves
/// only after the page came: the market cannot answer first.
@MainActor
@Suite("Slow market", .timeLimit(.minutes(1)))
struct SlowMarketTests {
    @Test("a page is answered before the market's answer, loading; the products follow as patches")
    func loadingFirst() async {
        let web = InMemoryWeb(latency: .seconds(3))
        let tab = await web.tester.open("/")
        #expect(tab.page.status == 200)
        #expect(
            tab.page.text.contains(
                """
                      <div id="list-status" class="status" aria-live="polite">
                        <p class="loading">Loading…</p>
                """))
        #expect(!tab.page.text.contains(#"<li id="product-"#))
        await tab.join()
        await web.tester.advance(by: .seconds(3) - .milliseconds(1))
        #expect(!tab.messages.contains { $0.contains(#"<li id=\"product-"#) })
        await web.tester.advance(by: .milliseconds(1))
        #expect(tab.messages.contains { $0.contains(#"<li id=\"product-"#) })
    }

    @Test("a detail is answered before the market's answer too, saying it is loading")
    func detailLoading() async {
        let web = InMemoryWeb(latency: .seconds(3))
        let answer = await web.tester.get("/products/3")
        #expect(answer.status == 200)
        #expect(
            answer.text.contains(
                """
                      <div id="detail-body">
                        <p class="loading">Loading…</p>
                """))
    }
}
