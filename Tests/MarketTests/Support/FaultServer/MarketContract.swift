import Foundation

/// The market server's endpoints as the contract (docs/Contract.md) gives them, answered from the
/// sample payloads: what the loopback server says when no fault applies.
struct MarketContract: Sendable {
    /// An answer: status, media type, body.
    typealias Answer = (status: Int, contentType: String, body: [UInt8])

    /// "v1" or "v2".
    let api: String
    /// The vendor password the secret lookup accepts.
    let password = "test-password"
    /// Page 1 (and any page but 2), page 2 (V1 only) and the detail every product is answered with.
    private let list: Data
    private let secondPage: Data?
    private let detail: Data

    static let imagesPerProduct = 1...5

    init(api: String) throws {
        self.api = api
        if api == "v1" {
            list = try Samples.data(Samples.v1ListPage1)
            secondPage = try Samples.data(Samples.v1ListPage2)
            detail = try Samples.data(Samples.v1Detail)
        } else {
            list = try Samples.data(Samples.v2List)
            secondPage = nil
            detail = try Samples.data(Samples.v2Detail)
        }
    }

    /// An error the server answers with its `{code, message}` body.
    struct Refusal: Error {
        let status: Int
        let message: String
    }

    static func errorBody(_ status: Int, _ message: String) -> [UInt8] {
        json(["code": status, "message": message])
    }

    static func json(_ object: Any) -> [UInt8] {
        [UInt8]((try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data())
    }

    /// The answer to `request`.
    func answer(_ request: RecordedRequest) -> Answer {
        do {
            if let broken = request.multipartError {
                throw Refusal(status: 400, message: "Failed to parse multipart servlet request; \(broken)")
            }
            return try route(request)
        } catch let refusal as Refusal {
            return (refusal.status, "application/json", Self.errorBody(refusal.status, refusal.message))
        } catch {
            return (500, "application/json", Self.errorBody(500, "\(error)"))
        }
    }

    private func route(_ request: RecordedRequest) throws -> Answer {
        let segments = request.path.split(separator: "/").map { $0.removingPercentEncoding ?? String($0) }
        let method = request.method
        switch (segments.count, segments.first, method) {
        case (1, "healthChecker", "GET"):
            return (200, "text/plain", Array(#""OK""#.utf8))
        case (2, "images", "GET"):
            return (200, "image/png", Array(TestImages.png))
        case (2, "api", "GET") where segments[1] == "products":
            return try page(request)
        case (2, "api", "POST") where segments[1] == "products":
            return try register(request)
        case (3, "api", "GET") where segments[1] == "products":
            return try productDetail(id: try productID(segments[2]))
        case (3, "api", "PATCH") where segments[1] == "products":
            return try edit(request, id: try productID(segments[2]))
        case (4, "api", "POST") where segments[1] == "products" && segments[3] == secretAction:
            return try secret(request, id: segments[2])
        case (4, "api", "DELETE") where segments[1] == "products":
            return try delete(request, id: segments[2], secret: segments[3])
        case (1...4, _, _) where isKnown(segments):
            throw Refusal(status: 405, message: "Request method '\(method)' is not supported")
        default:
            throw Refusal(status: 404, message: "not found")
        }
    }

    private var secretAction: String { api == "v1" ? "secret" : "archived" }

    private func isKnown(_ segments: [String]) -> Bool {
        segments == ["healthChecker"] || (segments.count == 2 && segments[0] == "images")
            || (segments.count >= 2 && segments[0] == "api" && segments[1] == "products")
    }

    // MARK: - Endpoints

    private func page(_ request: RecordedRequest) throws -> Answer {
        var query: [String: String] = [:]
        for pair in request.query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            query[parts[0]] = parts.count > 1 ? parts[1].removingPercentEncoding ?? parts[1] : ""
        }
        for (key, isRequired) in [("page_no", true), ("items_per_page", false)] {
            let value = query[key]
            if (value != nil || isRequired),
                !(value ?? "").allSatisfy(\.isASCIIDigit) || (value ?? "").isEmpty
            {
                throw Refusal(status: 400, message: "\(key) must be an integer, got \(value ?? "None")")
            }
        }
        let number = Int(query["page_no"] ?? "") ?? 0
        guard number >= 1 else { throw Refusal(status: 400, message: "page_no must be at least 1") }
        return (200, "application/json", [UInt8](number == 2 ? secondPage ?? list : list))
    }

    private func register(_ request: RecordedRequest) throws -> Answer {
        try requireIdentifier(request)
        guard let parts = request.multipart else {
            throw Refusal(status: 400, message: "Current request is not a multipart request")
        }
        guard let paramsPart = parts.first(where: { $0.name == "params" }) else {
            throw Refusal(status: 400, message: "Required request part 'params' is not present")
        }
        guard let params = Self.object(Data((paramsPart.text ?? "").utf8)) else {
            throw Refusal(status: 400, message: "JSON parse error: params is not a JSON object")
        }
        let descriptionKey = api == "v1" ? "descriptions" : "description"
        let missing = ["name", "price", "currency", "secret", descriptionKey].filter { params[$0] == nil }
        guard missing.isEmpty else {
            throw Refusal(status: 400, message: "params is missing: \(missing.joined(separator: ", "))")
        }
        try checkNumbers(params)
        let images = parts.filter { $0.name == "images" }
        guard Self.imagesPerProduct.contains(images.count) else {
            throw Refusal(status: 400, message: "images: 1 to 5 parts required, got \(images.count)")
        }
        guard images.allSatisfy({ !($0.filename ?? "").isEmpty }) else {
            throw Refusal(status: 400, message: "images: every images part needs a filename")
        }
        var changes = params.filter { ["name", "price", "currency"].contains($0.key) }
        changes["stock"] = params["stock"] ?? 0
        changes["discounted_price"] = params["discounted_price"] ?? 0
        changes["description"] = params[descriptionKey]
        return try productDetail(id: 9001, changes: changes)
    }

    private func edit(_ request: RecordedRequest, id: Int) throws -> Answer {
        try requireIdentifier(request)
        let body = try jsonObject(request)
        guard body["secret"] is String else { throw Refusal(status: 400, message: "secret is missing") }
        try checkNumbers(body)
        var changes = body.filter {
            ["name", "price", "currency", "stock", "discounted_price"].contains($0.key)
        }
        for key in ["descriptions", "description"] where body[key] != nil {
            changes["description"] = body[key]
        }
        return try productDetail(id: id, changes: changes)
    }

    private func secret(_ request: RecordedRequest, id text: String) throws -> Answer {
        try requireIdentifier(request)
        let id = try productID(text)
        let body = try jsonObject(request)
        guard let secret = body["secret"] as? String else {
            throw Refusal(status: 400, message: "secret is missing")
        }
        guard secret == password else { throw Refusal(status: 400, message: "wrong secret") }
        let answer = api == "v1" ? "product-secret-\(id)" : "/api/products/\(id)/archived-\(id)"
        return (200, "text/plain", Array(answer.utf8))
    }

    private func delete(_ request: RecordedRequest, id text: String, secret: String) throws -> Answer {
        try requireIdentifier(request)
        let id = try productID(text)
        guard secret == (api == "v1" ? "product-secret-\(id)" : "archived-\(id)") else {
            throw Refusal(status: 400, message: "wrong product secret")
        }
        return try productDetail(id: id)
    }

    /// The sample detail as product `id`, with `changes` made (and the bargain price following them).
    private func productDetail(id: Int, changes: [String: Any] = [:]) throws -> Answer {
        guard var product = Self.object(detail) else { throw Refusal(status: 500, message: "bad sample") }
        product["id"] = id
        if !changes.isEmpty {
            product.merge(changes) { $1 }
            let price = (product["price"] as? NSNumber)?.doubleValue ?? 0
            let discount = (product["discounted_price"] as? NSNumber)?.doubleValue ?? 0
            let bargain = price - discount
            product["bargain_price"] = bargain.rounded() == bargain ? Int(bargain) as Any : bargain
        }
        return (200, "application/json", Self.json(product))
    }

    // MARK: - Checks

    private func requireIdentifier(_ request: RecordedRequest) throws {
        guard !(request.header("identifier") ?? "").isEmpty else {
            throw Refusal(status: 400, message: "identifier header is missing")
        }
    }

    private func productID(_ text: String) throws -> Int {
        guard !text.isEmpty, text.allSatisfy(\.isASCIIDigit), let id = Int(text) else {
            throw Refusal(status: 400, message: "invalid product id: \(text)")
        }
        guard id != 404, id < 900_000 else { throw Refusal(status: 404, message: "product not found") }
        return id
    }

    private func jsonObject(_ request: RecordedRequest) throws -> [String: Any] {
        let contentType = request.header("content-type") ?? ""
        guard contentType.lowercased().hasPrefix("application/json") else {
            throw Refusal(status: 415, message: "Content-Type '\(contentType)' is not supported")
        }
        guard let object = Self.object(request.body) else {
            throw Refusal(status: 400, message: "JSON parse error: the body is not a JSON object")
        }
        return object
    }

    private func checkNumbers(_ params: [String: Any]) throws {
        for key in ["price", "discounted_price", "stock"] {
            guard let value = params[key] else { continue }
            guard type(of: value) != Bool.self, value is NSNumber else {
                throw Refusal(status: 400, message: "JSON parse error: \(key) must be a number")
            }
        }
    }

    private static func object(_ data: Data) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
