import Loop
import Market
import Presenters

/// The product list screen: pages of products in LIST or GRID layout with infinite scrolling, pull to
/// refresh, keyboard selection, and thumbnails for the cells in view.
public struct ProductListFeature: Reducer {
    /// How many products before and after the viewport get their thumbnails loaded ahead.
    static let thumbnailMargin = 4

    public init() {}

    public func reduce(_ state: inout ProductListState, _ event: ProductListEvent) -> [ProductListEffect] {
        switch event {
        case .appeared:
            return state.pagination.loadFirstPage().map { [.fetchPage($0)] } ?? []
        case .refreshPulled:
            return [.fetchPage(state.pagination.refresh())]
        case .retryTapped:
            return state.pagination.retry().map { [.fetchPage($0)] } ?? []
        case .reloadTapped:
            if case .failed = state.pagination.phase { return reduce(&state, .retryTapped) }
            return reduce(&state, .refreshPulled)
        case .layoutToggled:
            return reduce(&state, .layoutSelected(state.layout.toggled))
        case .layoutSelected(let layout):
            guard layout != state.layout else { return [] }
            let anchor = state.top
            state.layout = layout
            state.top = Self.rowStart(of: anchor, in: state)
            scrollToSelection(&state)
            return viewportChanged(&state)
        case .viewportResized(let size):
            state.viewportSize = size
            state.top = Self.rowStart(of: state.top, in: state)
            scrollToSelection(&state)
            return viewportChanged(&state)
        case .visibleRangeChanged(let range):
            // A front end may report rows past the products loaded; the top stays on a product.
            state.top = Self.rowStart(of: min(range.lowerBound, state.products.count - 1), in: state)
            if let selection = state.selection, !state.visibleRange.contains(selection) {
                state.selection = state.visibleRange.isEmpty ? nil : state.visibleRange.lowerBound
            }
            return viewportChanged(&state)
        case .selectionMoved(let delta):
            guard !state.products.isEmpty else { return [] }
            let current = state.selection ?? state.top
            state.selection = min(max(0, current.clampedAdding(delta)), state.products.count - 1)
            scrollToSelection(&state)
            return viewportChanged(&state)
        case .selectionMovedOneStep(let direction):
            let columns = state.columns
            let delta =
                switch direction {
                case .up: -columns
                case .down: columns
                case .left: -1
                case .right: 1
                }
            return reduce(&state, .selectionMoved(by: delta))
        case .pageLoaded(let request, var page):
            let fresh = page.products.filter { !state.deletedIDs.contains($0.id) }
            // A later page that brings nothing new ends the list, whatever its `has_next` says: a server
            // answering the same or an empty page forever must not be asked forever.
            if !request.isFirstPage, page.failures.isEmpty,
                fresh.allSatisfy({ state.products.contains(id: $0.id) })
                    || (state.vendorID != nil && fresh.map(\.id) == state.lastPageIDs)
            {
                page.hasNext = false
            }
            guard state.pagination.accept(page, for: request) else { return [] }
            if state.vendorID != nil { state.lastPageIDs = fresh.map(\.id) }
            let products = fresh.filter(state.lists)
            if request.page == 1 {
                state.products.replaceAll(with: products)
                state.newProducts = []
                state.top = 0
                state.selection = nil
                state.thumbnails = [:]
            } else {
                state.products.append(contentsOf: products)
            }
            if state.selection == nil, !state.products.isEmpty { state.selection = state.top }
            return viewportChanged(&state)
        case .pageFailed(let request, let error):
            guard state.pagination.fail(request, with: error) else { return [] }
            return [.delegate(.pageFailed(error))]
        case .thumbnailLoaded(let id, let picture):
            if state.thumbnails[id] == .loading { state.thumbnails[id] = .loaded(picture) }
            return []
        case .thumbnailFailed(let id):
            if state.thumbnails[id] == .loading { state.thumbnails[id] = .failed }
            return []
        case .selectionConfirmed:
            guard let product = state.selectedProduct else { return [] }
            return [.delegate(.productChosen(id: product.id))]
        case .productChanged(let product):
            state.products.update(product)
            return []
        case .productSaved(let product):
            guard state.products.contains(id: product.id) else { return reduce(&state, .refreshPulled) }
            return reduce(&state, .productChanged(product))
        case .productRemoved(let id):
            state.deletedIDs.insert(id)
            state.products.remove(id: id)
            let wasLoading = state.thumbnails.removeValue(forKey: id) == .loading
            if let selection = state.selection {
                state.selection = state.products.isEmpty ? nil : min(selection, state.products.count - 1)
            }
            state.top = Self.rowStart(of: min(state.top, max(0, state.products.count - 1)), in: state)
            return (wasLoading ? [.cancelThumbnail(productID: id)] : []) + viewportChanged(&state)
        case .marketChanged(.registered(let detail)):
            guard state.lists(detail.product), !state.products.contains(id: detail.id),
                !state.deletedIDs.contains(detail.id)
            else {
                return []
            }
            if state.top > 0 {
                // Not moving what the person reads: the notice says a product came.
                state.newProducts.removeAll { $0.id == detail.id }
                state.newProducts.insert(detail.product, at: 0)
                return []
            }
            return showOnTop([detail.product], &state)
        case .marketChanged(.edited(let detail)):
            state.newProducts = state.newProducts.map { $0.id == detail.id ? detail.product : $0 }
            return reduce(&state, .productChanged(detail.product))
        case .marketChanged(.deleted(let id)):
            state.newProducts.removeAll { $0.id == id }
            return reduce(&state, .productRemoved(id: id))
        case .marketChanged(.missed):
            // Read again from the top when the person is there; lower down, what they read stays put.
            return state.top == 0 ? reduce(&state, .refreshPulled) : []
        case .newProductsShown:
            let products = state.newProducts
            state.newProducts = []
            state.top = 0
            return showOnTop(products, &state)
        }
    }

    /// Puts `products` (newest first) on top of those loaded. A selection further down stays on its
    /// product; one on the first product moves to the newest, as on a list just loaded.
    private func showOnTop(_ products: [Product], _ state: inout ProductListState) -> [ProductListEffect] {
        let shown = products.reversed().filter { state.products.prepend($0) }.count
        state.insertedCount += shown
        state.selection = state.selection.map { $0 == 0 ? 0 : $0 + shown }
        return viewportChanged(&state)
    }

    /// After anything that moves the viewport: thumbnails for what is near, cancellation for what went
    /// far, and the next page when the end comes near.
    private func viewportChanged(_ state: inout ProductListState) -> [ProductListEffect] {
        var effects = thumbnailEffects(&state)
        let lastVisible = state.visibleRange.upperBound - 1
        if let request = state.pagination.nextPage(
            lastVisibleIndex: lastVisible, loadedCount: state.products.count)
        {
            effects.append(.fetchPage(request))
        }
        return effects
    }

    private func thumbnailEffects(_ state: inout ProductListState) -> [ProductListEffect] {
        let visible = state.visibleRange
        let count = state.products.count
        let wanted =
            max(
                0, visible.lowerBound - Self.thumbnailMargin)..<min(
                count, visible.upperBound + Self.thumbnailMargin)
        let kept = max(0, wanted.lowerBound - state.capacity)..<min(count, wanted.upperBound + state.capacity)
        var effects: [ProductListEffect] = []
        let far = state.thumbnails.keys.compactMap { id -> (index: Int, id: Int)? in
            guard let index = state.products.index(ofID: id) else { return (Int.max, id) }
            return kept.contains(index) ? nil : (index, id)
        }
        for (_, id) in far.sorted(by: <) where state.thumbnails.removeValue(forKey: id) == .loading {
            effects.append(.cancelThumbnail(productID: id))
        }
        for index in wanted {
            let product = state.products[index]
            guard state.thumbnails[product.id] == nil else { continue }
            if let url = product.thumbnailURL {
                state.thumbnails[product.id] = .loading
                effects.append(.loadThumbnail(productID: product.id, url: url))
            } else {
                state.thumbnails[product.id] = .failed
            }
        }
        return effects
    }

    /// Scrolls just enough to bring the selection into view.
    private func scrollToSelection(_ state: inout ProductListState) {
        guard let selection = state.selection else { return }
        if selection < state.top {
            state.top = Self.rowStart(of: selection, in: state)
        } else if selection >= state.top + state.capacity {
            state.top = Self.rowStart(of: selection - state.capacity + state.columns, in: state)
        }
    }

    /// The first index of the row holding `index` in the current layout.
    static func rowStart(of index: Int, in state: ProductListState) -> Int {
        let columns = state.columns
        return LayoutAnchor.firstIndex(
            ofRow: LayoutAnchor.topRow(keeping: max(0, index), columns: columns), columns: columns)
    }
}

extension Int {
    /// The sum, held at `Int.min` or `Int.max` instead of trapping: a move by any amount stays a move.
    func clampedAdding(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }
}
