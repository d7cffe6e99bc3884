import Foundation
import Market

/// One change a vendor made to the embedded market, as its data file keeps it: replaying the changes
/// in order on the seeded catalogue gives the market back as it was.
enum MarketChange: Codable, Equatable, Sendable {
    case registered(ProductDraft, vendorID: Int, vendorName: String)
    case edited(id: Int, ProductEdit)
    case deleted(id: Int)

    /// Makes the change in `store`; a change that no longer applies (its product gone) is an error.
    func apply(to store: inout ProductStore) throws(MarketError) {
        switch self {
        case .registered(let draft, let vendorID, let vendorName):
            _ = store.register(
                draft, by: Catalogue.vendor(id: vendorID) ?? Vendor(id: vendorID, name: vendorName))
        case .edited(let id, let edit):
            _ = try store.edit(id: id, edit)
        case .deleted(let id):
            try store.delete(id: id)
        }
    }
}
