/// A coding key built from any string, so one decoder can read both server generations' key spellings.
struct FlexibleKey: CodingKey, Hashable {
    let stringValue: String
    let intValue: Int?

    init(_ stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(stringValue: String) { self.init(stringValue) }

    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

extension KeyedDecodingContainer where Key == FlexibleKey {
    /// Decodes the value stored under the first of `names` that is present (e.g. `page_no`, `pageNo`).
    func decode<Value: Decodable>(_ type: Value.Type, anyOf names: String...) throws -> Value {
        for name in names where contains(FlexibleKey(name)) {
            return try namingField(name, type) { try decode(type, forKey: FlexibleKey(name)) }
        }
        throw DecodingError.keyNotFound(
            FlexibleKey(names[0]),
            .init(codingPath: codingPath, debugDescription: "missing (\(names.joined(separator: " or ")))")
        )
    }

    /// Like `decode(_:anyOf:)`, but nil when none of the keys is present or the value is null.
    func decodeIfPresent<Value: Decodable>(_ type: Value.Type, anyOf names: String...) throws -> Value? {
        for name in names where contains(FlexibleKey(name)) {
            return try namingField(name, type) { try decodeIfPresent(type, forKey: FlexibleKey(name)) }
        }
        return nil
    }

    /// Runs a decode of the field `name`, turning any error that is not a `DecodingError` into one that
    /// names the field. `JSONDecoder` reports a number its type cannot hold (`1.5` or `1e308` for an
    /// `Int`, `1e400` for a `Double`) with an error of its own that carries no path; left alone, it
    /// escapes the item's isolation and sinks the whole page as "not valid JSON".
    private func namingField<Value>(_ name: String, _ type: Any.Type, _ decode: () throws -> Value) throws
        -> Value
    {
        do {
            return try decode()
        } catch let error as DecodingError {
            throw error
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: FlexibleKey(name), in: self, debugDescription: "is a number out of range for \(type)")
        }
    }

    /// Decodes an optional server date, failing with the field's path when its format is unknown.
    func decodeDateIfPresent(_ name: String) throws -> CalendarDate? {
        guard let text = try decodeIfPresent(String.self, forKey: FlexibleKey(name)) else { return nil }
        guard let date = CalendarDate(serverText: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: FlexibleKey(name), in: self,
                debugDescription: "unknown date format \"\(text.prefix(40))\"")
        }
        return date
    }
}
