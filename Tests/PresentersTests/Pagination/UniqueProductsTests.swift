import Market
import MarketTestSupport
import Presenters
import Testing

struct UniqueProductsTests {
    /// (pages appended in turn) → (ids kept, new count of each append).
    @Test(arguments: [
        ([[1, 2, 3], [4, 5]], [1, 2, 3, 4, 5], [3, 2]),
        ([[1, 2, 3], [3, 4, 1]], [1, 2, 3, 4], [3, 1]),
        ([[1, 1, 2, 2, 1]], [1, 2], [2]),
        ([[5, 4], [], [4, 5]], [5, 4], [2, 0, 0]),
        ([[], []], [], [0, 0]),
        ([[Int.min, 0, Int.max], [Int.max, -1]], [Int.min, 0, Int.max, -1], [3, 1]),
    ])
    func duplicatesWithinAndAcrossPagesAreSkipped(pages: [[Int]], ids: [Int], newCounts: [Int]) {
        var products = UniqueProducts()
        let counts = pages.map { products.append(contentsOf: MarketFixtures.products($0)) }
        #expect(products.map(\.id) == ids)
        #expect(counts == newCounts)
        for (index, id) in ids.enumerated() {
            #expect(products.index(ofID: id) == index)
            #expect(products.contains(id: id))
        }
    }

    @Test func theFirstOfTwoDuplicatesIsKept() {
        let first = MarketFixtures.product(id: 1, name: "first")
        let products = UniqueProducts([first, MarketFixtures.product(id: 1, name: "second")])
        #expect(Array(products) == [first])
    }

    /// (id removed) → ids left.
    @Test(arguments: [(1, [2, 3, 4]), (2, [1, 3, 4]), (4, [1, 2, 3]), (9, [1, 2, 3, 4])])
    func indexesStayRightAfterARemoval(removed: Int, left: [Int]) {
        var products = UniqueProducts(MarketFixtures.products(1...4))
        products.remove(id: removed)
        #expect(products.map(\.id) == left)
        #expect(products.contains(id: removed) == left.contains(removed))
        #expect(products.index(ofID: removed) == left.firstIndex(of: removed))
        for (index, id) in left.enumerated() { #expect(products.index(ofID: id) == index) }
        products.append(contentsOf: MarketFixtures.products([removed, 5]))
        #expect(products.index(ofID: 5) == products.count - 1)
        #expect(products.last?.id == 5)
    }

    @Test func anUpdateReplacesInPlaceAndIgnoresUnknownIDs() {
        var products = UniqueProducts(MarketFixtures.products(1...3))
        let renamed = MarketFixtures.product(id: 2, name: "Renamed", stock: 0)
        products.update(renamed)
        products.update(MarketFixtures.product(id: 9))
        #expect(products.map(\.id) == [1, 2, 3])
        #expect(products[1] == renamed)
    }

    @Test func replacingAllForgetsTheOldIDs() {
        var products = UniqueProducts(MarketFixtures.products(1...3))
        products.replaceAll(with: MarketFixtures.products([7, 3, 7]))
        #expect(products.map(\.id) == [7, 3])
        #expect(!products.contains(id: 1))
        #expect(products.index(ofID: 3) == 1)
        #expect(products == UniqueProducts(MarketFixtures.products([7, 3])))
    }

    @Test func itIsACollectionFromZero() {
        let products = UniqueProducts(MarketFixtures.products(10...12))
        #expect(products.startIndex == 0)
        #expect(products.endIndex == 3)
        #expect(products.count == 3)
        #expect(products[2].id == 12)
        #expect(UniqueProducts().isEmpty)
    }
}
