import Foundation
import Market

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request of the contract (docs/Contract.md §1): method, path, query, body, and whether it needs
/// the vendor's `identifier` header (mutating calls do, reads never).
struct Endpoint: Sendable {
    enum Method: String, Sendable {
        case get = "GET", post = "POST", patch = "PATCH", delete = "DELETE"
    }

    var method: Method
    var path: String
    var query: [URLQueryItem] = []
    var body: Body = .none
    var needsIdentifier: Bool { method != .get }
    /// Whether the request carries the vendor's credentials: the `identifier` header, or the password
    /// in its body. Such a request must never reach another address.
    var carriesCredentials: Bool {
        if case .none = body { return needsIdentifier }
        return true
    }

    enum Body: Sendable {
        case none
        case json(Data)
        case multipart(MultipartBody)
    }

    static let healthCheck = Endpoint(method: .get, path: "/healthChecker")

    /// A page of products; `search_value` only when searching (a second-generation server).
    static func page(number: Int, itemsPerPage: Int, search: String? = nil) -> Endpoint {
        Endpoint(
            method: .get, path: "/api/products",
            query: [
                URLQueryItem(name: "page_no", value: String(number)),
                URLQueryItem(name: "items_per_page", value: String(itemsPerPage)),
            ] + (search.map { [URLQueryItem(name: "search_value", value: $0)] } ?? []))
    }

    static func detail(id: Int) -> Endpoint {
        Endpoint(method: .get, path: "/api/products/\(id)")
    }

    static func register(_ body: MultipartBody) -> Endpoint {
        Endpoint(method: .post, path: "/api/products", body: .multipart(body))
    }

    static func edit(id: Int, json: Data) -> Endpoint {
        Endpoint(method: .patch, path: "/api/products/\(id)", body: .json(json))
    }

    static func deletionSecret(productID: Int, json: Data, api: APIVersion) -> Endpoint {
        let action = api == .v1 ? "secret" : "archived"
        return Endpoint(method: .post, path: "/api/products/\(productID)/\(action)", body: .json(json))
    }

    /// V1 deletes `/{id}/{secret}`; V2's secret is itself a URI: a full path, or one relative to
    /// `/api/products/`.
    static func delete(productID: Int, secret: String, api: APIVersion) -> Endpoint {
        switch api {
        case .v1:
            let segment = secret.addingPercentEncoding(withAllowedCharacters: .pathSegmentAllowed) ?? secret
            return Endpoint(method: .delete, path: "/api/products/\(productID)/\(segment)")
        case .v2:
            let escaped = secret.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? secret
            let path = escaped.hasPrefix("/") ? escaped : "/api/products/\(escaped)"
            return Endpoint(method: .delete, path: path)
        }
    }

    /// The product a second-generation deletion address names: the segment after `/api/products/`
    /// (the address is a full path, or one relative to `/api/products/`); nil for a path elsewhere.
    static func productNamed(byDeletionAddress secret: String) -> String? {
        let prefix = "/api/products/"
        let path = secret.hasPrefix("/") ? secret : prefix + secret
        guard path.hasPrefix(prefix) else { return nil }
        return path.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false).first.map(
            String.init)
    }

    func urlRequest(baseURL: URL, identifier: String, timeout: TimeInterval) throws(MarketError) -> URLRequest
    {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else {
            throw .transport("invalid server URL")
        }
        // `path` is already percent-encoded (the delete secret is escaped), so it must not be encoded again.
        components.percentEncodedPath = components.percentEncodedPath.trimmingSuffix("/") + path
        components.queryItems = query.isEmpty ? nil : query
        guard let url = components.url else { throw .transport("could not build the request URL") }
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.timeoutInterval = timeout  // URLSession on Linux ignores the initializer's timeout
        request.httpMethod = method.rawValue
        if needsIdentifier { request.setValue(identifier, forHTTPHeaderField: "identifier") }
        switch body {
        case .none: break
        case .json(let data):
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = data
        case .multipart(let multipart):
            request.setValue(multipart.contentType, forHTTPHeaderField: "Content-Type")
            request.httpBody = multipart.data
        }
        return request
    }
}

extension CharacterSet {
    /// What may stand unescaped in one path segment: a path's characters except `/`.
    fileprivate static let pathSegmentAllowed = CharacterSet.urlPathAllowed.subtracting(
        CharacterSet(charactersIn: "/"))
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
