import Foundation

/// One line of a recording: a value as one line of JSON (keys sorted, so equal values make equal
/// lines), and back, with errors naming the line and the field.
enum RecordingLine {
    static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func decode<Value: Decodable>(
        _ type: Value.Type, from text: Substring, line: Int, limits: RecordingLimits
    ) throws(RecordingError) -> Value {
        guard text.utf8.count <= limits.maxLineBytes else {
            throw RecordingError(
                line: line,
                "the line is \(text.utf8.count) bytes, over the \(limits.maxLineBytes) one may hold")
        }
        do {
            return try JSONDecoder().decode(Value.self, from: Data(text.utf8))
        } catch let error as DecodingError {
            throw RecordingError(line: line, describe(error, in: text))
        } catch {
            throw RecordingError(line: line, "not JSON: \(error)")
        }
    }

    /// What a decoding error says, the path of the field first (`event.counter`), and for a value of
    /// the wrong kind, that value as `text` has it (an event's unknown case is named there).
    private static func describe(_ error: DecodingError, in text: Substring) -> String {
        func path(_ context: DecodingError.Context, _ key: (any CodingKey)? = nil) -> String {
            let keys = context.codingPath + (key.map { [$0] } ?? [])
            let names = keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return names.isEmpty ? "the line" : "'" + names.joined(separator: ".") + "'"
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context, key)) is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            let found = value(at: context.codingPath, in: text).map { ", \($0)" } ?? ""
            return "\(path(context)) is not what this app records\(found): \(context.debugDescription)"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty
                ? "not a JSON object: \(context.underlyingError.map { "\($0)" } ?? context.debugDescription)"
                : "\(path(context)): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }

    /// The most characters of a value an error quotes.
    static let longestQuoted = 60

    /// The JSON at `path` in `text`, as one line cut after `longestQuoted` characters; nil when there
    /// is none.
    private static func value(at path: [any CodingKey], in text: Substring) -> String? {
        guard var found = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
        else { return nil }
        for key in path {
            if let index = key.intValue, let array = found as? [Any], array.indices.contains(index) {
                found = array[index]
            } else if let object = found as? [String: Any], let value = object[key.stringValue] {
                found = value
            } else {
                return nil
            }
        }
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: found, options: [.sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed])
        else { return nil }
        let quoted = String(decoding: data, as: UTF8.self)
        guard quoted.count > longestQuoted else { return quoted }
        return "\(quoted.prefix(longestQuoted))… (\(quoted.count) characters in all)"
    }
}
