import Foundation
import Testing
import WebCore
import WebFrontEnd

/// A product that does not exist is a page saying so, with the way back to the list, under 404.
@Suite("Missing pages")
@MainActor
struct MissingPageTests {
    @Test("a product id the market does not have: 404, the product no longer exists, a link back, no Retry")
    func missingProduct() async throws {
        let running = try RunningApp()
        for path in ["/products/999999", "/products/999999/edit"] {
            let (status, html, _) = try await running.get(path)
            #expect(status == 404, "\(path)")
            #expect(
                html.contains(#"<p id="gone" class="gone">This product no longer exists.</p>"#), "\(path)")
            #expect(
                html.contains(#"<a class="back-to-list" href="/" data-event="back">Back to the list</a>"#),
                "\(path)")
            #expect(!html.contains("Retry") && !html.contains("Server error"), "\(path)")
        }
    }

    @Test("a product address that names no product (/products/abc): 404 and the same words, no session")
    func malformedID() async throws {
        let running = try RunningApp()
        let (status, html, _) = try await running.get("/products/abc")
        #expect(status == 404)
        #expect(html.contains(#"<p id="gone" class="gone">This product no longer exists.</p>"#))
        #expect(html.contains(#"<a class="back-to-list" href="/">Back to the list</a>"#))
        #expect(running.app.sessionCount == 0)
    }
}
