import Market
import MarketTestSupport
import Presenters
import Screens
import Testing

/// A list of one vendor's products (a seller's): the market's list has no filter by vendor, so its pages
/// are read whole and the other vendors' products dropped.
@Suite("A list of one vendor's products")
struct VendorListTests {
    let seller = 5

    /// Four products, newest first, from `newest` down; those in `theirs` by the seller.
    func page(_ number: Int, from newest: Int, theirs: Set<Int>, hasNext: Bool = true) -> ProductPage {
        let products = (newest - 3...newest).reversed().map {
            MarketFixtures.product(id: $0, vendorID: theirs.contains($0) ? seller : Fixtures.otherVendorID)
        }
        return MarketFixtures.page(number, of: products, hasNext: hasNext, itemsPerPage: 4)
    }

    func fetches(_ effects: [ProductListEffect]) -> [Int] {
        effects.compactMap { if case .fetchPage(let request) = $0 { request.page } else { nil } }
    }

    @Test("it shows only the seller's products, and reads pages on until its viewport is full or they end")
    func pagesOn() {
        var state = ProductListState(itemsPerPage: 4)
        state.vendorID = seller
        let feature = ProductListFeature()
        #expect(fetches(feature.reduce(&state, .appeared)) == [1])
        let first = feature.reduce(
            &state, .pageLoaded(Fixtures.request(1, itemsPerPage: 4), page(1, from: 20, theirs: [19])))
        #expect(state.products.map(\.id) == [19])
        #expect(fetches(first) == [2])
        let second = feature.reduce(
            &state, .pageLoaded(Fixtures.request(2, itemsPerPage: 4), page(2, from: 16, theirs: [15, 13])))
        #expect(state.products.map(\.id) == [19, 15, 13])
        #expect(fetches(second) == [3])
        // A server answering the page before again: the list ends rather than asking forever.
        let third = feature.reduce(
            &state, .pageLoaded(Fixtures.request(3, itemsPerPage: 4), page(3, from: 16, theirs: [15, 13])))
        #expect(fetches(third) == [])
        #expect(state.products.map(\.id) == [19, 15, 13])
        #expect(state.pagination.phase == .loaded(hasNext: false))
    }

    @Test("a product registered by another vendor is not shown on a seller's list; one by the seller is")
    func registered() {
        var state = ProductListState(itemsPerPage: 4)
        state.vendorID = seller
        let feature = ProductListFeature()
        _ = feature.reduce(&state, .appeared)
        _ = feature.reduce(
            &state,
            .pageLoaded(Fixtures.request(1, itemsPerPage: 4), page(1, from: 20, theirs: [20], hasNext: false))
        )
        let theirs = MarketFixtures.detail(MarketFixtures.product(id: 30, vendorID: seller), imageCount: 1)
        let others = MarketFixtures.detail(MarketFixtures.product(id: 31), imageCount: 1)
        _ = feature.reduce(&state, .marketChanged(.registered(others)))
        _ = feature.reduce(&state, .marketChanged(.registered(theirs)))
        #expect(state.products.map(\.id) == [30, 20])
    }
}
