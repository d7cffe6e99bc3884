import Foundation
import Market

/// One change a vendor made to the embedded market, as its data file keeps it (one record a line):
/// replaying the changes in order on the seeded catalogue gives the market back as it was.
enum MarketChange: Codable, Equatable, Sendable {
    /// A registration; `id` is nil when it took the next id (as it is appended), and given when a
    /// compaction wrote it after dropping the registrations deleted before it.
    case registered(ProductDraft, vendorID: Int, vendorName: String, id: Int? = nil)
    case edited(id: Int, ProductEdit)
    case deleted(id: Int)
    /// Every id up to this one has been given (a compaction's last record), so none is given twice.
    case idsGiven(through: Int)

    /// Makes the change in `store`; a change that no longer applies (its product gone) is an error.
    func apply(to store: inout ProductStore) throws(MarketError) {
        switch self {
        case .registered(let draft, let vendorID, let vendorName, let id):
            _ = store.register(
                draft, by: Catalogue.vendor(id: vendorID) ?? Vendor(id: vendorID, name: vendorName), id: id)
        case .edited(let id, let edit):
            _ = try store.edit(id: id, edit)
        case .deleted(let id):
            try store.delete(id: id)
        case .idsGiven(let last):
            store.reserveIDs(through: last)
        }
    }
}
