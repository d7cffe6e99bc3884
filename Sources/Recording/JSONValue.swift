import Foundation

/// A JSON document read back as a tree, so two encodings can be compared field by field
/// (`EncodedDiff`). A number keeps the text it was written with.
enum JSONValue: Equatable, Decodable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The tree `data` holds.
    /// - Throws: `DecodingError` when `data` is not JSON.
    static func parse(_ data: Data) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: data)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .number(String(value))
        } else if let value = try? container.decode(UInt64.self) {
            self = .number(String(value))
        } else if let value = try? container.decode(Double.self) {
            self = .number(String(value))
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// The value as compact JSON, keys sorted: how a difference shows it.
    var text: String {
        switch self {
        case .null: "null"
        case .bool(let value): String(value)
        case .number(let value): value
        case .string(let value): Self.quoted(value)
        case .array(let elements): "[" + elements.map(\.text).joined(separator: ",") + "]"
        case .object(let fields):
            "{" + fields.keys.sorted().map { "\(Self.quoted($0)):\(fields[$0]!.text)" }.joined(separator: ",")
                + "}"
        }
    }

    /// `text` as a JSON string, quotes and controls escaped.
    static func quoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case _ where scalar.value < 0x20:
                let digits = String(scalar.value, radix: 16)
                quoted += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
