import Foundation
import Market
import MarketInMemory
import MarketServer
import Testing
import WebCore

/// `MarketAPI` request by request, without sockets: each request head admitted as the server admits
/// it (`MarketAPI.policy`, `MarketAPI.limits`), then answered by its route. The payloads have the
/// second generation's keys, as the contract's samples (samples/…ic_7_rhovin-item.json and -itemList)
/// show them; every bad request is refused naming what was wrong.
@Suite("MarketAPI")
struct MarketAPITests {
    static let demo = VendorCredentials(
        vendorID: Catalogue.demoVendorID, identifier: "demo-identifier", password: "demo-password")
    let api = MarketAPI(market: InMemoryMarket(accounts: [Self.demo]))

    /// The status and body of `method target` with `headers` and `body`, sent to 127.0.0.1:8080.
    func send(
        _ method: String, _ target: String, headers: [(String, String)] = [], body: Data = Data(),
        to api: MarketAPI? = nil
    ) async throws -> (status: Int, body: Data) {
        let fields = ([("Host", "127.0.0.1:8080"), ("Content-Length", "\(body.count)")] + headers)
            .map { "\($0.0): \($0.1)\r\n" }.joined()
        let head = try RequestHeadParser.parse(
            ArraySlice(Array("\(method) \(target) HTTP/1.1\r\n\(fields)\r\n".utf8)), limits: MarketAPI.limits)
        var policy = MarketAPI.policy
        policy.allowedHosts = RequestPolicy.loopbackHosts(port: 8080)
        switch Admission.decide(
            head, router: (api ?? self.api).router(), policy: policy, limits: MarketAPI.limits)
        {
        case .refuse(let response):
            return (response.status, response.bytes)
        case .accept(let handler, let parameters, _):
            let response = await handler(
                HTTPRequest(
                    method: method, target: target, pathSegments: head.pathSegments, query: head.query,
                    headers: head.headers, body: body, parameters: parameters))
            return (response.status, response.bytes)
        }
    }

    func object(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The `message` of an error body.
    func message(_ data: Data) throws -> String? {
        try object(data)["message"] as? String
    }

    // MARK: - Payloads

    @Test("a page has the V2 sample's keys: camelCase paging, snake_case items with vendorName")
    func pageKeys() async throws {
        let (status, body) = try await send("GET", "/api/products?page_no=3&items_per_page=20")
        #expect(status == 200)
        let page = try object(body)
        #expect(
            Set(page.keys) == [
                "hasNext", "hasPrev", "itemsPerPage", "lastPage", "limit", "offset", "pageNo", "pages",
                "totalCount",
            ])
        #expect(page["pageNo"] as? Int == 3)
        #expect(page["offset"] as? Int == 40)
        #expect(page["limit"] as? Int == 60)
        #expect(page["hasPrev"] as? Bool == true)
        let item = try #require((page["pages"] as? [[String: Any]])?.first)
        #expect(
            Set(item.keys) == [
                "bargain_price", "created_at", "currency", "description", "discounted_price", "id",
                "issued_at",
                "name", "price", "stock", "thumbnail", "vendorName", "vendor_id",
            ])
        #expect(item["id"] as? Int == 200)
        let created = try #require(item["created_at"] as? String)
        #expect(created.count == 19 && created.hasSuffix("T00:00:00"), "\(created)")
        #expect((item["thumbnail"] as? String)?.hasPrefix("http://127.0.0.1:8080/images/200/") == true)
    }

    @Test("a detail has the V2 sample's keys; its images and vendor too")
    func detailKeys() async throws {
        let (status, body) = try await send("GET", "/api/products/100")
        #expect(status == 200)
        let detail = try object(body)
        #expect(
            Set(detail.keys) == [
                "bargain_price", "created_at", "currency", "description", "discounted_price", "id", "images",
                "issued_at", "name", "price", "stock", "thumbnail", "vendor_id", "vendors",
            ])
        let image = try #require((detail["images"] as? [[String: Any]])?.first)
        #expect(Set(image.keys) == ["id", "issued_at", "thumbnail_url", "url"])
        #expect(image["url"] as? String == "http://127.0.0.1:8080/images/100/1.png")
        let vendors = try #require(detail["vendors"] as? [String: Any])
        #expect(Set(vendors.keys) == ["id", "name"])
    }

    @Test("the health check answers the 4 bytes \"OK\" as text; a picture is served with its type")
    func healthAndPicture() async throws {
        let health = try await send("GET", "/healthChecker")
        #expect(health.status == 200)
        #expect(String(decoding: health.body, as: UTF8.self) == #""OK""#)
        let picture = try await send("GET", "/images/100/1.png")
        #expect(picture.status == 200)
        #expect(picture.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let missing = try await send("GET", "/images/100/9.png")
        #expect(missing.status == 404)
        #expect(try message(missing.body) == "image not found")
    }

    @Test("the demo's photographs are served at /photos/ and listed there")
    func photographs() async throws {
        let photos = MarketAPI(market: InMemoryMarket(photos: true))
        let page = try object(
            try await send("GET", "/api/products?page_no=1&items_per_page=1", to: photos).body)
        let item = try #require((page["pages"] as? [[String: Any]])?.first)
        #expect(item["thumbnail"] as? String == "http://127.0.0.1:8080/photos/astronaut.jpg")
        let photo = try await send("GET", "/photos/astronaut.jpg", to: photos)
        #expect(photo.status == 200)
        #expect(photo.body.starts(with: [0xFF, 0xD8, 0xFF]))
    }

    // MARK: - Refusals

    @Test("a list query that is not an integer, or without page_no, is a 400 naming it")
    func badListQuery() async throws {
        let letters = try await send("GET", "/api/products?page_no=two")
        #expect(letters.status == 400)
        #expect(try message(letters.body) == "page_no must be an integer, got 'two'")
        let size = try await send("GET", "/api/products?page_no=1&items_per_page=1.5")
        #expect(try message(size.body) == "items_per_page must be an integer, got '1.5'")
        let none = try await send("GET", "/api/products")
        #expect(none.status == 400)
        #expect(try message(none.body) == "page_no is required")
        let unknown = try await send("GET", "/api/products/abc")
        #expect(unknown.status == 400)
        #expect(try message(unknown.body) == "product id must be an integer, got 'abc'")
    }

    static let identifier = [("identifier", "demo-identifier")]

    func register(params: String, type: String = "multipart/form-data; boundary=B") async throws -> (
        Int, String?
    ) {
        let body = Data(
            ("--B\r\nContent-Disposition: form-data; name=\"params\"\r\n\r\n\(params)\r\n--B--\r\n").utf8)
        let answer = try await send(
            "POST", "/api/products", headers: Self.identifier + [("Content-Type", type)], body: body)
        return (answer.status, try message(answer.body))
    }

    @Test("a registration's refusals name the part and the field")
    func badRegistration() async throws {
        #expect(
            try await register(params: "{}", type: "application/json")
                == (400, "Current request is not a multipart request"))
        #expect(
            try await register(params: #"{"name":"Mug","price":"cheap"}"#)
                == (400, "params.price has the wrong type (expected Double)"))
        #expect(
            try await register(params: #"{"name":"Mug","currency":"KRW","secret":"demo-password"}"#)
                == (400, "params is missing: description, price"))
        #expect(try await register(params: "not json") == (400, "params is not valid JSON"))
        #expect(
            try await register(
                params:
                    #"{"name":"Mug","description":"A sturdy mug.","price":10,"currency":"KRW","secret":"demo-password"}"#
            )
                == (400, "images needs at least 1"))
        let count = try await send("GET", "/api/products?page_no=1").body
        #expect(try object(count)["totalCount"] as? Int == 240)
    }

    @Test("an edit or a deletion without the password is a 400; a change without identifier a 403")
    func missingCredentials() async throws {
        let json = [("Content-Type", "application/json")]
        let edit = try await send(
            "PATCH", "/api/products/100", headers: Self.identifier + json, body: Data(#"{"stock":3}"#.utf8))
        #expect(edit.status == 400)
        #expect(try message(edit.body) == "body is missing: secret")
        let lookup = try await send(
            "POST", "/api/products/100/archived", headers: Self.identifier + json, body: Data("{".utf8))
        #expect(lookup.status == 400)
        #expect(try message(lookup.body) == "body is not valid JSON")
        let anonymous = try await send(
            "PATCH", "/api/products/100", headers: json, body: Data(#"{"secret":"demo-password"}"#.utf8))
        #expect(anonymous.status == 403)
    }

    @Test("a body of the limit is read; one byte more is refused with 413 before it is read")
    func bodyLimit() async throws {
        #expect(MarketAPI.maxBodyBytes == 2 * 1024 * 1024)
        let type = [("Content-Type", "multipart/form-data; boundary=B")]
        let atLimit = try await send(
            "POST", "/api/products", headers: Self.identifier + type,
            body: Data(count: MarketAPI.maxBodyBytes))
        #expect(atLimit.status == 400)
        #expect(try message(atLimit.body) == "multipart: body does not start with the boundary")
        let past = try await send(
            "POST", "/api/products", headers: Self.identifier + type,
            body: Data(count: MarketAPI.maxBodyBytes + 1))
        #expect(past.status == 413)
    }
}
