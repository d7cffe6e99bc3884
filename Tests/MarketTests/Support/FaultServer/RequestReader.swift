import Foundation

/// Reads HTTP/1.1 requests off a connection, one after another (keep-alive), within fixed limits.
struct RequestReader {
    /// The most a request's line and headers may take.
    static let headLimit = 64 * 1_024
    /// The most a request's body may take: a registration's images are far smaller.
    static let bodyLimit = 32 * 1_024 * 1_024
    /// The most one read takes off the socket.
    static let readSize = 64 * 1_024

    /// A request's parts as received.
    struct Request {
        let method: String
        /// The request target: path and query.
        let target: String
        /// In the order sent, names as sent.
        let headers: [(name: String, value: String)]
        let body: [UInt8]

        func header(_ name: String) -> String? {
            headers.first { $0.name.lowercased() == name.lowercased() }?.value
        }
    }

    enum Failure: Error {
        /// The peer closed the connection (between requests, or in the middle of one).
        case closed
        /// The request broke a limit or the framing; answer `status` and close.
        case refused(status: Int, reason: String)
    }

    let socket: Socket
    /// Bytes read but not yet used: the start of the next request. At most `headLimit` +
    /// `bodyLimit` + `readSize`.
    private var buffered: [UInt8] = []

    init(socket: Socket) {
        self.socket = socket
    }

    /// The next request; before its body is read, `expectingContinue` is called if the client
    /// waits for `100 Continue` (libcurl does for larger uploads, a second, unless answered).
    mutating func next(expectingContinue: () -> Void) throws(Failure) -> Request {
        let headEnd = try readUntil([13, 10, 13, 10], limit: Self.headLimit)
        let head = String(decoding: buffered[..<headEnd], as: UTF8.self)
        buffered.removeFirst(headEnd + 4)
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count == 3 else { throw .refused(status: 400, reason: "bad request line") }
        let headers = lines.compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (
                String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            )
        }
        let request = Request(
            method: String(requestLine[0]), target: String(requestLine[1]), headers: headers, body: [])
        if request.header("expect")?.lowercased() == "100-continue" { expectingContinue() }
        let body: [UInt8]
        if request.header("transfer-encoding")?.lowercased().contains("chunked") == true {
            body = try readChunkedBody()
        } else {
            let length = Int(request.header("content-length") ?? "0") ?? -1
            guard (0...Self.bodyLimit).contains(length) else {
                throw .refused(status: 413, reason: "body of \(length) bytes")
            }
            body = try take(length)
        }
        return Request(method: request.method, target: request.target, headers: headers, body: body)
    }

    private mutating func readChunkedBody() throws(Failure) -> [UInt8] {
        var body: [UInt8] = []
        while true {
            let lineEnd = try readUntil([13, 10], limit: 1_024)
            let sizeText = String(decoding: buffered[..<lineEnd], as: UTF8.self).split(separator: ";").first
            buffered.removeFirst(lineEnd + 2)
            guard let size = Int(sizeText?.trimmingCharacters(in: .whitespaces) ?? "", radix: 16),
                size >= 0, body.count + size <= Self.bodyLimit
            else { throw .refused(status: 413, reason: "bad or oversized chunk") }
            if size == 0 {
                // Trailers, up to the blank line.
                while true {
                    let end = try readUntil([13, 10], limit: Self.headLimit)
                    buffered.removeFirst(end + 2)
                    if end == 0 { return body }
                }
            }
            body += try take(size)
            _ = try take(2)
        }
    }

    /// Reads until `buffered` holds `count` bytes, and takes them.
    private mutating func take(_ count: Int) throws(Failure) -> [UInt8] {
        while buffered.count < count { try fill() }
        defer { buffered.removeFirst(count) }
        return Array(buffered.prefix(count))
    }

    /// Reads until `buffered` contains `delimiter`; its offset.
    private mutating func readUntil(_ delimiter: [UInt8], limit: Int) throws(Failure) -> Int {
        var searched = 0
        while true {
            if let offset = Self.find(delimiter, in: buffered, from: searched) { return offset }
            searched = max(0, buffered.count - delimiter.count + 1)
            guard buffered.count <= limit else {
                throw .refused(status: 431, reason: "head over \(limit) bytes")
            }
            try fill()
        }
    }

    private mutating func fill() throws(Failure) {
        let chunk = socket.read(upTo: Self.readSize)
        guard !chunk.isEmpty else { throw .closed }
        buffered += chunk
    }

    /// The first offset at or after `start` where `needle` occurs in `bytes`.
    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
        guard needle.count <= bytes.count, start <= bytes.count - needle.count else { return nil }
        return (start...(bytes.count - needle.count)).first { offset in
            bytes[offset..<(offset + needle.count)].elementsEqual(needle)
        }
    }
}
