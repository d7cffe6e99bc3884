import Market
import Presenters

/// The product list as any front end draws it: already formatted, only the products in view.
public struct ProductListViewState: Equatable, Sendable {
    public var title: String
    /// The words of the way back to the list, on a list pushed above it (the search's results, a
    /// seller's products); nil on the list itself.
    public var back: String?
    /// The search's field in the header, where the app searches; nil elsewhere.
    public var searchField: SearchFieldViewState?
    public var segments: [Segment]
    /// The name of the LIST / GRID switch (`segments`), as a screen reader says it.
    public var layoutLabel: String
    public var layout: ProductLayout
    public var columns: Int
    public var cells: [ProductCellViewState]
    /// Index of `cells[0]` in the whole list.
    public var firstIndex: Int
    public var loadedCount: Int
    /// Whether the last loaded product is in view, so the status shows below it.
    public var reachesEnd: Bool
    public var status: ListStatus
    /// The register button's label; nil where the list offers none (the search's results).
    public var addButton: String?
    /// What a screen reader calls the register button ("Register", where it shows "+").
    public var addButtonLabel: String
    /// "1 new product": products registered elsewhere wait behind it (`newProductsShown`); nil when
    /// there are none.
    public var newProducts: String?

    /// What the list says below (or instead of) its cells.
    public enum ListStatus: Equatable, Sendable {
        /// The first page is loading: a full-screen indicator.
        case loadingFirstPage(String)
        /// A refresh or the next page is loading: a small indicator.
        case loadingMore(String)
        case endOfList(String)
        case empty(String)
        case failed(message: String, retry: String)
        case idle
    }
}

/// One product cell in LIST or GRID.
public struct ProductCellViewState: Equatable, Sendable, Identifiable {
    public var id: Int
    public var name: String
    public var price: [PresentedText]
    /// The price as a screen reader says it ("Was KRW 227,500, now KRW 204,750").
    public var spokenPrice: String
    public var stock: PresentedText
    /// nil until the cell asked for its thumbnail.
    public var thumbnail: ThumbnailStatus?
    public var isSelected: Bool
}

/// A segment of a segmented control.
public struct Segment: Equatable, Sendable {
    public var title: String
    public var isSelected: Bool

    public init(title: String, isSelected: Bool) {
        self.title = title
        self.isSelected = isSelected
    }
}

extension ProductListState {
    /// The view state for the products in view; its cost does not depend on how many are loaded.
    public func viewState(_ strings: Strings) -> ProductListViewState {
        let range = visibleRange
        return ProductListViewState(
            title: strings.appTitle, back: nil, searchField: nil,
            segments: ProductLayout.allCases.map { Segment(title: $0.title, isSelected: $0 == layout) },
            layoutLabel: strings.layoutLabel,
            layout: layout, columns: columns, cells: cells(in: range, strings), firstIndex: range.lowerBound,
            loadedCount: products.count, reachesEnd: range.upperBound == products.count,
            status: status(strings), addButton: "+", addButtonLabel: strings.registerTitle,
            newProducts: newProducts.isEmpty ? nil : strings.newProducts(newProducts.count))
    }

    /// Every loaded product's cell, in order: what a front end that scrolls natively and lazily (a
    /// SwiftUI `List`) draws.
    public func loadedCells(_ strings: Strings) -> [ProductCellViewState] {
        cells(in: 0..<products.count, strings)
    }

    /// The cells of the products at `indices` (clamped to those loaded): the view state holds those in
    /// view; a front end that scrolls natively also draws the others as they arrive.
    public func cells(in indices: Range<Int>, _ strings: Strings) -> [ProductCellViewState] {
        indices.clamped(to: products.indices).map { index in
            let product = products[index]
            return ProductCellViewState(
                id: product.id, name: product.name, price: PriceFormatter.priceLine(for: product),
                spokenPrice: PriceFormatter.spokenPrice(for: product, strings),
                stock: StockFormatter.stock(product.stock, language: strings.language),
                thumbnail: thumbnails[product.id], isSelected: selection == index)
        }
    }

    private func status(_ strings: Strings) -> ProductListViewState.ListStatus {
        switch pagination.phase {
        case .idle: return .loadingFirstPage(strings.loading)
        case .loading(let page):
            return page == 1 && products.isEmpty
                ? .loadingFirstPage(strings.loading) : .loadingMore(strings.loading)
        case .refreshing:
            return products.isEmpty ? .loadingFirstPage(strings.loading) : .loadingMore(strings.loading)
        case .failed(_, let error):
            return .failed(
                message: "\(strings.pageLoadFailed): \(strings.message(for: error))", retry: strings.retry)
        case .loaded(let hasNext):
            if products.isEmpty { return .empty(strings.emptyList) }
            return hasNext ? .idle : .endOfList(strings.endOfList)
        }
    }
}

/// A list as a front end that scrolls natively shows it: every product loaded, each cell drawn once as
/// it arrives and kept up to date only near the viewport, so an update costs what is in view, not what
/// is loaded.
public struct ScrollingListViewState: Equatable, Sendable {
    /// Changes when the products loaded were replaced (a refresh's or a new search's first page came
    /// in), some removed or some put on top: every cell must then be drawn again.
    public var contents: Contents
    /// Whether a refresh is in flight: what shows is replaced once its first page is in.
    public var isReplacing: Bool
    public var loadedCount: Int
    /// Where `liveCells` start among the loaded products.
    public var liveStart: Int
    /// The cells in view and `margin` cells before and after them.
    public var liveCells: [ProductCellViewState]

    /// What the loaded products are, as far as a front end must know: equal while only more were
    /// appended.
    public struct Contents: Hashable, Sendable {
        let generation: Int
        let removed: Int
        let inserted: Int
    }
}

extension ProductListState {
    /// The list as a front end that scrolls natively shows it: its live cells are those in view and
    /// `margin` around them, computed once here; the others it draws as they come (`cells(in:_:)`).
    public func scrollingViewState(_ strings: Strings, margin: Int) -> ScrollingListViewState {
        let visible = visibleRange
        let lower = max(0, visible.lowerBound - margin)
        return ScrollingListViewState(
            contents: .init(
                generation: pagination.generation, removed: deletedIDs.count, inserted: insertedCount),
            isReplacing: pagination.phase == .refreshing, loadedCount: products.count, liveStart: lower,
            liveCells: cells(in: lower..<max(lower, visible.upperBound + margin), strings))
    }
}
