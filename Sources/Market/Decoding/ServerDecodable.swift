/// A model read from the server's JSON, in either generation's shape (`MarketDecoder`).
///
/// Apart from `Decodable` on purpose: a model's own `Codable` is its form in a recording of the app
/// (its fields as they are, read back exactly as written), while the server's shapes are only read,
/// and lose what the server does not send (a seller's names in other languages, a page's failures).
public protocol ServerDecodable {
    /// Reads the value as the server writes it, failing with the path of the field that is wrong.
    init(server decoder: any Decoder) throws
}

/// A `ServerDecodable` read in the server's shape where a `Decodable` is asked for: a payload, or a
/// value nested in one.
struct ServerShape<Value: ServerDecodable>: Decodable {
    let value: Value

    init(from decoder: any Decoder) throws {
        value = try Value(server: decoder)
    }
}
