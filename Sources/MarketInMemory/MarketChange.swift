import Foundation
import Market

/// One change a vendor made to the embedded market, as its data file keeps it: replaying the changes
/// in order on the seeded catalogue gives the market back as it was.
enum MarketChange: Codable, Equatable, Sendable {
    case registered(StoredDraft, vendorID: Int, vendorName: String)
    case edited(id: Int, StoredEdit)
    case deleted(id: Int)

    /// Makes the change in `store`; a change that no longer applies (its product gone) is an error.
    func apply(to store: inout ProductStore) throws(MarketError) {
        switch self {
        case .registered(let draft, let vendorID, let vendorName):
            _ = store.register(draft.draft, by: Vendor(id: vendorID, name: vendorName))
        case .edited(let id, let edit):
            _ = try store.edit(id: id, edit.edit)
        case .deleted(let id):
            try store.delete(id: id)
        }
    }
}

/// A `ProductDraft` as the data file writes it (images as base64).
struct StoredDraft: Codable, Equatable, Sendable {
    var name: String
    var description: String
    var price: Double
    var discountedPrice: Double
    var stock: Int
    var currency: Currency
    var images: [StoredImage]

    init(_ draft: ProductDraft) {
        name = draft.name
        description = draft.description
        price = draft.price
        discountedPrice = draft.discountedPrice
        stock = draft.stock
        currency = draft.currency
        images = draft.images.map { StoredImage(fileName: $0.fileName, data: $0.data) }
    }

    var draft: ProductDraft {
        ProductDraft(
            name: name, description: description, price: price, discountedPrice: discountedPrice,
            stock: stock,
            currency: currency, images: images.map { ImageUpload(fileName: $0.fileName, data: $0.data) })
    }
}

/// An uploaded image's name and bytes.
struct StoredImage: Codable, Equatable, Sendable {
    var fileName: String
    var data: Data
}

/// A `ProductEdit` as the data file writes it.
struct StoredEdit: Codable, Equatable, Sendable {
    var name: String?
    var description: String?
    var thumbnailID: Int?
    var price: Double?
    var currency: Currency?
    var discountedPrice: Double?
    var stock: Int?

    init(_ edit: ProductEdit) {
        name = edit.name
        description = edit.description
        thumbnailID = edit.thumbnailID
        price = edit.price
        currency = edit.currency
        discountedPrice = edit.discountedPrice
        stock = edit.stock
    }

    var edit: ProductEdit {
        ProductEdit(
            name: name, description: description, thumbnailID: thumbnailID, price: price, currency: currency,
            discountedPrice: discountedPrice, stock: stock)
    }
}
