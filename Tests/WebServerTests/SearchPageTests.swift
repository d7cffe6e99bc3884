import Foundation
import Testing
import WebCore

/// The search screen at its own address, answered already searched like every page.
@Suite("Search page")
@MainActor
struct SearchPageTests {
    @Test("/search?q=TEXT is the search with TEXT in its field and the matching products")
    func searched() async throws {
        let running = try RunningApp()
        let list = try await running.open("/")
        let name = try #require(running.app.state(ofSession: list.session)?.list.products.first?.name)
        let word = String(name.split(separator: " ")[0])
        let query = word.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? ""
        let page = try await running.open("/search?q=\(query)")
        #expect(page.status == 200)
        // A form that opens /search?q=TEXT (live as it is typed, or on Enter without the script).
        #expect(page.html.contains(#"<form action="/search" data-live="">"#))
        #expect(page.html.contains(#"<input id="search-field" type="search" name="q" placeholder"#))
        #expect(page.html.contains(#"value="\#(word)""#))
        let results = running.app.state(ofSession: page.session)?.search?.results.products.map(\.name) ?? []
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { $0.contains(word) })
        #expect(page.html.contains(#"<li id="product-"#))

        // A match's thumbnail is served from the search's results (this session's list has none).
        let state = running.app.state(ofSession: page.session)
        let listed = Set(state?.list.products.map(\.id) ?? [])
        let id = try #require(state?.search?.results.products.first { !listed.contains($0.id) }?.id)
        let (status, _, headers) = try await running.get("/s/\(page.session)/thumbnails/\(id)")
        #expect(status == 200)
        #expect(headers["Content-Type"] as? String == "image/png")
    }

    @Test("a market that does not search: the list has no search field, and /search goes to the list")
    func noSearch() async throws {
        let running = try RunningApp(searches: false)
        let list = try await running.open("/")
        #expect(list.html.contains(#"<li id="product-"#))
        #expect(!list.html.contains("search-field"))
        let client = try RawClient(port: running.port)
        client.send("GET /search?q=x HTTP/1.1\r\nHost: 127.0.0.1:\(running.port)\r\n\r\n")
        let answer = await client.receiveResponse(for: 10)
        #expect(RawClient.status(of: answer) == 303)
        #expect(answer.contains("Location: /\r\n"))
    }
}
