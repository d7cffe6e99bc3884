/// The currency a product is priced in.
///
/// The server documents `KRW` and `USD`, but stores whatever string a client sent, so any other code is
/// kept as it is (`.other("JPY")`) rather than failing to decode.
public enum Currency: Hashable, Sendable {
    case krw
    case usd
    case other(String)

    /// The currencies a person can choose when registering a product.
    public static let selectable: [Currency] = [.krw, .usd]

    /// Creates a currency from its ISO code as the server writes it.
    public init(code: String) {
        switch code {
        case "KRW": self = .krw
        case "USD": self = .usd
        default: self = .other(code)
        }
    }

    /// The ISO code sent to and received from the server.
    public var code: String {
        switch self {
        case .krw: "KRW"
        case .usd: "USD"
        case .other(let code): code
        }
    }

    /// Whether amounts in this currency have fraction digits (KRW has none).
    public var hasMinorUnits: Bool { self != .krw }
}

extension Currency: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(code: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }
}
