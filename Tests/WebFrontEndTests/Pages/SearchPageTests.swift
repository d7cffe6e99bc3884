import Foundation
import Screens
import Testing
import WebCore
import WebTesting

/// The search screen at its own address, answered already searched like every page.
@MainActor
@Suite("Search page", .timeLimit(.minutes(1)))
struct SearchPageTests {
    @Test("/search?q=TEXT is the search with TEXT in its field and the matching products")
    func searched() async throws {
        let web = InMemoryWeb()
        let list = await web.tester.open("/")
        let name = try #require(web.app.state(ofSession: list.session)?.list.products.first?.name)
        let word = String(name.split(separator: " ")[0])
        let query = word.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? ""
        let tab = await web.tester.open("/search?q=\(query)")
        let page = tab.page.text
        #expect(tab.page.status == 200)
        // A form that opens /search?q=TEXT (live as it is typed, or on Enter without the script).
        #expect(page.contains(#"<form action="/search" data-live="">"#))
        #expect(page.contains(#"<input id="search-field" type="search" name="q" placeholder"#))
        #expect(page.contains(#"value="\#(word)""#))
        let results =
            web.app.state(ofSession: tab.session)?.path[search: 1]?.results.products.map(\.name) ?? []
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { $0.contains(word) })
        #expect(page.contains(#"<li id="product-"#))

        // A match's thumbnail is served from the search's results (this session's list has none).
        let state = web.app.state(ofSession: tab.session)
        let listed = Set(state?.list.products.map(\.id) ?? [])
        let id = try #require(state?.path[search: 1]?.results.products.first { !listed.contains($0.id) }?.id)
        let thumbnail = await web.tester.get("/s/\(tab.session)/thumbnails/\(id)")
        #expect(thumbnail.status == 200)
        #expect(thumbnail.headers["Content-Type"] == "image/png")
    }

    @Test("a search page is titled with its query")
    func titledWithQuery() async {
        let web = InMemoryWeb()
        #expect(await web.tester.get("/search?q=lamp").text.contains("<title>lamp - Search</title>"))
        #expect(await web.tester.get("/search").text.contains("<title>Search</title>"))
    }

    @Test("a market that does not search: the list has no search field, and /search goes to the list")
    func noSearch() async {
        let web = InMemoryWeb(searches: false)
        let list = await web.tester.get("/")
        #expect(list.text.contains(#"<li id="product-"#))
        #expect(!list.text.contains("search-field"))
        let answer = await web.tester.get("/search?q=x")
        #expect(answer.status == 303)
        #expect(answer.headers["Location"] == "/")
    }
}
