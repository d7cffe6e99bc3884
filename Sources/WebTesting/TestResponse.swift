import Foundation
import WebCore

/// An HTTP answer as the client received it, read back from its bytes: the status, the header fields
/// and the body; or, when the server wrote none, status 0 and the `failure` the test was failed with.
public struct TestResponse: Sendable {
    /// The answer's status; 0 when the server wrote no answer.
    public var status: Int
    public var headers: HTTPHeaders
    public var body: Data
    /// Why there is no answer, when the server wrote none (the test has failed with it); nil for an
    /// answer the server wrote.
    public var failure: String?

    /// The body as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }

    /// The first answer in `bytes` (a status line, fields, a blank line and `Content-Length` bytes of
    /// body), or nil when they hold no whole answer.
    public init?(parsing bytes: [UInt8]) {
        guard let end = RequestHeadParser.endOfHead(in: bytes) else { return nil }
        let lines = String(decoding: bytes[..<end], as: UTF8.self).split(separator: "\r\n")
        guard let statusLine = lines.first, statusLine.hasPrefix("HTTP/1.1 "),
            let status = Int(statusLine.dropFirst(9).prefix(3))
        else { return nil }
        var headers = HTTPHeaders()
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            headers.add(
                String(line[..<colon]), String(line[line.index(after: colon)...].drop { $0 == " " }))
        }
        let length = headers["content-length"].flatMap { Int($0) } ?? 0
        guard bytes.count - end >= length else { return nil }
        self.status = status
        self.headers = headers
        body = Data(bytes[end..<(end + length)])
    }

    /// No answer: status 0, no fields, no body, and why.
    init(failure: String) {
        status = 0
        headers = HTTPHeaders()
        body = Data()
        self.failure = failure
    }

    /// The value of the `<meta name="NAME" content="…">` of the page, if it has one.
    public func meta(_ name: String) -> String? {
        let page = text
        guard let start = page.range(of: "<meta name=\"\(name)\" content=\"") else { return nil }
        let rest = page[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
}
