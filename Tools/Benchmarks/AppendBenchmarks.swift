import Market
import Presenters
import Screens

/// `.pageLoaded` of a 20-product page on a list scrolled to its end, at 1,000 and 100,000 products.
///
/// Each append is timed alone on a state that is never copied: between two appends, outside the timed
/// region, the page's new products (and the thumbnails they asked for) are removed again from the end
/// of the list, which is O(page), and the next page is requested as scrolling would.
enum AppendBenchmarks {
    struct Results {
        var nanosecondsPerPage: Double
        var scalingRatio: Double
    }

    /// Appends per sample.
    static let appends = 200

    /// A list of `count` products scrolled to its end, the next page's request in flight, and that
    /// page: 2 products already shown (the server's list moved) and 18 new ones.
    final class Scenario {
        var state: ProductListState
        let count: Int
        let page: ProductPage
        let newIDs: [Int]

        init(count: Int) {
            self.count = count
            state = Fixtures.listState(count: count)
            let capacity = state.capacity
            _ = ProductListFeature().reduce(&state, .visibleRangeChanged((count - capacity)..<count))
            precondition(state.pagination.isRequestInFlight, "scrolling to the end requests the next page")
            newIDs = Array((count + 1)...(count + Fixtures.itemsPerPage - 2))
            page = Fixtures.page(
                2, products: Fixtures.products((count - 1)..<(count + 1)) + newIDs.map(Fixtures.product))
        }

        /// Nanoseconds of one `.pageLoaded`, then the state restored.
        func appendOnce() -> Double {
            let request = state.pagination.requestInFlight!
            var effects: [ProductListEffect] = []
            let nanoseconds = Measurement.elapsed {
                effects = ProductListFeature().reduce(&state, .pageLoaded(request, page))
            }
            precondition(state.products.count == count + newIDs.count)
            Measurement.sink &+= effects.count
            for id in newIDs.reversed() {
                state.products.remove(id: id)
                state.thumbnails[id] = nil
            }
            let lastVisible = state.visibleRange.upperBound - 1
            _ = state.pagination.nextPage(lastVisibleIndex: lastVisible, loadedCount: state.products.count)
            return nanoseconds
        }
    }

    static func run(warmUp: Int, samples: Int) -> Results {
        let small = Scenario(count: 1_000)
        let large = Scenario(count: 100_000)
        let sample = { (scenario: Scenario) in
            { (0..<appends).reduce(0) { total, _ in total + scenario.appendOnce() } / Double(appends) }
        }
        let medians = Measurement.interleavedMedians(
            warmUp: warmUp, count: samples, [sample(small), sample(large)])
        return Results(nanosecondsPerPage: medians[1], scalingRatio: medians[1] / medians[0])
    }
}
