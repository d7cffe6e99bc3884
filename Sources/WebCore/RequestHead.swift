import Foundation

/// A request line and its header fields, parsed strictly, before any of the body is read.
public struct RequestHead: Sendable {
    public var method: String
    public var target: String
    /// `HTTP/1.1` or `HTTP/1.0`.
    public var version: String
    public var pathSegments: [String]
    public var query: [(name: String, value: String)]
    public var headers: HTTPHeaders

    /// The declared body length (0 when there is no `Content-Length`).
    public var contentLength: Int {
        headers["content-length"].flatMap { Int($0) } ?? 0
    }

    /// Whether the connection may serve another request after this one.
    public var keepsAlive: Bool {
        let connection = headers["connection"]?.lowercased() ?? ""
        if version == "HTTP/1.0" { return connection == "keep-alive" }
        return connection != "close"
    }

    /// Whether the request asks to become a WebSocket (`Upgrade` names `websocket`).
    public var asksForWebSocket: Bool {
        headers.values("Upgrade").contains { value in
            value.split(separator: ",").contains {
                $0.trimmingCharacters(in: [" ", "\t"]).lowercased() == "websocket"
            }
        }
    }

    /// Whether the client waits for `100 Continue` before sending the body.
    public var expectsContinue: Bool {
        headers["expect"]?.lowercased() == "100-continue"
    }
}

/// Why a request head was refused; `status` is the answer (400, 411, 414, 431, 501 or 505).
public struct RequestHeadError: Error, Equatable, Sendable, CustomStringConvertible {
    public var status: Int
    public var description: String

    init(_ status: Int, _ description: String) {
        self.status = status
        self.description = description
    }
}

/// Parses request heads: `METHOD SP origin-form SP HTTP/1.x CRLF`, fields `name: value CRLF`, a blank
/// line. Bare LF, obsolete line folding, whitespace before a colon, absolute targets, a missing or
/// repeated `Host`, conflicting lengths and any `Transfer-Encoding` (chunked bodies are refused: 411)
/// are errors, never guessed around.
public enum RequestHeadParser {
    /// Where the head ends in `buffer` (the index just past `CRLF CRLF`), or nil if it has not yet.
    public static func endOfHead(in buffer: [UInt8]) -> Int? {
        guard buffer.count >= 4 else { return nil }
        var index = 3
        while index < buffer.count {
            if buffer[index] == 10, buffer[index - 1] == 13, buffer[index - 2] == 10, buffer[index - 3] == 13
            {
                return index + 1
            }
            index += 1
        }
        return nil
    }

    /// Parses a complete head (`bytes` ends with `CRLF CRLF`).
    public static func parse(_ bytes: ArraySlice<UInt8>, limits: HTTPLimits) throws(RequestHeadError)
        -> RequestHead
    {
        guard bytes.count <= limits.maxHeadBytes else { throw RequestHeadError(431, "head too large") }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw RequestHeadError(400, "head is not UTF-8")
        }
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
        guard lines.count >= 3, lines.removeLast().isEmpty, lines.removeLast().isEmpty else {
            throw RequestHeadError(400, "head does not end with a blank line")
        }
        guard !lines.contains(where: { $0.contains("\r") || $0.contains("\n") || $0.contains("\0") }) else {
            throw RequestHeadError(400, "stray CR, LF or NUL in the head")
        }
        var head = try requestLine(lines.removeFirst(), limits: limits)
        guard lines.count <= limits.maxHeaderCount else { throw RequestHeadError(431, "too many fields") }
        for line in lines {
            let (name, value) = try field(line)
            head.headers.add(name, value)
        }
        try checkFraming(head.headers, version: head.version)
        return head
    }

    private static func requestLine(_ line: Substring, limits: HTTPLimits) throws(RequestHeadError)
        -> RequestHead
    {
        let parts = line.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, isToken(parts[0]) else {
            throw RequestHeadError(400, "malformed request line")
        }
        let version = String(parts[2])
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            throw RequestHeadError(version.hasPrefix("HTTP/") ? 505 : 400, "unsupported version")
        }
        let target = parts[1]
        guard target.utf8.count <= limits.maxTargetBytes else {
            throw RequestHeadError(414, "target too long")
        }
        guard target.hasPrefix("/"), !target.contains("#"),
            target.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F })
        else { throw RequestHeadError(400, "target is not a path") }
        let pathAndQuery = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var segments: [String] = []
        let rawPath = pathAndQuery[0].dropFirst()
        for raw in rawPath.isEmpty ? [] : rawPath.split(separator: "/", omittingEmptySubsequences: false) {
            guard let segment = PercentDecoding.decode(raw, plusIsSpace: false) else {
                throw RequestHeadError(400, "malformed percent-encoding in the path")
            }
            segments.append(segment)
        }
        guard
            let query = pathAndQuery.count > 1
                ? PercentDecoding.pairs(pathAndQuery[1], limit: limits.maxHeaderCount) : []
        else { throw RequestHeadError(400, "malformed query") }
        return RequestHead(
            method: String(parts[0]), target: String(target), version: version, pathSegments: segments,
            query: query, headers: HTTPHeaders())
    }

    private static func field(_ line: Substring) throws(RequestHeadError) -> (String, String) {
        guard let colon = line.firstIndex(of: ":") else {
            throw RequestHeadError(400, "field without a colon")
        }
        let name = line[..<colon]
        guard isToken(name) else { throw RequestHeadError(400, "malformed field name") }
        let value = line[line.index(after: colon)...].trimmingCharacters(
            in: CharacterSet(charactersIn: " \t"))
        guard value.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F || $0 == "\t" }) else {
            throw RequestHeadError(400, "control character in a field value")
        }
        return (String(name), value)
    }

    private static func checkFraming(_ headers: HTTPHeaders, version: String) throws(RequestHeadError) {
        let hosts = headers.values("host")
        if version == "HTTP/1.1", hosts.count != 1 { throw RequestHeadError(400, "need exactly one Host") }
        if hosts.count > 1 { throw RequestHeadError(400, "repeated Host") }
        if !headers.values("transfer-encoding").isEmpty {
            throw RequestHeadError(411, "Transfer-Encoding bodies are refused; send Content-Length")
        }
        let lengths = headers.values("content-length")
        guard lengths.count <= 1 else { throw RequestHeadError(400, "repeated Content-Length") }
        if let length = lengths.first {
            guard !length.isEmpty, length.count <= 18, length.allSatisfy(\.isASCII),
                length.allSatisfy(\.isNumber)
            else { throw RequestHeadError(400, "malformed Content-Length") }
        }
    }

    /// RFC 9110 `token`: visible ASCII except separators.
    private static func isToken(_ text: Substring) -> Bool {
        !text.isEmpty
            && text.unicodeScalars.allSatisfy { scalar in
                scalar.value > 0x20 && scalar.value < 0x7F
                    && !"\"(),/:;<=>?@[\\]{}".unicodeScalars.contains(scalar)
            }
    }
}
