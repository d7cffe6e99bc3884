import Foundation
import Market
import MarketHTTP
import Testing

/// `HTTPMarketClient` against a loopback server that misbehaves on purpose, as an attacker or a broken
/// proxy would: an endless body, a huge image, a body dripping a byte at a time, and redirects to a
/// second server that records whatever reaches it. Each request ends within its limits with a
/// `MarketError`, the client hangs up on what it refused (the server notes that it did, and how much it
/// had written), and the client keeps working afterwards. No test measures how long anything took.
///
/// The waits are kept short on purpose: while an answer is awaited, URLSession on Linux spins a core
/// (`strace` shows its dispatch source woken by `EPOLLOUT` on the writable socket thousands of times
/// a second), so every second a test waits on a slow answer is a second of CPU taken from the tests
/// running beside it.
@Suite(
    "HTTPMarketClient against a hostile server", .serialized, .sharedLoopbackServer(), .timeLimit(.minutes(1))
)
struct HostileServerTests {
    let server: LoopbackServer
    let credentials = VendorCredentials(
        vendorID: 6, identifier: "hostile-identifier-\(UUID().uuidString)", password: "test-password")

    init() throws {
        server = try #require(SharedLoopbackServer.current)
        server.reset()
    }

    func client(
        timeout: TimeInterval = 5, deadline: TimeInterval = 10, limits: ResponseLimits = ResponseLimits()
    ) -> HTTPMarketClient {
        HTTPMarketClient(
            configuration: .init(
                baseURL: server.baseURL, credentials: credentials, timeout: timeout, deadline: deadline,
                limits: limits))
    }

    /// The client still reads a page normally after the fault.
    func expectStillWorking(_ client: HTTPMarketClient) async throws {
        let page = try await client.page(number: 1, itemsPerPage: 20)
        #expect(page.number == 1)
    }

    // MARK: - Size

    @Test("an endless page is cut off at the default 2 MB JSON limit, hung up on, and the client goes on")
    func endlessPage() async throws {
        server.inject([Fault(kind: .endless, pathPrefix: "/api/products")])
        // The deadline (10 minutes) cannot be what ends the request: only the limit.
        let client = client(deadline: 600)
        let error = await guarded { await failure { try await client.page(number: 1, itemsPerPage: 20) } }
        #expect(error == .tooLarge(limit: 2_097_152))
        let ending = await server.ending(of: "/api/products")
        #expect(ending?.clientHungUp == true, "the server still streams: \(String(describing: ending))")
        try await expectStillWorking(client)
    }

    @Test("the JSON limit is the configured one, for details as for pages")
    func configuredJSONLimit() async throws {
        server.inject([Fault(kind: .endless, pathPrefix: "/api/products/3")])
        let client = client(limits: ResponseLimits(jsonBytes: 100_000))
        #expect(await failure { try await client.detail(id: 3) } == .tooLarge(limit: 100_000))
        #expect(try await client.detail(id: 4).id == 4)
    }

    @Test("an image announcing 64 MB is refused at the default 8 MB image limit")
    func hugeImage() async throws {
        server.inject([Fault(kind: .oversized, pathPrefix: "/images", contentType: "image/png")])
        let client = client()
        let url = server.baseURL.absoluteString + "/images/huge.png"
        #expect(await failure { try await client.imageData(at: url) } == .tooLarge(limit: 8_388_608))
        #expect(try await client.imageData(at: url).count > 8)
    }

    /// What a hostile image announces, and streams if it is let: 30 GB, which a client that did not
    /// hang up would read on in the background (here its deadline is 10 minutes, so nothing else ends
    /// the answer).
    static let hostileLength = 30_000_000_000

    /// Expects the client to have hung up on the server's streaming answer to `path`, after less than
    /// 5 GB of it had been written (into the sockets' buffers included): not read on in the background.
    func expectHungUp(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        let ending = await server.ending(of: path)
        #expect(
            ending?.clientHungUp == true, "\(path): \(String(describing: ending))",
            sourceLocation: sourceLocation)
        #expect(
            (ending?.bytesWritten ?? .max) < 5_000_000_000, "\(path): \(String(describing: ending))",
            sourceLocation: sourceLocation)
    }

    @Test("a refused 30 GB image is hung up on at once, not read on in the background until the deadline")
    func refusedImageHangsUp() async throws {
        server.inject([
            Fault(
                kind: .oversized, pathPrefix: "/images", contentType: "image/png", length: Self.hostileLength)
        ])
        let url = server.baseURL.absoluteString + "/images/3gb.png"
        let client = client(deadline: 600)
        #expect(
            await guarded { await failure { try await client.imageData(at: url) } }
                == .tooLarge(limit: 8_388_608))
        await expectHungUp("/images/3gb.png")
    }

    /// Several fast answers streaming at once kept URLSession's queue busy on Linux so that no cancel
    /// landed (see `HTTPTransport.connectionsPerHost`).
    @Test("three refused 30 GB images asked at once, as a list's thumbnails, are all hung up on at once")
    func refusedImagesHangUp() async throws {
        server.inject([
            Fault(
                kind: .oversized, pathPrefix: "/images", times: 3, contentType: "image/png",
                length: Self.hostileLength)
        ])
        let client = client(deadline: 600)
        let paths = ["/images/1.png", "/images/2.png", "/images/3.png"]
        let base = server.baseURL.absoluteString
        await withTaskGroup(of: MarketError?.self) { group in
            for path in paths {
                group.addTask { await failure { try await client.imageData(at: base + path) } }
            }
            for await error in group {
                #expect(error == .tooLarge(limit: 8_388_608))
            }
        }
        for path in paths {
            await expectHungUp(path)
        }
    }

    @Test("an endless image with no length is cut off while it streams in")
    func endlessImage() async throws {
        server.inject([Fault(kind: .endless, pathPrefix: "/images", contentType: "image/png")])
        let client = client(deadline: 600, limits: ResponseLimits(imageBytes: 3_000_000))
        let url = server.baseURL.absoluteString + "/images/endless.png"
        #expect(
            await guarded { await failure { try await client.imageData(at: url) } }
                == .tooLarge(limit: 3_000_000))
        #expect(await server.ending(of: "/images/endless.png")?.clientHungUp == true)
    }

    @Test("limits are per kind: a 3 MB image passes where a 3 MB page would not")
    func limitsPerKind() async throws {
        server.inject([
            Fault(kind: .oversized, pathPrefix: "/images", contentType: "image/png", length: 3_145_728),
            Fault(kind: .oversized, pathPrefix: "/api/products", length: 3_145_728),
        ])
        let client = client()
        let image = try await client.imageData(at: server.baseURL.absoluteString + "/images/big.png")
        #expect(image.count == 3_145_728)
        #expect(
            await failure { try await client.page(number: 1, itemsPerPage: 20) }
                == .tooLarge(limit: 2_097_152))
    }

    // MARK: - Time

    @Test("a body dripping a byte every 100 ms (of 100,000) fails at the 0.5 s deadline, though never idle")
    func drip() async throws {
        server.inject([Fault(kind: .drip, pathPrefix: "/api/products", intervalMilliseconds: 100)])
        // The idle timeout (10 minutes) cannot be what ends the request: only the deadline.
        let client = client(timeout: 600, deadline: 0.5)
        #expect(
            await guarded { await failure { try await client.page(number: 1, itemsPerPage: 20) } } == .timeout
        )
        #expect(server.requests().count == 1)
        let ending = await server.ending(of: "/api/products")
        #expect(ending?.clientHungUp == true, "\(String(describing: ending))")
        #expect((1..<100_000).contains(ending?.bytesWritten ?? 0), "\(String(describing: ending))")
        try await expectStillWorking(client)
    }

    // MARK: - Redirects

    /// Runs `call` while the server answers it with a 307 to `target` (a path on `on`'s origin).
    func redirected<Value>(
        to target: String, on other: LoopbackServer, method: String,
        _ call: (HTTPMarketClient) async throws -> Value
    ) async throws -> MarketError? {
        server.inject([
            Fault(kind: .redirect, method: method, location: other.baseURL.absoluteString + target)
        ])
        return await failure { try await call(client()) }
    }

    @Test("no request carrying the vendor's credentials follows a redirect to another server")
    func credentialsStayHome() async throws {
        let recorder = try LoopbackServer.start()
        defer { recorder.stop() }
        let elsewhere = MarketError.redirected(to: "http://127.0.0.1:\(recorder.port)")
        let edit = ProductEdit(stock: 1)
        let draft = ProductDraft(
            name: "Mug", description: "A mug.", price: 1, currency: .krw,
            images: [ImageUpload(fileName: "mug.png", data: TestImages.png)])

        #expect(
            try await redirected(to: "/api/products/42/secret", on: recorder, method: "POST") {
                try await $0.deletionSecret(productID: 42, password: "test-password")
            } == elsewhere)
        #expect(
            try await redirected(to: "/api/products/42", on: recorder, method: "PATCH") {
                try await $0.edit(id: 42, edit)
            } == elsewhere)
        #expect(
            try await redirected(to: "/api/products", on: recorder, method: "POST") {
                try await $0.register(draft)
            } == elsewhere)
        #expect(
            try await redirected(to: "/api/products/42/product-secret-42", on: recorder, method: "DELETE") {
                try await $0.delete(productID: 42, secret: "product-secret-42")
            } == elsewhere)
        #expect(
            try await redirected(to: "/api/products/42", on: recorder, method: "GET") {
                try await $0.detail(id: 42)
            } == elsewhere)

        #expect(recorder.requests().isEmpty)
        let sent = server.requests()
        #expect(sent.map(\.method) == ["POST", "PATCH", "POST", "DELETE", "GET"])
        #expect(sent.filter { $0.header("identifier") == credentials.identifier }.count == 4)
    }

    @Test("a mutation does not follow a redirect even within its own server")
    func mutationFollowsNoRedirect() async throws {
        let error = try await redirected(to: "/api/products/43/secret", on: server, method: "POST") {
            try await $0.deletionSecret(productID: 42, password: "test-password")
        }
        #expect(error == .redirected(to: "http://127.0.0.1:\(server.port)"))
        #expect(server.requests().map(\.path) == ["/api/products/42/secret"])
    }

    @Test("a read follows a redirect within its own server")
    func readFollowsSameOrigin() async throws {
        server.inject([
            Fault(
                kind: .redirect, method: "GET", pathPrefix: "/api/products/7", status: 302,
                location: server.baseURL.absoluteString + "/api/products/8")
        ])
        let detail = try await client().detail(id: 7)
        #expect(detail.id == 8)
        #expect(server.requests().map(\.path) == ["/api/products/7", "/api/products/8"])
    }

    @Test("a read stops after 5 redirects in a row")
    func redirectLoop() async throws {
        server.inject([
            Fault(
                kind: .redirect, method: "GET", times: 10,
                location: server.baseURL.absoluteString + "/api/products/9")
        ])
        let error = await failure { try await client().detail(id: 9) }
        #expect(error == .redirected(to: "http://127.0.0.1:\(server.port)"))
        #expect(server.requests().count == 6)
    }
}
