import Foundation
import Market

/// The live data of a market data file: its changes folded to the fewest that give the same market.
/// A registration later deleted goes with its edits, the edits of a product become one, and the ids
/// keep their numbers (a registration says its id; the last record says the last id given).
enum MarketDataCompaction {
    /// The live changes of `contents`, in an order that replays: deletions of catalogue products,
    /// registrations by id, the edits, then the last id given.
    static func liveChanges(of contents: MarketDataContents) -> [MarketChange] {
        var lastID = max(1, contents.header.productCount)
        var registrations: [Int: MarketChange] = [:]
        var edits: [Int: ProductEdit] = [:]
        var deletedFromCatalogue: [Int] = []
        for change in contents.changes {
            switch change {
            case .registered(let draft, let vendorID, let vendorName, let given):
                let id = given ?? lastID + 1
                lastID = max(lastID, id)
                registrations[id] = .registered(draft, vendorID: vendorID, vendorName: vendorName, id: id)
            case .edited(let id, let edit):
                edits[id] = edits[id].map { $0.followed(by: edit) } ?? edit
            case .deleted(let id):
                if registrations.removeValue(forKey: id) == nil { deletedFromCatalogue.append(id) }
                edits[id] = nil
            case .idsGiven(let last):
                lastID = max(lastID, last)
            }
        }
        return deletedFromCatalogue.map { .deleted(id: $0) }
            + registrations.sorted { $0.key < $1.key }.map(\.value)
            + edits.sorted { $0.key < $1.key }.map { .edited(id: $0.key, $0.value) }
            + [.idsGiven(through: lastID)]
    }

    /// The file `contents` describes, rewritten to its live data: its header, then its live changes.
    static func rewritten(_ contents: MarketDataContents) throws -> Data {
        var header = contents.header
        header.format = MarketDataFile.format
        var bytes = try MarketDataFile.line(header)
        for change in liveChanges(of: contents) { bytes += try MarketDataFile.line(change) }
        return bytes
    }
}

extension ProductEdit {
    /// This edit, then `later`: the fields `later` names, the others as this one left them.
    fileprivate func followed(by later: ProductEdit) -> ProductEdit {
        ProductEdit(
            name: later.name ?? name, description: later.description ?? description,
            thumbnailID: later.thumbnailID ?? thumbnailID, price: later.price ?? price,
            currency: later.currency ?? currency,
            discountedPrice: later.discountedPrice ?? discountedPrice, stock: later.stock ?? stock)
    }
}
