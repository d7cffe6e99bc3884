import Foundation
import Presenters
import Testing
import WebCore
import WebTesting

/// What an address answers, in memory: each screen's page already drawn, the layout chosen drawn from
/// the first byte, a missing product said under 404, the site's icon.
@MainActor
@Suite("Page answers", .timeLimit(.minutes(1)))
struct PageAnswerTests {
    @Test("the first answer for an address is its screen, already loaded, with a session and its token")
    func firstAnswer() async throws {
        let web = InMemoryWeb()
        let list = await web.tester.open("/")
        #expect(list.page.status == 200)
        #expect(list.page.text.contains(#"<html lang="en">"#))
        #expect(list.page.text.contains(#"<li id="product-"#))
        #expect(!list.session.isEmpty && list.token.count == 32)
        let id = try #require(web.app.state(ofSession: list.session)?.list.products.first?.id)
        let detail = await web.tester.get("/products/\(id)")
        #expect(detail.text.contains(#"id="detail-name""#))
    }

    @Test("a page asked for with layout=grid is drawn in GRID; an unknown layout is LIST")
    func layoutCookie() async {
        let web = InMemoryWeb()
        for (cookie, drawn) in [("grid", "grid"), ("table", "list")] {
            let page = await web.tester.get("/", headers: ["Cookie": "layout=\(cookie)"]).text
            #expect(
                page.contains(#"<ol id="products" class="products \#(drawn)" data-scroll-anchor="">"#),
                "\(cookie)")
            #expect(
                page.contains(#"data-layout="\#(drawn)" data-remember="layout" aria-pressed="true">"#),
                "\(cookie)")
        }
    }

    @Test("a product id the market does not have: 404, the product no longer exists, a link back, no Retry")
    func missingProduct() async {
        let web = InMemoryWeb()
        for path in ["/products/999999", "/products/999999/edit"] {
            let answer = await web.tester.get(path)
            #expect(answer.status == 404, "\(path)")
            #expect(
                answer.text.contains(#"<p id="gone" class="gone">This product no longer exists.</p>"#),
                "\(path)")
            #expect(
                answer.text.contains(
                    #"<a class="back-to-list" href="/" data-event="back">Back to the list</a>"#),
                "\(path)")
            #expect(!answer.text.contains("Retry") && !answer.text.contains("Server error"), "\(path)")
            // One title (and the document's): the header's back link would say "Open Market" again.
            #expect(answer.text.components(separatedBy: "Open Market").count == 3, "\(path)")
            #expect(!answer.text.contains(#"class="back""#), "\(path)")
        }
    }

    @Test("the demo vendor's name is in the page's language")
    func demoVendorInLanguage() async throws {
        for (language, name) in [(Language.english, "Open Market Demo"), (.korean, "오픈마켓 데모")] {
            let web = InMemoryWeb(language: language)
            let list = await web.tester.open("/")
            let own = try #require(
                web.app.state(ofSession: list.session)?.list.products.first {
                    $0.vendorID == InMemoryWeb.credentials.vendorID
                })
            let detail = await web.tester.get("/products/\(own.id)").text
            #expect(detail.contains(#"<p id="detail-vendor" class="vendor">\#(name)</p>"#), "\(language)")
        }
    }

    @Test("a product address that names no product (/products/abc): 404 and the same words, no session")
    func malformedID() async {
        let web = InMemoryWeb()
        let answer = await web.tester.get("/products/abc")
        #expect(answer.status == 404)
        #expect(answer.text.contains(#"<p id="gone" class="gone">This product no longer exists.</p>"#))
        #expect(answer.text.contains(#"<a class="back-to-list" href="/">Back to the list</a>"#))
        #expect(web.app.sessionCount == 0)
    }

    @Test("/favicon.ico is a 16×16 icon")
    func favicon() async {
        let web = InMemoryWeb()
        let icon = await web.tester.get("/favicon.ico")
        #expect(icon.status == 200)
        #expect(icon.headers["Content-Type"] == "image/x-icon")
        #expect(icon.body.count == 137)
        // ICONDIR (reserved 0, type 1, one image), then the entry's width and height.
        #expect(Array(icon.body.prefix(8)) == [0, 0, 1, 0, 1, 0, 16, 16])
    }

    @Test("paths outside the app's routes are 404 and read no file")
    func notFound() async {
        let web = InMemoryWeb()
        for path in [
            "/etc/passwd", "/Package.swift", "/products/abc", "/products/1/delete", "/s/nosuch/stream",
            "/%2E%2E/Package.swift",
        ] {
            #expect(await web.tester.get(path).status == 404, "\(path)")
        }
    }
}
