import Foundation
import Market

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A `MarketClient` for a real server over HTTP (URLSession), speaking V1 or V2 of the contract
/// (docs/Contract.md).
///
/// It sends the `identifier` header on every mutating call and never on reads, checks status codes and
/// media types, turns the server's `{code, message}` error body into `MarketError.server`, and maps
/// timeouts and cancellation to their own errors. A hostile server cannot hurt it: answers are cut off
/// at `Configuration.limits`, every request ends within `Configuration.deadline`, and a request
/// carrying the vendor's credentials never follows a redirect (reads follow them within their origin).
public struct HTTPMarketClient: MarketClient {
    /// Where the server is, who the vendor is, which server generation to speak, and how long and how
    /// much a server may send.
    public struct Configuration: Sendable {
        public var baseURL: URL
        public var credentials: VendorCredentials
        public var api: APIVersion
        /// Seconds to wait for the next byte of an answer (each byte restarts it).
        public var timeout: TimeInterval
        /// Seconds one request may take in all, however steadily the server drips its answer.
        public var deadline: TimeInterval
        /// How many bytes each kind of answer may have.
        public var limits: ResponseLimits

        public init(
            baseURL: URL, credentials: VendorCredentials, api: APIVersion = .v1, timeout: TimeInterval = 15,
            deadline: TimeInterval = 30, limits: ResponseLimits = ResponseLimits()
        ) {
            self.baseURL = baseURL
            self.credentials = credentials
            self.api = api
            self.timeout = timeout
            self.deadline = deadline
            self.limits = limits
        }
    }

    private let configuration: Configuration
    /// The API's requests: a few at a time, each answered in parallel.
    private let transport = HTTPTransport()
    /// The images' requests: a page asks for twenty thumbnails at once, and a hostile host could stream
    /// each; one at a time a host, so that each refused one is stopped (`HTTPTransport.connectionsPerHost`).
    private let imageTransport = HTTPTransport(oneAnswerPerHost: true)
    private let makeBoundary: @Sendable () -> String

    public init(
        configuration: Configuration,
        makeBoundary: @escaping @Sendable () -> String = { "Boundary-\(UUID().uuidString)" }
    ) {
        self.configuration = configuration
        self.makeBoundary = makeBoundary
    }

    public func healthCheck() async throws(MarketError) {
        _ = try await send(.healthCheck, expecting: "text/plain")
    }

    /// The second server generation searches; the first has no `search_value`.
    public var searches: Bool { configuration.api == .v2 }

    public func page(number: Int, itemsPerPage: Int, matching search: String?) async throws(MarketError)
        -> ProductPage
    {
        try await decode(
            ProductPage.self,
            .page(number: number, itemsPerPage: itemsPerPage, search: searches ? search : nil))
    }

    public func detail(id: Int) async throws(MarketError) -> ProductDetail {
        try await decode(ProductDetail.self, .detail(id: id))
    }

    public func register(_ draft: ProductDraft) async throws(MarketError) -> ProductDetail {
        var body = MultipartBody(boundary: makeBoundary())
        let params = RequestBodies.registration(
            draft, password: configuration.credentials.password, api: configuration.api)
        body.append(name: "params", contentType: "application/json", body: params)
        for image in draft.images {
            let format = image.format ?? .jpeg
            body.append(
                name: "images", fileName: image.fileName, contentType: format.mimeType, body: image.data)
        }
        return try await decode(ProductDetail.self, .register(body.finished()))
    }

    public func edit(id: Int, _ edit: ProductEdit) async throws(MarketError) -> ProductDetail {
        let json = RequestBodies.edit(
            edit, password: configuration.credentials.password, api: configuration.api)
        return try await decode(ProductDetail.self, .edit(id: id, json: json))
    }

    public func deletionSecret(productID: Int, password: String) async throws(MarketError) -> String {
        let endpoint = Endpoint.deletionSecret(
            productID: productID, json: RequestBodies.secret(password), api: configuration.api)
        let data = try await send(endpoint, expecting: "text/plain")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A second-generation secret is the address to delete (`/api/products/7/…`): one that names
    /// another product is refused unsent, so a wrong or hostile answer never deletes what was not asked.
    public func delete(productID: Int, secret: String) async throws(MarketError) {
        if configuration.api == .v2, let named = Endpoint.productNamed(byDeletionAddress: secret),
            named != String(productID)
        {
            throw .decoding(
                field: "secret", reason: "is the address of product \(named), not of product \(productID)")
        }
        _ = try await send(
            .delete(productID: productID, secret: secret, api: configuration.api), expecting: nil)
    }

    public func imageData(at url: String) async throws(MarketError) -> Data {
        guard let url = URL(string: url) else { throw .transport("invalid image URL") }
        var request = URLRequest(url: url, timeoutInterval: configuration.timeout)
        request.timeoutInterval = configuration.timeout  // Linux URLSession ignores the init's value
        return try await perform(
            request, on: imageTransport, expecting: "image/", byteLimit: configuration.limits.imageBytes,
            redirects: .sameOrigin
        ).data
    }

    private func decode<Value: ServerDecodable>(_ type: Value.Type, _ endpoint: Endpoint)
        async throws(MarketError)
        -> Value
    {
        try MarketDecoder.decode(type, from: try await send(endpoint, expecting: "application/json"))
    }

    private func send(_ endpoint: Endpoint, expecting mediaType: String?) async throws(MarketError) -> Data {
        let request = try endpoint.urlRequest(
            baseURL: configuration.baseURL, identifier: configuration.credentials.identifier,
            timeout: configuration.timeout)
        let redirects: RedirectPolicy = endpoint.carriesCredentials ? .never : .sameOrigin
        return try await perform(
            request, on: transport, expecting: mediaType, byteLimit: configuration.limits.jsonBytes,
            redirects: redirects
        ).data
    }

    private func perform(
        _ request: URLRequest, on transport: HTTPTransport, expecting mediaType: String?, byteLimit: Int,
        redirects: RedirectPolicy
    ) async throws(MarketError) -> (data: Data, response: HTTPURLResponse) {
        let (data, http) = try await transport.load(
            request, byteLimit: byteLimit, deadline: configuration.deadline, redirects: redirects)
        guard (200..<300).contains(http.statusCode) else {
            throw .server(
                status: http.statusCode, message: Self.errorMessage(in: data, status: http.statusCode))
        }
        let received = http.value(forHTTPHeaderField: "Content-Type") ?? ""
        if let mediaType, !received.isEmpty, !received.lowercased().hasPrefix(mediaType) {
            throw .unexpectedContentType(expected: mediaType, received: received)
        }
        return (data, http)
    }

    /// The `message` of a `{code, message}` error body, or the status when there is none.
    private static func errorMessage(in data: Data, status: Int) -> String {
        struct ErrorBody: Decodable { let message: String }
        if let body = try? JSONDecoder().decode(ErrorBody.self, from: data) { return body.message }
        return HTTPURLResponse.localizedString(forStatusCode: status)
    }
}
