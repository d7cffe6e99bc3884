/// The ways a field of a payload is broken, and what each field tolerates: the expectations the
/// hostile-server tests hold every decoded sample to.
enum FieldKind: Equatable, Sendable {
    case requiredInt, optionalInt, requiredDouble, optionalDouble
    case requiredString, optionalString, date, optionalBool
    case requiredArray, optionalArray, optionalObject
    /// A key the decoder does not read (`offset`, `limit`, `has_prev`): nothing done to it matters.
    case ignored

    var isOptional: Bool {
        switch self {
        case .optionalInt, .optionalDouble, .optionalString, .date, .optionalBool, .optionalArray,
            .optionalObject, .ignored:
            true
        default: false
        }
    }

    var isString: Bool { self == .requiredString || self == .optionalString }
    var isDouble: Bool { self == .requiredDouble || self == .optionalDouble }
    var isInteger: Bool { self == .requiredInt || self == .optionalInt }
}

/// One way of breaking a field.
struct Mutation: CustomStringConvertible, Sendable {
    let description: String
    /// The broken value; nil removes the key.
    let apply: @Sendable (JSONValue) -> JSONValue?
    /// Whether a field of this kind still decodes after the mutation.
    let keeps: @Sendable (FieldKind) -> Bool

    static let hugeString = String(repeating: "가", count: 100_000)
    static let hugeStringDescription = "a 100k-character string"

    static let all: [Mutation] = [
        Mutation(description: "dropped", apply: { _ in nil }, keeps: { $0.isOptional }),
        Mutation(description: "null", apply: { _ in .null }, keeps: { $0.isOptional }),
        Mutation(description: "of another type", apply: wrongType, keeps: { $0 == .ignored }),
        Mutation(
            description: hugeStringDescription, apply: { _ in .string(hugeString) },
            keeps: { $0.isString || $0 == .ignored }),
        Mutation(
            description: "1e308", apply: { _ in .number("1e308") }, keeps: { $0.isDouble || $0 == .ignored }),
        Mutation(
            description: "-1", apply: { _ in .number("-1") },
            keeps: { $0.isDouble || $0.isInteger || $0 == .ignored }),
        Mutation(
            description: "1.5", apply: { _ in .number("1.5") }, keeps: { $0.isDouble || $0 == .ignored }),
        Mutation(description: "1e400", apply: { _ in .number("1e400") }, keeps: { $0 == .ignored }),
        Mutation(
            description: "99999999999999999999", apply: { _ in .number("99999999999999999999") },
            keeps: { $0.isDouble || $0 == .ignored }),
        Mutation(
            description: "\"1e400\" as text", apply: { _ in .string("1e400") },
            keeps: { $0.isString || $0 == .ignored }),
        Mutation(
            description: "\"NaN\" as text", apply: { _ in .string("NaN") },
            keeps: { $0.isString || $0 == .ignored }),
        Mutation(
            description: "a day-first date", apply: { _ in .string("04/01/2022") },
            keeps: { $0.isString || $0 == .ignored }),
        Mutation(
            description: "a date with a time zone", apply: { _ in .string("2022-01-04T00:00:00Z") },
            keeps: { $0.isString || $0 == .ignored }),
        Mutation(
            description: "month 13", apply: { _ in .string("2022-13-04T00:00:00") },
            keeps: { $0.isString || $0 == .ignored }),
        Mutation(
            description: "empty text", apply: { _ in .string("") }, keeps: { $0.isString || $0 == .ignored }),
    ]

    @Sendable private static func wrongType(_ value: JSONValue) -> JSONValue? {
        switch value {
        case .string: .number("42")
        case .number: .string("42")
        case .bool: .string("true")
        case .array: .object([:])
        case .object: .array([])
        case .null: .bool(true)
        }
    }
}

/// What each key of the sample payloads is to the decoder.
enum PayloadFields {
    static let item: [String: FieldKind] = [
        "id": .requiredInt, "vendor_id": .optionalInt, "vendorName": .optionalString, "name": .requiredString,
        "description": .optionalString, "thumbnail": .optionalString, "currency": .requiredString,
        "price": .requiredDouble, "bargain_price": .optionalDouble, "discounted_price": .optionalDouble,
        "stock": .requiredInt, "created_at": .date, "issued_at": .date,
    ]

    static let detail: [String: FieldKind] = item.merging([
        "images": .optionalArray, "vendors": .optionalObject,
    ]) { first, _ in first }

    static let image: [String: FieldKind] = [
        "id": .requiredInt, "url": .requiredString, "thumbnail_url": .optionalString,
        "succeed": .optionalBool,
        "issued_at": .date,
    ]

    static let vendor: [String: FieldKind] = [
        "id": .requiredInt, "name": .requiredString, "created_at": .date, "issued_at": .date,
    ]

    static let page: [String: FieldKind] = [
        "page_no": .requiredInt, "pageNo": .requiredInt, "items_per_page": .requiredInt,
        "itemsPerPage": .requiredInt, "total_count": .requiredInt, "totalCount": .requiredInt,
        "last_page": .requiredInt, "lastPage": .requiredInt, "has_next": .optionalBool,
        "hasNext": .optionalBool,
        "pages": .requiredArray, "offset": .ignored, "limit": .ignored, "has_prev": .ignored,
        "hasPrev": .ignored,
    ]

    /// The snake_case name the decoder reports for a missing camelCase page key.
    static let snakeCase = [
        "pageNo": "page_no", "itemsPerPage": "items_per_page", "totalCount": "total_count",
        "lastPage": "last_page",
    ]
}
