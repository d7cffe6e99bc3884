/// A response's head as a client reads it off the wire: where it ends, its status and its
/// `Content-Length`. The one reading of responses, for `LoopbackClient` (WebServer's client of the
/// tests and the benchmarks); it frames what this package's server writes and is no general HTTP
/// client (no chunked bodies, no reading to the end of the connection).
public struct ResponseHead: Sendable, Equatable {
    /// The head's bytes, its blank line included: where the body starts.
    public var length: Int
    /// The status code, or 0 when the status line has none.
    public var status: Int
    /// The declared body length (0 when there is no `Content-Length`).
    public var contentLength: Int

    /// The head and body's bytes together.
    public var responseLength: Int { length + contentLength }

    public init(length: Int, status: Int, contentLength: Int) {
        self.length = length
        self.status = status
        self.contentLength = contentLength
    }

    private static let blankLine: [UInt8] = [13, 10, 13, 10]
    private static let lengthField = Array("content-length:".utf8)

    /// The head at the start of `bytes`, or nil until all of it has come.
    public init?(parsing bytes: [UInt8]) {
        guard let end = Self.index(of: Self.blankLine, in: bytes[...]) else { return nil }
        length = end + Self.blankLine.count
        // `HTTP/1.1 200 OK`: the number after the first space.
        status = bytes[..<end].firstIndex(of: 32).map { Self.number(in: bytes[($0 + 1)..<end]) } ?? 0
        contentLength = 0
        var lineStart = (Self.index(of: [13, 10], in: bytes[..<end]) ?? end) + 2
        while lineStart < end {
            let lineEnd = Self.index(of: [13, 10], in: bytes[lineStart..<end]) ?? end
            let line = bytes[lineStart..<lineEnd]
            if line.count > Self.lengthField.count,
                zip(line, Self.lengthField).allSatisfy({ Self.lowercased($0) == $1 })
            {
                let value = line.dropFirst(Self.lengthField.count).drop { $0 == 32 || $0 == 9 }
                contentLength = Self.number(in: value)
            }
            lineStart = lineEnd + 2
        }
    }

    /// The head at the start of `text`, or nil until all of it has come.
    public init?(parsing text: String) {
        self.init(parsing: Array(text.utf8))
    }

    /// Where `needle` first starts in `bytes` (an index of `bytes`), or nil.
    private static func index(of needle: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        var index = bytes.startIndex
        while index <= bytes.endIndex - needle.count {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The decimal number at the start of `bytes` (0 when there is none).
    private static func number(in bytes: ArraySlice<UInt8>) -> Int {
        var value = 0
        for byte in bytes {
            guard (48...57).contains(byte), value < Int.max / 10 - 9 else { break }
            value = value * 10 + Int(byte - 48)
        }
        return value
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (65...90).contains(byte) ? byte + 32 : byte
    }
}
