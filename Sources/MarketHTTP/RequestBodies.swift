import Foundation
import Market

/// The JSON bodies the client sends, with the key spellings of the chosen server generation.
enum RequestBodies {
    /// The `params` part of a registration.
    static func registration(_ draft: ProductDraft, password: String, api: APIVersion) -> Data {
        encode([
            "name": .string(draft.name),
            api.descriptionKey: .string(draft.description),
            "price": .number(draft.price),
            "currency": .string(draft.currency.code),
            "discounted_price": .number(draft.discountedPrice),
            "stock": .number(Double(draft.stock)),
            "secret": .string(password),
        ])
    }

    /// A PATCH body: the secret and only the fields that change.
    static func edit(_ edit: ProductEdit, password: String, api: APIVersion) -> Data {
        var fields: [String: JSONValue] = ["secret": .string(password)]
        if let name = edit.name { fields["name"] = .string(name) }
        if let description = edit.description { fields[api.descriptionKey] = .string(description) }
        if let thumbnailID = edit.thumbnailID { fields["thumbnail_id"] = .number(Double(thumbnailID)) }
        if let price = edit.price { fields["price"] = .number(price) }
        if let currency = edit.currency { fields["currency"] = .string(currency.code) }
        if let discountedPrice = edit.discountedPrice {
            fields["discounted_price"] = .number(discountedPrice)
        }
        if let stock = edit.stock { fields["stock"] = .number(Double(stock)) }
        return encode(fields)
    }

    static func secret(_ password: String) -> Data {
        encode(["secret": .string(password)])
    }

    private static func encode(_ fields: [String: JSONValue]) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(fields)) ?? Data("{}".utf8)
    }
}

/// A JSON scalar; whole numbers are written without a fraction (`1000`, not `1000.0`).
enum JSONValue: Encodable {
    case string(String)
    case number(Double)

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let text): try container.encode(text)
        case .number(let value):
            if value.rounded() == value, abs(value) < 1e15 {
                try container.encode(Int64(value))
            } else {
                try container.encode(value)
            }
        }
    }
}
