import Foundation
import Market

/// The fields a registration's `params` part or an edit's body carries (docs/Contract.md §3, with the
/// second generation's `description`), each optional as it arrives; `draft(images:)` and `edit` say
/// which are required.
struct ProductParams: ServerDecodable {
    var name: String?
    var description: String?
    var price: Double?
    var currency: String?
    var discountedPrice: Double?
    var stock: Int?
    var thumbnailID: Int?
    /// The vendor's password, which every change carries.
    var secret: String?

    enum Key: String, CodingKey {
        case name, description, price, currency, stock, secret
        case discountedPrice = "discounted_price", thumbnailID = "thumbnail_id"
    }

    init(server decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        price = try container.decodeIfPresent(Double.self, forKey: .price)
        currency = try container.decodeIfPresent(String.self, forKey: .currency)
        discountedPrice = try container.decodeIfPresent(Double.self, forKey: .discountedPrice)
        stock = try container.decodeIfPresent(Int.self, forKey: .stock)
        thumbnailID = try container.decodeIfPresent(Int.self, forKey: .thumbnailID)
        secret = try container.decodeIfPresent(String.self, forKey: .secret)
    }

    /// Reads `data` as a JSON object of these fields; a field of the wrong type is a 400 naming it
    /// under `part` (`params.price has the wrong type…`).
    static func read(_ data: Data, part: String) throws(MarketError) -> ProductParams {
        do {
            return try MarketDecoder.decode(ProductParams.self, from: data)
        } catch .decoding(let field, let reason) {
            let name = field.isEmpty ? part : "\(part).\(field)"
            throw .server(status: 400, message: "\(name) \(reason)")
        } catch {
            throw error
        }
    }

    /// The password, which every change must carry.
    func requiredSecret(in part: String) throws(MarketError) -> String {
        guard let secret else { throw .server(status: 400, message: "\(part) is missing: secret") }
        return secret
    }

    /// A registration of these fields and `images`; the name, description, price, currency and secret
    /// are required (a 400 names those missing), the discount and stock default to 0.
    func draft(images: [ImageUpload]) throws(MarketError) -> ProductDraft {
        let missing = [
            ("name", name == nil), ("description", description == nil), ("price", price == nil),
            ("currency", currency == nil), ("secret", secret == nil),
        ].filter(\.1).map(\.0)
        guard missing.isEmpty, let name, let description, let price, let currency else {
            throw .server(status: 400, message: "params is missing: \(missing.joined(separator: ", "))")
        }
        return ProductDraft(
            name: name, description: description, price: price, discountedPrice: discountedPrice ?? 0,
            stock: stock ?? 0, currency: Currency(code: currency), images: images)
    }

    /// An edit of the fields present; the market checks them against the product.
    var edit: ProductEdit {
        ProductEdit(
            name: name, description: description, thumbnailID: thumbnailID, price: price,
            currency: currency.map(Currency.init(code:)), discountedPrice: discountedPrice, stock: stock)
    }
}
