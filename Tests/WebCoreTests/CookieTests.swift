import Testing
import WebCore

/// A request's cookies, by name.
@Suite struct CookieTests {
    @Test("a cookie is read by its whole name from any Cookie field, percent-decoded; a missing one is nil")
    func cookies() {
        let request = HTTPRequest(
            method: "GET", target: "/", pathSegments: [],
            headers: HTTPHeaders([("Cookie", "mylayout=list; layout=grid"), ("Cookie", "name=a%20b; empty=")])
        )
        #expect(request.cookie("layout") == "grid")
        #expect(request.cookie("mylayout") == "list")
        #expect(request.cookie("name") == "a b")
        #expect(request.cookie("empty") == "")
        #expect(request.cookie("lay") == nil)
        #expect(HTTPRequest(method: "GET", target: "/", pathSegments: []).cookie("layout") == nil)
    }
}
