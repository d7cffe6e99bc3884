/// A misbehaviour the loopback server applies to the next `times` requests matching `method` (any if
/// nil) and `pathPrefix` (any if nil). Faulted requests are still recorded.
struct Fault: Sendable {
    enum Kind: Sendable {
        /// Answer `status` with `body` (default `{"code":<status>,"message":"injected failure"}`).
        case status
        /// Close the connection with a TCP reset instead of answering. On Linux, URLSession (libcurl)
        /// silently retries a request whose reused keep-alive connection is reset before any answer
        /// byte, so the client only sees the error on a fresh connection; use `times: 2` to be sure.
        case reset
        /// Announce the full Content-Length, send half the body, close.
        case truncate
        /// Never answer: hold the request until the client hangs up (its `ending` then says so).
        case hold
        /// Answer normally but as `text/html` with body `<html>oops</html>`.
        case wrongContentType
        /// Answer 200 `application/json` with the body `{"page_no": 1, "pages": [`.
        case malformedJSON
        /// Answer 200 (`contentType`, default JSON) with no length and a body that never ends: a JSON
        /// string growing by 1 MB at a time, until the client hangs up.
        case endless
        /// Announce a Content-Length of `length` (default 100,000) and send one byte every
        /// `intervalMilliseconds` (default 1,000).
        case drip
        /// Answer `status` (default 307) with `Location: location` and no body.
        case redirect
        /// Announce and send `length` bytes (default 64 MB) at once: a PNG signature, then zeros.
        case oversized
    }

    var kind: Kind
    var method: String?
    var pathPrefix: String?
    var times: Int
    var status: Int?
    var body: String?
    var contentType: String?
    var length: Int?
    var intervalMilliseconds: Int?
    var location: String?

    init(
        kind: Kind, method: String? = nil, pathPrefix: String? = nil, times: Int = 1, status: Int? = nil,
        body: String? = nil, contentType: String? = nil, length: Int? = nil,
        intervalMilliseconds: Int? = nil, location: String? = nil
    ) {
        self.kind = kind
        self.method = method
        self.pathPrefix = pathPrefix
        self.times = times
        self.status = status
        self.body = body
        self.contentType = contentType
        self.length = length
        self.intervalMilliseconds = intervalMilliseconds
        self.location = location
    }

    func matches(method: String, path: String) -> Bool {
        (self.method.map { $0.uppercased() == method } ?? true) && path.hasPrefix(pathPrefix ?? "")
    }
}
