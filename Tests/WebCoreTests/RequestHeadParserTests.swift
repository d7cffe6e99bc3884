import Testing
import WebCore

@Suite struct RequestHeadParserTests {
    private func parse(_ text: String, limits: HTTPLimits = HTTPLimits()) throws(RequestHeadError)
        -> RequestHead
    {
        try RequestHeadParser.parse(ArraySlice(Array(text.utf8)), limits: limits)
    }

    private func status(_ text: String, limits: HTTPLimits = HTTPLimits()) -> Int? {
        do {
            _ = try parse(text, limits: limits)
            return nil
        } catch {
            return error.status
        }
    }

    @Test func parsesTheRequestLineThePathAndTheQuery() throws {
        let head = try parse(
            "GET /products/%ED%95%9C/edit?page=2&q=a+b%21 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n")
        #expect(head.method == "GET")
        #expect(head.target == "/products/%ED%95%9C/edit?page=2&q=a+b%21")
        #expect(head.pathSegments == ["products", "한", "edit"])
        #expect(head.query.map(\.name) == ["page", "q"])
        #expect(head.query.map(\.value) == ["2", "a b!"])
        #expect(head.headers["HOST"] == "127.0.0.1:8080")
        #expect(head.keepsAlive)
        #expect(head.contentLength == 0)
    }

    @Test func theRootHasNoSegmentsAndEmptySegmentsAreKept() throws {
        #expect(try parse("GET / HTTP/1.1\r\nHost: h\r\n\r\n").pathSegments == [])
        #expect(try parse("GET /a//b/ HTTP/1.1\r\nHost: h\r\n\r\n").pathSegments == ["a", "", "b", ""])
    }

    @Test func readsFieldsCaseInsensitivelyAndTrimsTheirValues() throws {
        let head = try parse(
            "POST /e HTTP/1.1\r\nHost: h\r\ncontent-LENGTH:  12 \r\nConnection: close\r\nExpect: 100-continue\r\n\r\n"
        )
        #expect(head.contentLength == 12)
        #expect(!head.keepsAlive)
        #expect(head.expectsContinue)
    }

    @Test func http10KeepsAliveOnlyWhenAsked() throws {
        #expect(try !parse("GET / HTTP/1.0\r\n\r\n").keepsAlive)
        #expect(try parse("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n").keepsAlive)
    }

    @Test func refusesMalformedHeadsWith400() {
        let malformed = [
            "GET /\r\nHost: h\r\n\r\n",  // no version
            "GET  / HTTP/1.1\r\nHost: h\r\n\r\n",  // two spaces
            "G(T / HTTP/1.1\r\nHost: h\r\n\r\n",  // method not a token
            "GET http://evil.example/ HTTP/1.1\r\nHost: h\r\n\r\n",  // absolute form
            "GET /a b HTTP/1.1\r\nHost: h\r\n\r\n",
            "GET /%zz HTTP/1.1\r\nHost: h\r\n\r\n",  // bad percent-encoding
            "GET /%ff HTTP/1.1\r\nHost: h\r\n\r\n",  // not UTF-8 once decoded
            "GET / HTTP/1.1\r\nHost : h\r\n\r\n",  // space before the colon
            "GET / HTTP/1.1\r\nHost: h\r\n folded\r\n\r\n",  // obsolete folding
            "GET / HTTP/1.1\r\nHost: h\r\nX: a\nY: b\r\n\r\n",  // bare LF
            "GET / HTTP/1.1\r\nNoColon\r\nHost: h\r\n\r\n",
            "GET / HTTP/1.1\r\n\r\n",  // no Host
            "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n",
            "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 1\r\nContent-Length: 1\r\n\r\n",
            "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: -1\r\n\r\n",
            "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 1e3\r\n\r\n",
        ]
        for head in malformed {
            #expect(status(head) == 400, "\(head.debugDescription)")
        }
    }

    @Test func refusesChunkedBodiesWith411AndOtherVersionsWith505() {
        #expect(status("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n") == 411)
        #expect(status("GET / HTTP/2.0\r\nHost: h\r\n\r\n") == 505)
    }

    @Test func refusesHeadsOverTheLimitsWith431And414() {
        var limits = HTTPLimits()
        limits.maxHeadBytes = 100
        limits.maxTargetBytes = 20
        limits.maxHeaderCount = 2
        #expect(
            status(
                "GET / HTTP/1.1\r\nHost: h\r\nX: \(String(repeating: "a", count: 100))\r\n\r\n",
                limits: limits) == 431)
        #expect(
            status("GET /\(String(repeating: "a", count: 20)) HTTP/1.1\r\nHost: h\r\n\r\n", limits: limits)
                == 414)
        #expect(status("GET / HTTP/1.1\r\nHost: h\r\nA: 1\r\nB: 2\r\n\r\n", limits: limits) == 431)
    }

    @Test func findsTheEndOfAHeadOnlyAtCRLFCRLF() {
        #expect(RequestHeadParser.endOfHead(in: Array("GET / HTTP/1.1\r\nHost: h\r\n\r\nBODY".utf8)) == 27)
        #expect(RequestHeadParser.endOfHead(in: Array("GET / HTTP/1.1\r\nHost: h\r\n".utf8)) == nil)
        #expect(RequestHeadParser.endOfHead(in: Array("GET / HTTP/1.1\n\n".utf8)) == nil)
    }
}
