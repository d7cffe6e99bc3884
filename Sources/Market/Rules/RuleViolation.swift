/// A field of a product that a person fills in. As a dictionary's key it encodes as its name, so a
/// dictionary of fields encodes as an object (keys sorted in a state's digest), not in hash order.
public enum ProductField: String, Hashable, Sendable, Codable, CodingKeyRepresentable, CaseIterable {
    case images, name, price, discountedPrice, stock, currency, description
}

/// One broken rule: which field, and which of its rules.
public struct RuleViolation: Hashable, Sendable, Codable, CustomStringConvertible {
    public var field: ProductField
    public var rule: Rule

    public init(_ field: ProductField, _ rule: Rule) {
        self.field = field
        self.rule = rule
    }

    /// The rules of the contract (docs/Contract.md §7).
    public enum Rule: Hashable, Sendable, Codable {
        case tooShort(minimum: Int)
        case tooLong(maximum: Int)
        case negative
        case discountAbovePrice
        case unsupportedCurrency(String)
        case tooFew(minimum: Int)
        case tooMany(maximum: Int)
        case notAnImage(index: Int, fileName: String)
        case imageTooLarge(index: Int, bytes: Int, limit: Int)
        /// A control character (U+0000, an escape…) or a bidirectional override or isolate (U+202E…),
        /// which could hide or reorder what others read (visual spoofing).
        case invisibleCharacters
    }

    /// The server-style message, as the in-memory market answers it.
    public var description: String {
        switch rule {
        case .tooShort(let minimum): "\(field.rawValue) must have at least \(minimum) characters"
        case .tooLong(let maximum): "\(field.rawValue) must have at most \(maximum) characters"
        case .negative: "\(field.rawValue) must not be negative"
        case .discountAbovePrice: "\(field.rawValue) must not be above price"
        case .unsupportedCurrency(let code): "\(field.rawValue) \(code) is not KRW or USD"
        case .tooFew(let minimum): "\(field.rawValue) needs at least \(minimum)"
        case .tooMany(let maximum): "\(field.rawValue) allows at most \(maximum)"
        case .notAnImage(let index, _): "\(field.rawValue)[\(index)] is not a JPEG or PNG"
        case .imageTooLarge(let index, let bytes, let limit):
            "\(field.rawValue)[\(index)] has \(bytes) bytes, limit \(limit)"
        case .invisibleCharacters: "\(field.rawValue) must not contain control or direction characters"
        }
    }
}
