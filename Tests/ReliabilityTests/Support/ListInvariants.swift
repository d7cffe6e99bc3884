import LoopTesting
import Market
import Presenters
import Recording
import Screens

/// The invariants of a product list, whoever drives it: unique products, bounded selection and scroll
/// position, no deleted product shown, and paging that waits for exactly what is in flight.
enum ListInvariants {
    /// The first broken invariant of `list`, or nil.
    static func broken(_ list: ProductListState, deleted: Set<Int>) -> String? {
        let ids = list.products.map(\.id)
        if Set(ids).count != ids.count {
            let repeated = Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
            return "the list holds product \(repeated) more than once"
        }
        for (index, id) in ids.enumerated() where list.products.index(ofID: id) != index {
            return
                "the list finds product \(id) at \(String(describing: list.products.index(ofID: id))), not \(index)"
        }
        if let id = ids.first(where: deleted.contains) { return "deleted product \(id) is back in the list" }
        if let selection = list.selection, !ids.indices.contains(selection) {
            return "selection \(selection) is outside the \(ids.count) products"
        }
        if list.top < 0 || (ids.isEmpty ? list.top != 0 : list.top >= ids.count) {
            return "top \(list.top) is outside the \(ids.count) products"
        }
        if list.top % list.columns != 0 {
            return "top \(list.top) does not start a row of \(list.columns)"
        }
        let view = list.viewState(.english)
        if let id = view.cells.map(\.id).first(where: deleted.contains) {
            return "deleted product \(id) is drawn"
        }
        if view.cells.map(\.id) != Array(ids[list.visibleRange]) {
            return "the cells drawn are not the products in view"
        }
        if view.cells.count > list.capacity {
            return "\(view.cells.count) cells drawn in room for \(list.capacity)"
        }
        return nil
    }

    /// Paging against the page requests emitted and not answered yet: at most one of the current
    /// generation, and the list waits for it and only for it.
    static func broken(_ pagination: Pagination, unanswered: [PageRequest]) -> String? {
        let current = Set(unanswered.filter { $0.generation == pagination.generation })
        if current.count > 1 {
            return "\(current.count) page requests of generation \(pagination.generation) are in flight: "
                + current.map(describe).sorted().joined(separator: ", ")
        }
        if let waited = pagination.requestInFlight, !unanswered.contains(waited) {
            return "the list waits for \(describe(waited)), which was already answered"
        }
        if let request = current.first, pagination.requestInFlight != request {
            return "\(describe(request)) is in flight but the list no longer waits for it"
        }
        return nil
    }

    /// Whether an answer for `request` arrives when nobody waits for it; if so the list must not change.
    static func brokenByStale(
        _ request: PageRequest, before: ProductListState, after: ProductListState
    ) -> String? {
        guard before.pagination.requestInFlight != request else { return nil }
        if before.products != after.products || before.pagination != after.pagination {
            let waited = before.pagination.requestInFlight.map(describe) ?? "nothing"
            return "a late answer to \(describe(request)) changed the list (it waited for \(waited))"
        }
        return nil
    }

    static func describe(_ request: PageRequest) -> String {
        "page \(request.page) of generation \(request.generation)"
    }

    static func describe(_ page: ProductPage) -> String {
        let ids = page.products.map(\.id)
        let shown = ids.count > 6 ? "\(ids.prefix(3))…\(ids.suffix(2))" : "\(ids)"
        return "\(ids.count) products \(shown), hasNext \(page.hasNext)"
    }

    /// A list event in a few words (pages by their ids, not their whole contents).
    static func describe(_ event: ProductListEvent) -> String {
        switch event {
        case .pageLoaded(let request, let page): ".pageLoaded(\(describe(request)): \(describe(page)))"
        case .pageFailed(let request, let error): ".pageFailed(\(describe(request)), \(error))"
        case .productChanged(let product): ".productChanged(id \(product.id))"
        default: StructuralDiff.describe(event)
        }
    }
}
