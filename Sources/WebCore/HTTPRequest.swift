import Foundation

/// One parsed HTTP request as a handler sees it: the body is complete and within the server's limit.
public struct HTTPRequest: Sendable {
    /// The method as sent, e.g. `GET` (methods are case-sensitive).
    public var method: String
    /// The request target as sent, still percent-encoded, e.g. `/products/3?tab=1`.
    public var target: String
    /// The path's segments, percent-decoded, e.g. `["products", "3"]` (empty for `/`).
    public var pathSegments: [String]
    /// The query's name/value pairs in order, percent-decoded (`+` is a space).
    public var query: [(name: String, value: String)]
    public var headers: HTTPHeaders
    public var body: Data
    /// The values bound by the route's `:name` segments.
    public var parameters: [String: String]

    public init(
        method: String, target: String, pathSegments: [String], query: [(name: String, value: String)] = [],
        headers: HTTPHeaders = HTTPHeaders(), body: Data = Data(), parameters: [String: String] = [:]
    ) {
        self.method = method
        self.target = target
        self.pathSegments = pathSegments
        self.query = query
        self.headers = headers
        self.body = body
        self.parameters = parameters
    }

    /// The decoded path, e.g. `/products/3`.
    public var path: String { "/" + pathSegments.joined(separator: "/") }

    /// The value of the cookie `name` the request carries (its `Cookie` fields' `name=value` pairs,
    /// the first of that name), percent-decoded; nil when it has none.
    public func cookie(_ name: String) -> String? {
        for field in headers.values("Cookie") {
            for pair in field.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == name else {
                    continue
                }
                let value = parts[1].trimmingCharacters(in: .whitespaces)
                return value.removingPercentEncoding ?? value
            }
        }
        return nil
    }

    /// The value bound to the route's `:name` segment (`request["id"]` for `/products/:id`).
    public subscript(parameter: String) -> String? { parameters[parameter] }

    /// The media type of the body without parameters, lowercased (`multipart/form-data`), or nil.
    public var mediaType: String? {
        headers["content-type"].map { MediaType.essence(of: $0) }
    }
}

/// Reading `Content-Type` values.
enum MediaType {
    /// `text/html; charset=utf-8` -> `text/html`.
    static func essence(of value: String) -> String {
        let type = value.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
        return type.trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// The parameter `name` of a `Content-Type` value (quotes removed), or nil.
    static func parameter(_ name: String, of value: String) -> String? {
        for part in value.split(separator: ";").dropFirst() {
            let pair = part.split(separator: "=", maxSplits: 1).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard pair.count == 2, pair[0].lowercased() == name else { continue }
            var parameterValue = pair[1]
            if parameterValue.count >= 2, parameterValue.hasPrefix("\""), parameterValue.hasSuffix("\"") {
                parameterValue = String(parameterValue.dropFirst().dropLast())
            }
            return parameterValue
        }
        return nil
    }
}
