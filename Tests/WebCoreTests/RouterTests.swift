import Foundation
import Testing
import WebCore

@Suite struct RouterTests {
    private func router() -> Router {
        var router = Router()
        for pattern in ["/", "/products/:id", "/products/new", "/products/:id/edit", "/images/:key"] {
            router.get(pattern) { _ in .text(pattern) }
        }
        router.post("/products/:id/edit") { _ in .text("POST edit") }
        return router
    }

    /// The pattern that answered and its parameters, or the status a refusal would have.
    private func route(_ method: String, _ path: [String]) async -> String {
        switch router().match(method: method, path: path) {
        case .found(let handler, let parameters):
            let request = HTTPRequest(method: method, target: "", pathSegments: path, parameters: parameters)
            let body = String(decoding: await handler(request).bytes, as: UTF8.self)
            let bound = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            return ([body] + bound).joined(separator: " ")
        case .notFound: return "404"
        case .methodNotAllowed(let allowed): return "405 \(allowed)"
        }
    }

    @Test func matchesLiteralsAndBindsParameters() async {
        #expect(await route("GET", []) == "/")
        #expect(await route("GET", ["products", "17"]) == "/products/:id id=17")
        #expect(await route("GET", ["products", "17", "edit"]) == "/products/:id/edit id=17")
        #expect(await route("POST", ["products", "17", "edit"]) == "POST edit id=17")
        #expect(await route("GET", ["images", "a b.png"]) == "/images/:key key=a b.png")
    }

    @Test func aLiteralSegmentWinsOverAParameter() async {
        #expect(await route("GET", ["products", "new"]) == "/products/new")
    }

    @Test func headIsServedByTheGetRoute() async {
        #expect(await route("HEAD", ["products", "3"]) == "/products/:id id=3")
    }

    @Test func unknownPathsAre404AndOtherMethods405() async {
        #expect(await route("GET", ["products"]) == "404")
        #expect(await route("GET", ["products", "3", "edit", "more"]) == "404")
        #expect(await route("DELETE", ["products", "3"]) == "405 [\"GET\"]")
    }

    @Test func traversalSegmentsNeverMatchAParameter() async {
        for segment in ["..", ".", "", "a/b", "..\\x", "a\0"] {
            #expect(await route("GET", ["images", segment]) == "404", "\(segment.debugDescription)")
        }
        #expect(await route("GET", ["images", "..", "..", "etc", "passwd"]) == "404")
    }

    @Test func aConstantRouteIsKnownWithoutRunningItsHandler() async {
        var router = Router()
        router.get("/app.css", constant: .text("body {}", contentType: "text/css"))
        router.get("/app/:name") { _ in .status(204) }
        #expect(router.constant(method: "GET", path: ["app.css"])?.bytes == Data("body {}".utf8))
        #expect(router.constant(method: "HEAD", path: ["app.css"])?.status == 200)
        #expect(router.constant(method: "POST", path: ["app.css"]) == nil)
        #expect(router.constant(method: "GET", path: ["app", "x"]) == nil)
        guard case .found(let handler, _) = router.match(method: "GET", path: ["app.css"]) else {
            Issue.record("the constant route is a route like any other")
            return
        }
        #expect(
            await handler(HTTPRequest(method: "GET", target: "/app.css", pathSegments: ["app.css"])).status
                == 200)
    }
}
