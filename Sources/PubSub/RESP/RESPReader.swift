/// Reads RESP values from bytes as they come (sans-IO): feed what the socket gave, take each whole
/// value. Bounded: a value larger than `maxValueBytes` in all, an array of more than `maxElements`,
/// or nesting deeper than `maxDepth` is refused before it is buffered further, so a hostile server
/// cannot make the reader hold more than `maxValueBytes` plus one read.
public struct RESPReader {
    /// Why the bytes are not a value this reader takes.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// Not RESP: the byte and what was wrong.
        case malformed(String)
        /// Past a limit: which.
        case tooLarge(String)

        public var description: String {
            switch self {
            case .malformed(let reason): "not RESP: \(reason)"
            case .tooLarge(let reason): "too large: \(reason)"
            }
        }
    }

    /// The most bytes one value may take, framing included.
    public let maxValueBytes: Int
    /// The most elements an array may have.
    public let maxElements: Int
    /// The deepest an array may nest.
    public let maxDepth: Int

    private var buffer: [UInt8] = []
    /// Where the next value starts in `buffer`.
    private var start = 0

    public init(maxValueBytes: Int = 1 << 20, maxElements: Int = 1024, maxDepth: Int = 4) {
        self.maxValueBytes = maxValueBytes
        self.maxElements = maxElements
        self.maxDepth = maxDepth
    }

    /// The bytes held that no whole value has taken yet.
    public var bufferedBytes: Int { buffer.count - start }

    /// Adds what was read.
    public mutating func feed(_ bytes: some Collection<UInt8>) {
        if start > 0, start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next whole value, or nil until more bytes come. Throws when the bytes are not RESP or the
    /// value is past a limit; the reader is then of no further use (close the connection).
    public mutating func next() throws(Failure) -> RESPValue? {
        guard let (value, end) = try parse(at: start, depth: 0) else {
            if bufferedBytes > maxValueBytes {
                throw .tooLarge("a value of more than \(maxValueBytes) bytes")
            }
            return nil
        }
        guard end - start <= maxValueBytes else {
            throw .tooLarge("a value of more than \(maxValueBytes) bytes")
        }
        start = end
        if start > 4096, start * 2 > buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
        return value
    }

    /// The value at `position` and where it ends, or nil when it has not all come.
    private func parse(at position: Int, depth: Int) throws(Failure) -> (RESPValue, Int)? {
        guard position < buffer.count else { return nil }
        guard let (line, next) = try line(at: position + 1) else { return nil }
        switch buffer[position] {
        case UInt8(ascii: "+"):
            return (.simple(String(decoding: line, as: UTF8.self)), next)
        case UInt8(ascii: "-"):
            return (.error(String(decoding: line, as: UTF8.self)), next)
        case UInt8(ascii: ":"):
            return (.integer(try Self.integer(line, of: "integer")), next)
        case UInt8(ascii: "$"):
            let length = try Self.integer(line, of: "bulk length")
            if length == -1 { return (.bulk(nil), next) }
            guard length >= 0 else { throw .malformed("bulk length \(length)") }
            guard length <= maxValueBytes else { throw .tooLarge("a bulk string of \(length) bytes") }
            guard buffer.count >= next + length + 2 else { return nil }
            guard buffer[next + length] == 13, buffer[next + length + 1] == 10 else {
                throw .malformed("a bulk string not ended by CRLF")
            }
            return (.bulk(Array(buffer[next..<(next + length)])), next + length + 2)
        case UInt8(ascii: "*"):
            let count = try Self.integer(line, of: "array length")
            if count == -1 { return (.array(nil), next) }
            guard count >= 0 else { throw .malformed("array length \(count)") }
            guard count <= maxElements else { throw .tooLarge("an array of \(count) elements") }
            guard depth < maxDepth else { throw .tooLarge("arrays nested deeper than \(maxDepth)") }
            var elements: [RESPValue] = []
            var end = next
            for _ in 0..<count {
                guard let (element, after) = try parse(at: end, depth: depth + 1) else { return nil }
                elements.append(element)
                end = after
            }
            return (.array(elements), end)
        case let type:
            throw .malformed("type byte \(type)")
        }
    }

    /// The bytes from `position` to the next CRLF and where the line after starts, or nil when the
    /// CRLF has not come. A line longer than 1 KB is no header of a value.
    private func line(at position: Int) throws(Failure) -> (ArraySlice<UInt8>, Int)? {
        var index = position
        while index + 1 < buffer.count {
            if buffer[index] == 13 {
                guard buffer[index + 1] == 10 else { throw .malformed("CR without LF") }
                return (buffer[position..<index], index + 2)
            }
            index += 1
            if index - position > Self.maxLineBytes {
                throw .tooLarge("a line of more than \(Self.maxLineBytes) bytes")
            }
        }
        if buffer.count - position > Self.maxLineBytes {
            throw .tooLarge("a line of more than \(Self.maxLineBytes) bytes")
        }
        return nil
    }

    /// The longest simple string, error or length line.
    static let maxLineBytes = 1024

    private static func integer(_ line: ArraySlice<UInt8>, of what: String) throws(Failure) -> Int {
        guard let value = Int(String(decoding: line, as: UTF8.self)) else {
            throw .malformed("\(what) '\(String(decoding: line.prefix(32), as: UTF8.self))'")
        }
        return value
    }
}
