import Foundation

/// A JSON document as a value, so a test can take a real payload apart, change one field and write it
/// back. Numbers keep their text, so a document can hold numbers no `Double` holds (`1e400`).
indirect enum JSONValue: Equatable, Sendable, Decodable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    /// One step into a document: an object's key or an array's index.
    enum Step: Hashable, Sendable, CustomStringConvertible {
        case key(String)
        case index(Int)

        var description: String {
            switch self {
            case .key(let key): ".\(key)"
            case .index(let index): "[\(index)]"
            }
        }
    }

    init(parsing data: Data) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: data)
    }

    /// Tries the kinds of value most common in the samples first: strings, then numbers. The kinds
    /// never overlap in JSON, so the order changes only how many attempts fail, and each failure is a
    /// thrown error, for which the test runner captures a backtrace.
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let integer = try? container.decode(Int.self) {
            self = .number(String(integer))
        } else if let double = try? container.decode(Double.self) {
            self = .number(String(double))
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// The document as JSON text, keys sorted; strings escaped as JSON requires, numbers as they are.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    var data: Data { Data(bytes) }

    /// The document as UTF-8 bytes, written a byte at a time rather than a scalar at a time into a
    /// `String`, which in a debug build costs several times more for the huge strings the mutations
    /// write.
    private var bytes: [UInt8] {
        var output: [UInt8] = []
        write(into: &output)
        return output
    }

    subscript(key: String) -> JSONValue? {
        if case .object(let fields) = self { fields[key] } else { nil }
    }

    var elements: [JSONValue] {
        if case .array(let elements) = self { elements } else { [] }
    }

    var keys: [String] {
        if case .object(let fields) = self { fields.keys.sorted() } else { [] }
    }

    /// The value at `path`, or nil when the path leads nowhere.
    func value(at path: [Step]) -> JSONValue? {
        guard let step = path.first else { return self }
        switch (self, step) {
        case (.object(let fields), .key(let key)): return fields[key]?.value(at: Array(path.dropFirst()))
        case (.array(let elements), .index(let index)) where elements.indices.contains(index):
            return elements[index].value(at: Array(path.dropFirst()))
        default: return nil
        }
    }

    /// The document with the value at `path` replaced, or removed when `replacement` is nil.
    func replacing(_ path: [Step], with replacement: JSONValue?) -> JSONValue {
        guard let step = path.first else { return replacement ?? .null }
        let rest = Array(path.dropFirst())
        switch (self, step) {
        case (.object(var fields), .key(let key)):
            if rest.isEmpty, replacement == nil {
                fields[key] = nil
            } else {
                fields[key] = (fields[key] ?? .null).replacing(rest, with: replacement)
            }
            return .object(fields)
        case (.array(var elements), .index(let index)) where elements.indices.contains(index):
            elements[index] = elements[index].replacing(rest, with: replacement)
            return .array(elements)
        default:
            return self
        }
    }

    private func write(into output: inout [UInt8]) {
        switch self {
        case .null: output += Array("null".utf8)
        case .bool(let value): output += Array((value ? "true" : "false").utf8)
        case .number(let text): output += Array(text.utf8)
        case .string(let text): Self.writeString(text, into: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                element.write(into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let fields):
            output.append(UInt8(ascii: "{"))
            for (index, key) in fields.keys.sorted().enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.writeString(key, into: &output)
                output.append(UInt8(ascii: ":"))
                fields[key]!.write(into: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// `text` quoted, with `"`, `\` and the controls below U+0020 escaped; the runs between them are
    /// copied whole.
    private static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            var index = nextEscape(in: bytes, from: 0)
            while index < bytes.count {
                output.append(contentsOf: bytes[start..<index])
                output += escaped(bytes[index])
                start = index + 1
                index = nextEscape(in: bytes, from: start)
            }
            output.append(contentsOf: bytes[start...])
        }
        output.append(UInt8(ascii: "\""))
    }

    /// The offset of the first byte from `start` on that needs escaping, or `bytes.count`. Eight bytes
    /// are tested at once (a byte below 0x20, or equal to `"` or `\`, found with the usual bit trick
    /// for a zero byte in a word): the mutations write strings of 100,000 characters many times, and
    /// a debug build costs tens of nanoseconds a byte tested one at a time.
    private static func nextEscape(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
        var index = start
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let belowSpace = (word &- ones &* 0x20) & ~word & highs != 0
                if belowSpace || hasZeroByte(word ^ (ones &* 0x22)) || hasZeroByte(word ^ (ones &* 0x5C)) {
                    break
                }
                index += 8
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return index }
            index += 1
        }
        return index
    }

    /// The escape of `"`, `\` or a control byte.
    private static func escaped(_ byte: UInt8) -> [UInt8] {
        guard byte < 0x20 else { return [UInt8(ascii: "\\"), byte] }
        let hexDigits = Array("0123456789abcdef".utf8)
        return Array("\\u00".utf8) + [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
    }
}
