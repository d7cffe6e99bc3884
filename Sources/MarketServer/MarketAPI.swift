import Foundation
import Images
import Market
import MarketInMemory
import WebCore

/// The embedded market served as the Open Market API's second generation (docs/Contract.md §1 and
/// §9): what `openmarket market` runs, so that any number of web processes, an iOS simulator or a CI
/// job share one market that speaks the real contract.
///
/// Each call acts for the vendor its `identifier` header and `secret` name, checked by the market as
/// the real server checks them; refusals are the contract's `{code, message}` bodies. Pictures are
/// served at `/images/…` and `/photos/…` of this server, whatever address its clients reach it by.
public struct MarketAPI: Sendable {
    public let market: InMemoryMarket

    public init(market: InMemoryMarket) {
        self.market = market
    }

    /// A change carries the vendor's `identifier` header, which the market itself checks: the policy
    /// lets any value through to it, and refuses (403) a change without one.
    public static let policy = RequestPolicy(tokenHeader: "identifier", isValidToken: { _, _ in true })

    /// The bounds of a connection to the market: a registration is a `params` part and at most five
    /// pictures of under 300 KB each, so a body past 2 MiB is refused (413) before it is read.
    public static let limits: HTTPLimits = {
        var limits = HTTPLimits()
        limits.maxBodyBytes = maxBodyBytes
        return limits
    }()

    /// The largest body the market reads.
    public static let maxBodyBytes = 2 * 1024 * 1024
    /// A registration's parts: `params` and five pictures, with room for a client's extra part.
    static let maxParts = 8
    /// The page size when a list request names none (the contract leaves it open).
    static let defaultItemsPerPage = 20

    /// Every endpoint of the contract on its path.
    public func router() -> Router {
        var router = Router()
        router.get("/healthChecker") { request in
            await answer(request) { market, _ in
                try await market.healthCheck()
                return .data(Data(#""OK""#.utf8), contentType: "text/plain")
            }
        }
        router.get("/api/products") { request in
            await answer(request) { market, images in
                let query = try ListQuery(request.query)
                let page = try await market.page(
                    number: query.number, itemsPerPage: query.itemsPerPage, matching: query.search)
                return try .json(PagePayload(page: page, images: images))
            }
        }
        router.get("/api/products/:id") { request in
            await answer(request) { market, images in
                try .json(
                    DetailPayload(detail: try await market.detail(id: productID(request)), images: images))
            }
        }
        router.post("/api/products") { request in await register(request) }
        router.add("PATCH", "/api/products/:id") { request in await edit(request) }
        router.post("/api/products/:id/archived") { request in await deletionAddress(request) }
        router.add("DELETE", "/api/products/:id/:secret") { request in await delete(request) }
        for route in ImageAddresses.routes {
            router.get(route) { request in
                await answer(request) { market, _ in
                    let data = try await market.imageData(at: ImageAddresses.embedded(request.pathSegments))
                    return .data(
                        data,
                        contentType: ImageFormat(detecting: data)?.mimeType ?? "application/octet-stream")
                }
            }
        }
        return router
    }

    // MARK: Changes

    private func register(_ request: HTTPRequest) async -> HTTPResponse {
        await answer(request) { _, images in
            guard request.mediaType == "multipart/form-data", let type = request.headers["content-type"]
            else {
                throw MarketError.server(status: 400, message: "Current request is not a multipart request")
            }
            let parts: [MultipartPart]
            do {
                parts = try MultipartFormData.parse(request.body, contentType: type, maxParts: Self.maxParts)
            } catch let error as BodyError {
                throw MarketError.server(status: error.status, message: "multipart: \(error.description)")
            }
            guard let params = parts.first(where: { $0.name == "params" }) else {
                throw MarketError.server(
                    status: 400, message: "Required request part 'params' is not present")
            }
            let fields = try ProductParams.read(params.data, part: "params")
            let pictures = parts.filter { $0.name == "images" }.map {
                ImageUpload(fileName: $0.filename ?? "image", data: $0.data)
            }
            let draft = try fields.draft(images: pictures)
            let detail = try await vendor(request, password: fields.requiredSecret(in: "params")).register(
                draft)
            return try .json(DetailPayload(detail: detail, images: images))
        }
    }

    private func edit(_ request: HTTPRequest) async -> HTTPResponse {
        await answer(request) { _, images in
            let fields = try ProductParams.read(request.body, part: "body")
            let client = vendor(request, password: try fields.requiredSecret(in: "body"))
            let detail = try await client.edit(id: try productID(request), fields.edit)
            return try .json(DetailPayload(detail: detail, images: images))
        }
    }

    /// A deletion's first step: the password proves the vendor, and the answer is the address to send
    /// the DELETE to (`/api/products/ID/SECRET`), as plain text.
    private func deletionAddress(_ request: HTTPRequest) async -> HTTPResponse {
        await answer(request) { _, _ in
            let password = try ProductParams.read(request.body, part: "body").requiredSecret(in: "body")
            let id = try productID(request)
            let secret = try await vendor(request, password: password).deletionSecret(
                productID: id, password: password)
            return .text("/api/products/\(id)/\(secret)")
        }
    }

    /// Deletes with the product's secret and answers the product as it was.
    private func delete(_ request: HTTPRequest) async -> HTTPResponse {
        await answer(request) { market, images in
            let id = try productID(request)
            let detail = try await market.detail(id: id)
            try await vendor(request, password: "").delete(productID: id, secret: request["secret"] ?? "")
            return try .json(DetailPayload(detail: detail, images: images))
        }
    }

    // MARK: Answers

    /// A client of the market acting for the vendor the request names.
    private func vendor(_ request: HTTPRequest, password: String) -> some MarketClient {
        market.client(
            for: VendorCredentials(
                vendorID: 0, identifier: request.headers["identifier"] ?? "", password: password))
    }

    /// The answer `make` gives with a reader's client of the market and the addresses of its pictures;
    /// a `MarketError` becomes the contract's `{code, message}` body.
    private func answer(
        _ request: HTTPRequest,
        _ make: (any MarketClient, ImageAddresses) async throws -> HTTPResponse
    ) async -> HTTPResponse {
        let images = ImageAddresses(base: "http://" + (request.headers["host"] ?? "127.0.0.1"))
        do {
            return try await make(vendor(request, password: ""), images)
        } catch let error as MarketError {
            return Self.refusal(error)
        } catch {
            return Self.refusal(.transport("could not write the answer: \(error)"))
        }
    }

    /// A failure as the contract's `{code, message}` body: the market's own status, else 503 for a
    /// change that could not be saved or a call cut short, else 500.
    static func refusal(_ error: MarketError) -> HTTPResponse {
        let status: Int
        let message: String
        switch error {
        case .server(let code, let text): (status, message) = (code, text)
        case .notSaved, .cancelled: (status, message) = (503, error.description)
        default: (status, message) = (500, error.description)
        }
        let body = ErrorBody(code: status, message: message)
        return (try? .json(body, status: status)) ?? .status(status)
    }

    private struct ErrorBody: Encodable {
        let code: Int
        let message: String
    }
}

/// The product id a path names, or a 400 naming it.
private func productID(_ request: HTTPRequest) throws(MarketError) -> Int {
    guard let text = request["id"], let id = Int(text) else {
        throw .server(status: 400, message: "product id must be an integer, got '\(request["id"] ?? "")'")
    }
    return id
}
