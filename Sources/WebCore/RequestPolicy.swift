/// The checks applied to every request head before any handler runs. A refused request gets its
/// 4xx answer and changes nothing.
///
/// - `Host` must name this server (`127.0.0.1:PORT` or `localhost:PORT`), else 421: a page of another
///   site whose name was rebound to 127.0.0.1 (DNS rebinding) is not served.
/// - An `Origin`, when sent, must be this server's too (`http://HOST` or, behind a proxy that ends
///   TLS, `https://HOST`), else 403.
/// - A state-changing request (any method but GET and HEAD) must carry a token in `tokenHeader` that
///   `isValidToken` accepts, else 403: a cross-site form or `fetch` cannot add that header.
/// - A WebSocket upgrade must carry an `Origin` (browsers always send one), else 403: a page of
///   another site may open a WebSocket to any address, so its `Origin` is what tells them apart.
public struct RequestPolicy: Sendable {
    /// The `Host` values accepted; a server adds its own loopback address.
    public var allowedHosts: Set<String>
    public var tokenHeader: String
    /// Whether `token` is valid for the request (e.g. the token of the session the request names).
    public var isValidToken: @Sendable (_ token: String, _ head: RequestHead) -> Bool

    public init(
        allowedHosts: Set<String> = [], tokenHeader: String = "X-Session-Token",
        isValidToken: @escaping @Sendable (_ token: String, _ head: RequestHead) -> Bool = { _, _ in false }
    ) {
        self.allowedHosts = allowedHosts
        self.tokenHeader = tokenHeader
        self.isValidToken = isValidToken
    }

    /// The host names a loopback server on `port` answers to.
    public static func loopbackHosts(port: Int) -> Set<String> {
        ["127.0.0.1:\(port)", "localhost:\(port)"]
    }

    static let safeMethods: Set<String> = ["GET", "HEAD"]
}

/// The decision taken on a request head: refuse it now, or read its body and call the handler.
public enum Admission: Sendable {
    case refuse(HTTPResponse)
    /// Read the body and call the handler; for a WebSocket upgrade, `upgrade` is the accepted
    /// handshake, whose answer is written if the handler answers `.webSocket`.
    case accept(HTTPHandler, parameters: [String: String], upgrade: WebSocketHandshake.Accepted?)

    /// Applies, in order: `Host` (421), `Origin` (403), the route (404, 405), the token of a
    /// state-changing request (403), the body limit (413), and for a WebSocket upgrade its `Origin`
    /// (403) and handshake (400 or 426), all before any of the body is read.
    public static func decide(
        _ head: RequestHead, router: Router, policy: RequestPolicy, limits: HTTPLimits
    ) -> Admission {
        guard let host = head.headers["host"]?.lowercased(), policy.allowedHosts.contains(host) else {
            return .refuse(.status(421))
        }
        if let origin = head.headers["origin"]?.lowercased(),
            !policy.allowedHosts.contains(where: { "http://\($0)" == origin || "https://\($0)" == origin })
        {
            return .refuse(.status(403))
        }
        switch router.match(method: head.method, path: head.pathSegments) {
        case .notFound:
            return .refuse(.status(404))
        case .methodNotAllowed(let allowed):
            var response = HTTPResponse.status(405)
            response.headers.add("Allow", allowed.joined(separator: ", "))
            return .refuse(response)
        case .found(let handler, let parameters):
            if !RequestPolicy.safeMethods.contains(head.method) {
                guard let token = head.headers[policy.tokenHeader], policy.isValidToken(token, head) else {
                    return .refuse(.status(403))
                }
            }
            guard head.contentLength <= limits.maxBodyBytes else { return .refuse(.status(413)) }
            guard head.asksForWebSocket else { return .accept(handler, parameters: parameters, upgrade: nil) }
            guard head.headers["origin"] != nil else { return .refuse(.status(403)) }
            do {
                return .accept(handler, parameters: parameters, upgrade: try WebSocketHandshake.accept(head))
            } catch {
                return .refuse(error.response)
            }
        }
    }
}
