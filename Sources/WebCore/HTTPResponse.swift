import Foundation

/// What a handler answers: a status, header fields and a body, either bytes or, to a WebSocket
/// upgrade request, the channel the connection becomes.
///
/// The server adds `Content-Length`, `Connection` and `X-Content-Type-Options: nosniff` itself.
public struct HTTPResponse: Sendable {
    /// The body of a response.
    public enum Body: Sendable {
        case bytes(Data)
        /// The upgrade accepted: the server answers `101 Switching Protocols` and the connection
        /// carries the channel's messages until either side closes it.
        case webSocket(WebSocketChannel)
    }

    public var status: Int
    public var headers: HTTPHeaders
    public var body: Body

    public init(status: Int, headers: HTTPHeaders = HTTPHeaders(), body: Body = .bytes(Data())) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The body bytes, or empty for a WebSocket.
    public var bytes: Data {
        if case .bytes(let data) = body { return data }
        return Data()
    }

    /// `200 text/html; charset=utf-8`.
    public static func html(_ page: String, status: Int = 200) -> HTTPResponse {
        text(page, contentType: "text/html; charset=utf-8", status: status)
    }

    /// `text/plain; charset=utf-8` unless another type is given.
    public static func text(
        _ text: String, contentType: String = "text/plain; charset=utf-8", status: Int = 200
    ) -> HTTPResponse {
        data(Data(text.utf8), contentType: contentType, status: status)
    }

    public static func data(_ data: Data, contentType: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: HTTPHeaders([("Content-Type", contentType)]), body: .bytes(data))
    }

    /// The value encoded as JSON (`application/json`); keys sorted so answers are deterministic.
    public static func json<Value: Encodable>(_ value: Value, status: Int = 200) throws -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return data(try encoder.encode(value), contentType: "application/json", status: status)
    }

    /// An empty answer with `status` (e.g. `204`), or the status's reason as plain text for an error.
    public static func status(_ status: Int) -> HTTPResponse {
        if status >= 400 { return text("\(status) \(HTTPStatus.reason(status))\n", status: status) }
        return HTTPResponse(status: status)
    }

    /// `303 See Other` to `location` (a path of this server).
    public static func redirect(to location: String) -> HTTPResponse {
        HTTPResponse(status: 303, headers: HTTPHeaders([("Location", location)]))
    }

    /// The answer that turns an upgrade request's connection into `channel`.
    public static func webSocket(_ channel: WebSocketChannel) -> HTTPResponse {
        HTTPResponse(status: 101, body: .webSocket(channel))
    }
}

/// Reason phrases of the status codes this server sends.
public enum HTTPStatus {
    public static func reason(_ status: Int) -> String {
        switch status {
        case 100: "Continue"
        case 101: "Switching Protocols"
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 303: "See Other"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 415: "Unsupported Media Type"
        case 421: "Misdirected Request"
        case 422: "Unprocessable Content"
        case 426: "Upgrade Required"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Status \(status)"
        }
    }
}
