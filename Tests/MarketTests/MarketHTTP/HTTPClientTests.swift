import Foundation
import Images
import Market
import MarketHTTP
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `HTTPMarketClient` against the in-process loopback server (`LoopbackServer`): the exact request
/// that arrives for every endpoint, the decoded answers, and each failure as a typed `MarketError`.
/// Should a request never end, the suite's time limit ends the test.
@Suite("HTTPMarketClient over loopback", .serialized, .sharedLoopbackServer(), .timeLimit(.minutes(1)))
final class HTTPClientTests {
    static let password = "test-password"
    let server: LoopbackServer
    let credentials = VendorCredentials(
        vendorID: 6, identifier: "test-identifier-\(UUID().uuidString)", password: HTTPClientTests.password)

    init() throws {
        server = try #require(SharedLoopbackServer.current)
        server.reset()
    }

    func client(
        api: APIVersion = .v1, timeout: TimeInterval = 2, deadline: TimeInterval = 30,
        on server: LoopbackServer? = nil
    ) -> HTTPMarketClient {
        HTTPMarketClient(
            configuration: .init(
                baseURL: (server ?? self.server).baseURL, credentials: credentials, api: api,
                timeout: timeout,
                deadline: deadline),
            makeBoundary: { "TestBoundary" })
    }

    /// The one request the server recorded since the test began.
    func onlyRequest(on server: LoopbackServer? = nil) throws -> RecordedRequest {
        let records = (server ?? self.server).requests()
        try #require(records.count == 1, "recorded \(records.map { "\($0.method) \($0.path)" })")
        return records[0]
    }

    static let draft = ProductDraft(
        name: "Loopback Mug", description: "A mug registered over loopback.", price: 1000,
        discountedPrice: 100, stock: 10, currency: .krw,
        images: [
            ImageUpload(fileName: "mug.png", data: TestImages.png),
            ImageUpload(fileName: "mug-side.jpeg", data: TestImages.jpeg),
            ImageUpload(fileName: "named-jpg-but-png.jpg", data: TestImages.png),
        ])

    /// The register body of `draft`, byte for byte: CRLF framing, `params` first, then each image.
    static func expectedBody(params: String) -> Data {
        var body = Data()
        func part(_ disposition: String, _ type: String, _ content: Data) {
            body.append(Data("--TestBoundary\r\nContent-Disposition: form-data; \(disposition)\r\n".utf8))
            body.append(Data("Content-Type: \(type)\r\n\r\n".utf8) + content + Data("\r\n".utf8))
        }
        part(#"name="params""#, "application/json", Data(params.utf8))
        part(#"name="images"; filename="mug.png""#, "image/png", TestImages.png)
        part(#"name="images"; filename="mug-side.jpeg""#, "image/jpeg", TestImages.jpeg)
        part(#"name="images"; filename="named-jpg-but-png.jpg""#, "image/png", TestImages.png)
        body.append(Data("--TestBoundary--\r\n".utf8))
        return body
    }

    // MARK: - Reads: no identifier

    @Test("health check: GET /healthChecker, no identifier, text/plain answer accepted")
    func healthCheck() async throws {
        #expect(await failure { try await client().healthCheck() } == nil)
        let request = try onlyRequest()
        #expect(request.method == "GET")
        #expect(request.path == "/healthChecker")
        #expect(request.query == "")
        #expect(request.header("identifier") == nil)
        #expect(request.body.isEmpty)
    }

    @Test("page: GET /api/products?page_no=2&items_per_page=10 without identifier, decoded page 2")
    func page() async throws {
        let page = try await client().page(number: 2, itemsPerPage: 10)
        #expect(page.number == 2)
        #expect(page.itemsPerPage == 10)
        #expect(page.totalCount == 325)
        #expect(page.lastPage == 33)
        #expect(page.products.map(\.id).prefix(3) == [577, 576, 575])
        let request = try onlyRequest()
        #expect(request.method == "GET")
        #expect(request.path == "/api/products")
        #expect(request.query == "page_no=2&items_per_page=10")
        #expect(request.header("identifier") == nil)
        #expect(request.body.isEmpty)
    }

    @Test("detail: GET /api/products/522 without identifier, decoded detail")
    func detail() async throws {
        let detail = try await client().detail(id: 522)
        #expect(detail.id == 522)
        #expect(detail.product.name == "아이폰13")
        #expect(detail.product.price == 1_300_000)
        #expect(detail.images.map(\.id) == [352])
        #expect(detail.vendor?.id == 6)
        let request = try onlyRequest()
        #expect(request.method == "GET")
        #expect(request.path == "/api/products/522")
        #expect(request.query == "")
        #expect(request.header("identifier") == nil)
    }

    @Test("image: GET of the given URL without identifier, the PNG bytes returned")
    func image() async throws {
        let data = try await client().imageData(at: server.baseURL.absoluteString + "/images/thumb.png")
        #expect(ImageFormat(detecting: data) == .png)
        #expect(data.count > 8)
        let request = try onlyRequest()
        #expect(request.method == "GET")
        #expect(request.path == "/images/thumb.png")
        #expect(request.header("identifier") == nil)
    }

    // MARK: - Writes: identifier and bodies

    @Test("register: multipart params then images, types from the bytes, exact V1 params JSON")
    func register() async throws {
        let detail = try await client().register(Self.draft)
        #expect(detail.id == 9001)
        #expect(detail.product.name == "Loopback Mug")
        #expect(detail.product.description == "A mug registered over loopback.")
        #expect(detail.product.price == 1000)
        #expect(detail.product.discountedPrice == 100)
        #expect(detail.product.bargainPrice == 900)
        #expect(detail.product.stock == 10)

        let request = try onlyRequest()
        #expect(request.method == "POST")
        #expect(request.path == "/api/products")
        #expect(request.query == "")
        #expect(request.header("identifier") == credentials.identifier)
        #expect(request.header("content-type") == "multipart/form-data; boundary=TestBoundary")
        #expect(request.multipartError == nil)
        let parts = try #require(request.multipart)
        #expect(parts.map(\.name) == ["params", "images", "images", "images"])
        #expect(parts.map(\.filename) == [nil, "mug.png", "mug-side.jpeg", "named-jpg-but-png.jpg"])
        #expect(parts.map(\.contentType) == ["application/json", "image/png", "image/jpeg", "image/png"])
        #expect(
            parts.map(\.size).dropFirst() == [
                TestImages.png.count, TestImages.jpeg.count, TestImages.png.count,
            ])
        #expect(
            parts[0].text
                == #"{"currency":"KRW","descriptions":"A mug registered over loopback.","discounted_price":100,"#
                + #""name":"Loopback Mug","price":1000,"secret":"test-password","stock":10}"#)
        #expect(request.body == Self.expectedBody(params: try #require(parts[0].text)))
    }

    @Test("register: fractional prices keep their fraction, whole ones have none")
    func registerFractionalPrice() async throws {
        var draft = Self.draft
        draft.price = 12.5
        draft.discountedPrice = 0.25
        draft.stock = 0
        draft.currency = .usd
        draft.images = [ImageUpload(fileName: "a.jpg", data: TestImages.jpeg)]
        _ = try await client().register(draft)
        let params = try #require(try onlyRequest().parts(named: "params").first?.text)
        #expect(
            params
                == #"{"currency":"USD","descriptions":"A mug registered over loopback.","discounted_price":0.25,"#
                + #""name":"Loopback Mug","price":12.5,"secret":"test-password","stock":0}"#)
    }

    @Test("register: quotes, CR and LF in a file name are escaped and cannot break the framing")
    func registerHostileFileName() async throws {
        var draft = Self.draft
        let hostile = "evil\".png\r\nContent-Type: text/html\r\n\r\n--TestBoundary--\r\n"
        draft.images = [ImageUpload(fileName: hostile, data: TestImages.png)]
        _ = try await client().register(draft)
        let request = try onlyRequest()
        #expect(request.multipartError == nil)
        let parts = try #require(request.multipart)
        #expect(parts.map(\.name) == ["params", "images"])
        #expect(
            parts[1].filename == "evil%22.png%0D%0AContent-Type: text/html%0D%0A%0D%0A--TestBoundary--%0D%0A")
        #expect(parts[1].contentType == "image/png")
        #expect(parts[1].size == TestImages.png.count)
    }

    @Test("edit: PATCH JSON with only the changed fields plus secret, identifier sent")
    func edit() async throws {
        let detail = try await client().edit(
            id: 42,
            ProductEdit(name: "Renamed", description: "Now with a lid.", thumbnailID: 352, price: 2000))
        #expect(detail.id == 42)
        #expect(detail.product.name == "Renamed")
        #expect(detail.product.description == "Now with a lid.")
        #expect(detail.product.price == 2000)
        #expect(detail.product.bargainPrice == 2000)
        let request = try onlyRequest()
        #expect(request.method == "PATCH")
        #expect(request.path == "/api/products/42")
        #expect(request.header("identifier") == credentials.identifier)
        #expect(request.header("content-type") == "application/json")
        #expect(
            String(decoding: request.body, as: UTF8.self)
                == #"{"descriptions":"Now with a lid.","name":"Renamed","price":2000,"secret":"test-password","#
                + #""thumbnail_id":352}"#)
    }

    @Test("edit: stock and discount only, the rest absent")
    func editStockOnly() async throws {
        let detail = try await client().edit(id: 7, ProductEdit(discountedPrice: 300, stock: 0))
        #expect(detail.product.stock == 0)
        #expect(detail.product.bargainPrice == 1_300_000 - 300)
        let body = String(decoding: try onlyRequest().body, as: UTF8.self)
        #expect(body == #"{"discounted_price":300,"secret":"test-password","stock":0}"#)
    }

    @Test("secret lookup: POST /secret with {\"secret\":…}, text/plain answer; DELETE with it")
    func deleteFlow() async throws {
        let client = client()
        let secret = try await client.deletionSecret(productID: 42, password: Self.password)
        #expect(secret == "product-secret-42")
        #expect(await failure { try await client.delete(productID: 42, secret: secret) } == nil)

        let records = server.requests()
        try #require(records.count == 2)
        let lookup = records[0]
        #expect(lookup.method == "POST")
        #expect(lookup.path == "/api/products/42/secret")
        #expect(lookup.header("identifier") == credentials.identifier)
        #expect(lookup.header("content-type") == "application/json")
        #expect(String(decoding: lookup.body, as: UTF8.self) == #"{"secret":"test-password"}"#)
        let delete = records[1]
        #expect(delete.method == "DELETE")
        #expect(delete.path == "/api/products/42/product-secret-42")
        #expect(delete.query == "")
        #expect(delete.header("identifier") == credentials.identifier)
        #expect(delete.body.isEmpty)
    }

    @Test("a product secret with reserved characters arrives percent-encoded once")
    func deleteEscapesSecret() async throws {
        let error = await failure { try await client().delete(productID: 5, secret: "a b?c%d") }
        #expect(error == .server(status: 400, message: "wrong product secret"))
        let path = try onlyRequest().path
        #expect(path == "/api/products/5/a%20b%3Fc%25d")
    }

    @Test("a V1 product secret with a slash stays one path segment")
    func deleteKeepsSecretInOneSegment() async throws {
        _ = await failure { try await client().delete(productID: 5, secret: "a/b") }
        #expect(try onlyRequest().path == "/api/products/5/a%2Fb")
    }

    @Test("V1 has no search: the client says so and sends no search_value")
    func v1HasNoSearch() async throws {
        let client = client()
        #expect(client.searches == false)
        _ = try await client.page(number: 1, itemsPerPage: 10, matching: "에어팟")
        #expect(try onlyRequest().query == "page_no=1&items_per_page=10")
    }

    @Test("V2 searches: search_value carries the text, percent-encoded")
    func v2Search() async throws {
        let v2Server = try LoopbackServer.start(api: "v2")
        defer { v2Server.stop() }
        let client = client(api: .v2, on: v2Server)
        #expect(client.searches == true)
        _ = try await client.page(number: 1, itemsPerPage: 10, matching: "에어팟")
        #expect(
            try onlyRequest(on: v2Server).query
                == "page_no=1&items_per_page=10&search_value=%EC%97%90%EC%96%B4%ED%8C%9F")
    }

    // MARK: - V2

    @Test(
        "V2: `description` key, camelCase page, /archived then DELETE of the returned URI, only its product's"
    )
    func v2() async throws {
        let v2Server = try LoopbackServer.start(api: "v2")
        defer { v2Server.stop() }
        let client = client(api: .v2, on: v2Server)

        let page = try await client.page(number: 3, itemsPerPage: 20)
        #expect(page.number == 3)
        #expect(page.itemsPerPage == 20)
        #expect(page.products.count == 60)

        var draft = Self.draft
        draft.images = [ImageUpload(fileName: "mug.png", data: TestImages.png)]
        _ = try await client.register(draft)
        _ = try await client.edit(id: 7, ProductEdit(description: "Longer description."))

        let uri = try await client.deletionSecret(productID: 7, password: Self.password)
        #expect(uri == "/api/products/7/archived-7")
        #expect(await failure { try await client.delete(productID: 7, secret: uri) } == nil)
        #expect(await failure { try await client.delete(productID: 7, secret: "7/archived-7") } == nil)
        // Product 7's address is no way to delete product 8: refused before anything is sent.
        #expect(
            await failure { try await client.delete(productID: 8, secret: uri) }
                == .decoding(field: "secret", reason: "is the address of product 7, not of product 8"))

        let records = v2Server.requests()
        try #require(records.count == 6)
        #expect(records.map(\.method) == ["GET", "POST", "PATCH", "POST", "DELETE", "DELETE"])
        #expect(
            records.map(\.path) == [
                "/api/products", "/api/products", "/api/products/7", "/api/products/7/archived",
                "/api/products/7/archived-7", "/api/products/7/archived-7",
            ])
        #expect(records[0].query == "page_no=3&items_per_page=20")
        #expect(
            records.map { $0.header("identifier") } == [nil]
                + Array(repeating: credentials.identifier, count: 5))
        #expect(
            records[1].parts(named: "params").first?.text
                == #"{"currency":"KRW","description":"A mug registered over loopback.","discounted_price":100,"#
                + #""name":"Loopback Mug","price":1000,"secret":"test-password","stock":10}"#)
        #expect(
            String(decoding: records[2].body, as: UTF8.self)
                == #"{"description":"Longer description.","secret":"test-password"}"#)
        #expect(String(decoding: records[3].body, as: UTF8.self) == #"{"secret":"test-password"}"#)
    }

    // MARK: - Errors

    @Test("a wrong vendor password is 400 with the server's message")
    func wrongPassword() async throws {
        let error = await failure { try await client().deletionSecret(productID: 42, password: "hunter2") }
        #expect(error == .server(status: 400, message: "wrong secret"))
        #expect(String(decoding: try onlyRequest().body, as: UTF8.self) == #"{"secret":"hunter2"}"#)
    }

    @Test("an unknown product is 404 with the server's message")
    func notFound() async {
        #expect(
            await failure { try await client().detail(id: 404) }
                == .server(status: 404, message: "product not found"))
    }

    @Test("an injected 500 is a server error carrying its message")
    func injected500() async throws {
        server.inject([Fault(kind: .status, pathPrefix: "/api/products", status: 500)])
        let error = await failure { try await client().page(number: 1, itemsPerPage: 20) }
        #expect(error == .server(status: 500, message: "injected failure"))
        #expect(error?.isRetryable == true)
    }

    @Test("an error status without a JSON body falls back to the status text")
    func errorWithoutBody() async throws {
        server.inject([Fault(kind: .status, status: 503, body: "<html>down</html>")])
        let error = await failure { try await client().detail(id: 1) }
        #expect(error == .server(status: 503, message: "Service Unavailable"))
    }

    @Test("malformed JSON is a decoding error of the whole document")
    func malformedJSON() async throws {
        server.inject([Fault(kind: .malformedJSON)])
        let error = await failure { try await client().page(number: 1, itemsPerPage: 20) }
        guard case .decoding(let field, let reason) = error else {
            Issue.record("expected a decoding error, got \(String(describing: error))")
            return
        }
        #expect(field == "")
        #expect(reason == "is not valid JSON")
    }

    @Test("HTML where JSON was expected is an unexpected content type")
    func wrongContentType() async throws {
        server.inject([Fault(kind: .wrongContentType, method: "GET")])
        let error = await failure { try await client().detail(id: 1) }
        #expect(error == .unexpectedContentType(expected: "application/json", received: "text/html"))
    }

    @Test("HTML where the secret's text/plain was expected is an unexpected content type")
    func wrongContentTypeForSecret() async throws {
        server.inject([Fault(kind: .wrongContentType, method: "POST")])
        let error = await failure { try await client().deletionSecret(productID: 3, password: Self.password) }
        #expect(error == .unexpectedContentType(expected: "text/plain", received: "text/html"))
    }

    @Test("a body cut short is a transport error")
    func truncated() async throws {
        server.inject([Fault(kind: .truncate)])
        let error = await failure { try await client().detail(id: 1) }
        guard case .transport(let reason) = error else {
            Issue.record("expected a transport error, got \(String(describing: error))")
            return
        }
        #expect(!reason.isEmpty)
    }

    @Test("a connection reset is a transport error")
    func reset() async throws {
        // URLSession on Linux silently retries a reset on a reused connection, hence two resets.
        server.inject([Fault(kind: .reset, times: 2)])
        let error = await failure { try await client().page(number: 1, itemsPerPage: 20) }
        guard case .transport = error else {
            Issue.record("expected a transport error, got \(String(describing: error))")
            return
        }
    }

    @Test("an answer slower than the client's timeout is a timeout, for JSON and for image bytes")
    func timeout() async throws {
        // URLSession on Linux counts request timeouts in whole seconds (0.4 s times out at once), so 1 s.
        // The server never answers; the deadline (10 minutes) cannot be what ends the requests.
        server.inject([Fault(kind: .hold, times: 2)])
        let client = client(timeout: 1, deadline: 600)
        let imageURL = server.baseURL.absoluteString + "/images/slow.png"
        async let detail = guarded { await failure { try await client.detail(id: 1) } }
        async let image = guarded { await failure { try await client.imageData(at: imageURL) } }
        #expect(await detail == .timeout)
        #expect(await image == .timeout)
        #expect(server.requests().map(\.path).sorted() == ["/api/products/1", "/images/slow.png"])
        let hangUp = AnswerEnding(bytesWritten: 0, clientHungUp: true)
        #expect(await server.ending(of: "/api/products/1") == hangUp)
        #expect(await server.ending(of: "/images/slow.png") == hangUp)
    }

    @Test("cancelling the task awaiting an answer that never comes is cancelled, and the client hangs up")
    func cancellation() async throws {
        server.inject([Fault(kind: .hold)])
        // Neither the idle timeout nor the deadline can end the request: only the cancellation.
        let client = client(timeout: 600, deadline: 600)
        let task = Task { await failure { try await client.detail(id: 1) } }
        #expect(await server.received(1))
        task.cancel()
        #expect(await task.value == .cancelled)
        #expect(
            await server.ending(of: "/api/products/1") == AnswerEnding(bytesWritten: 0, clientHungUp: true))
    }
}
