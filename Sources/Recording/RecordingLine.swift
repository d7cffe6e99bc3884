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
            throw RecordingError(line: line, describe(error))
        } catch {
            throw RecordingError(line: line, "not JSON: \(error)")
        }
    }

    /// What a decoding error says, the path of the field first (`event.counter`).
    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context, _ key: (any CodingKey)? = nil) -> String {
            let keys = context.codingPath + (key.map { [$0] } ?? [])
            let names = keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return names.isEmpty ? "the line" : "'" + names.joined(separator: ".") + "'"
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context, key)) is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(path(context)) is not what this app records: \(context.debugDescription)"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty
                ? "not a JSON object: \(context.underlyingError.map { "\($0)" } ?? context.debugDescription)"
                : "\(path(context)): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}
