import Testing
import WebCore

@Suite struct AdmissionTests {
    private let policy = RequestPolicy(
        allowedHosts: RequestPolicy.loopbackHosts(port: 8080),
        isValidToken: { token, _ in token == "s3cret" })

    private func decide(_ head: String, maxBody: Int = 100) throws -> Int {
        var router = Router()
        router.get("/") { _ in .text("home") }
        router.post("/event") { _ in .status(204) }
        var limits = HTTPLimits()
        limits.maxBodyBytes = maxBody
        let parsed = try RequestHeadParser.parse(ArraySlice(Array(head.utf8)), limits: limits)
        switch Admission.decide(parsed, router: router, policy: policy, limits: limits) {
        case .refuse(let response): return response.status
        case .accept: return 200
        }
    }

    @Test func acceptsTheLoopbackHostsOnly() throws {
        #expect(try decide("GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n") == 200)
        #expect(try decide("GET / HTTP/1.1\r\nHost: LOCALHOST:8080\r\n\r\n") == 200)
        #expect(try decide("GET / HTTP/1.1\r\nHost: evil.example:8080\r\n\r\n") == 421)
        #expect(try decide("GET / HTTP/1.1\r\nHost: 127.0.0.1:9999\r\n\r\n") == 421)
        #expect(try decide("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n") == 421)
    }

    @Test func refusesAForeignOrigin() throws {
        let head = "GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nOrigin: %@\r\n\r\n"
        #expect(try decide(head.replacingOccurrences(of: "%@", with: "http://127.0.0.1:8080")) == 200)
        #expect(try decide(head.replacingOccurrences(of: "%@", with: "http://evil.example")) == 403)
        #expect(try decide(head.replacingOccurrences(of: "%@", with: "http://127.0.0.1:9999")) == 403)
    }

    @Test("behind a proxy that ends TLS, the page's origin is https:// and the same host")
    func acceptsTheHostsOriginOverHTTPS() throws {
        let head = "GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nOrigin: %@\r\n\r\n"
        #expect(try decide(head.replacingOccurrences(of: "%@", with: "https://127.0.0.1:8080")) == 200)
        #expect(try decide(head.replacingOccurrences(of: "%@", with: "https://evil.example")) == 403)
        #expect(try decide(head.replacingOccurrences(of: "%@", with: "ws://127.0.0.1:8080")) == 403)
    }

    @Test func aStateChangingRequestNeedsTheToken() throws {
        let post = "POST /event HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nContent-Length: 2\r\n"
        #expect(try decide(post + "\r\n") == 403)
        #expect(try decide(post + "X-Session-Token: wrong\r\n\r\n") == 403)
        #expect(try decide(post + "X-Session-Token: s3cret\r\n\r\n") == 200)
    }

    @Test func refusesABodyOverTheLimitBeforeReadingIt() throws {
        let post = "POST /event HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nX-Session-Token: s3cret\r\n"
        #expect(try decide(post + "Content-Length: 100\r\n\r\n") == 200)
        #expect(try decide(post + "Content-Length: 101\r\n\r\n") == 413)
    }

    @Test func theHostIsCheckedBeforeTheRoute() throws {
        #expect(try decide("GET /nothing HTTP/1.1\r\nHost: evil.example\r\n\r\n") == 421)
        #expect(try decide("GET /nothing HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n") == 404)
    }
}
