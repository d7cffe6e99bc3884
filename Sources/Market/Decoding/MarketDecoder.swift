import Foundation

/// Decodes server payloads into `Market` models and turns every failure into a `MarketError` that
/// names the field (empty when the whole document is unreadable).
public enum MarketDecoder {
    public static func decode<Value: ServerDecodable>(_ type: Value.Type, from data: Data) throws(MarketError)
        -> Value
    {
        do {
            return try JSONDecoder().decode(ServerShape<Value>.self, from: data).value
        } catch let error as DecodingError {
            throw .decoding(field: error.fieldPath, reason: error.reason)
        } catch {
            throw .decoding(field: "", reason: "is not valid JSON")
        }
    }
}
