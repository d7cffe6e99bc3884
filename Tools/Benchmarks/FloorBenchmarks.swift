import Loop
import Market

/// The loop against its floor, the same reducer called on a local `inout` state, on the smallest
/// workloads: a counter, a toggle of one field next to 10,000 and 100,000 products, and an append of
/// 20 products to them. Each workload's loop and direct samples run interleaved.
@MainActor
enum FloorBenchmarks {
    struct Results {
        var counterDirectNanoseconds: Double
        var counterLoopNanoseconds: Double
        var counterObservedLoopNanoseconds: Double
        var toggleDirectNanoseconds: Double
        var toggleLoopNanoseconds: Double
        var toggleOverheadNanoseconds: Double
        var toggleOverheadSmallNanoseconds: Double
        var appendDirectNanoseconds: Double
        var appendLoopNanoseconds: Double
        var appendOverheadNanoseconds: Double
        var appendOverheadSmallNanoseconds: Double
    }

    /// Events per sample of the counter and the toggle.
    static let rounds = 10_000
    /// Appends per sample; the products they add are removed again after each sample, untimed.
    static let appends = 100
    static let pageSize = 20

    /// The reducer on a local variable, as a caller holding the state would; the state moves in and
    /// out of `stored` by two swaps, outside the timed region.
    static func directSample<Feature: Reducer>(
        _ feature: Feature, _ stored: Box<Feature.State>, iterations: Int, event: Feature.Event,
        after: Feature.Event? = nil
    ) -> () -> Double {
        {
            var state = stored.take()
            var effects = 0
            let nanoseconds = Measurement.time(iterations: iterations) {
                effects &+= feature.reduce(&state, event).count
            }
            if let after { _ = feature.reduce(&state, after) }
            stored.value = state
            Measurement.sink &+= effects
            return nanoseconds
        }
    }

    /// The same events sent through the loop.
    static func loopSample<Feature: Reducer>(
        _ loop: EventLoop<Feature>, iterations: Int, event: Feature.Event, after: Feature.Event? = nil
    ) -> () -> Double {
        {
            let nanoseconds = Measurement.time(iterations: iterations) { loop.send(event) }
            if let after { loop.send(after) }
            return nanoseconds
        }
    }

    /// A loop over `state` whose effects, if it had any, would do nothing.
    static func loop<Feature: Reducer>(_ feature: Feature, _ state: Feature.State) -> EventLoop<Feature>
    where Feature.Effect == NoEffect {
        EventLoop(feature, state: state, handler: NoWork())
    }

    /// `count` products with room for every append of a sample, so no append reallocates.
    static func shelf(count: Int) -> Shelf.State {
        var products = Fixtures.products(1..<(count + 1))
        products.reserveCapacity(count + appends * pageSize)
        return Shelf.State(products: products)
    }

    static func run(warmUp: Int, samples: Int) -> Results {
        let counter = loop(Counter(), 0)
        let observedCounter = loop(Counter(), 0)
        let observation = observedCounter.observe({ $0 }) { count in Measurement.sink &+= count }
        defer { observation.cancel() }
        let counterMedians = Measurement.interleavedMedians(
            warmUp: warmUp, count: samples,
            [
                directSample(Counter(), Box(0), iterations: rounds, event: .increment),
                loopSample(counter, iterations: rounds, event: .increment),
                loopSample(observedCounter, iterations: rounds, event: .increment),
            ])

        let toggle = Measurement.interleaved(
            warmUp: warmUp, count: samples,
            [10_000, 100_000].flatMap { count in
                [
                    directSample(Shelf(), Box(shelf(count: count)), iterations: rounds, event: .toggle),
                    loopSample(loop(Shelf(), shelf(count: count)), iterations: rounds, event: .toggle),
                ]
            })

        let page = Fixtures.products(1_000_001..<(1_000_001 + pageSize))
        let removal = Shelf.Event.removeLast(appends * pageSize)
        let append = Measurement.interleaved(
            warmUp: warmUp, count: samples,
            [10_000, 100_000].flatMap { count in
                [
                    directSample(
                        Shelf(), Box(shelf(count: count)), iterations: appends, event: .append(page),
                        after: removal),
                    loopSample(
                        loop(Shelf(), shelf(count: count)), iterations: appends, event: .append(page),
                        after: removal),
                ]
            })

        return Results(
            counterDirectNanoseconds: counterMedians[0], counterLoopNanoseconds: counterMedians[1],
            counterObservedLoopNanoseconds: counterMedians[2],
            toggleDirectNanoseconds: Measurement.median(toggle[2]),
            toggleLoopNanoseconds: Measurement.median(toggle[3]),
            toggleOverheadNanoseconds: Measurement.pairedDifference(toggle[3], toggle[2]),
            toggleOverheadSmallNanoseconds: Measurement.pairedDifference(toggle[1], toggle[0]),
            appendDirectNanoseconds: Measurement.median(append[2]),
            appendLoopNanoseconds: Measurement.median(append[3]),
            appendOverheadNanoseconds: Measurement.pairedDifference(append[3], append[2]),
            appendOverheadSmallNanoseconds: Measurement.pairedDifference(append[1], append[0]))
    }
}

/// A state a direct sample keeps between runs, handed out whole so that the sample mutates it in
/// place rather than a copy.
final class Box<Value> {
    var value: Value?

    init(_ value: Value) {
        self.value = value
    }

    /// The value, no longer held here, so its storage is uniquely the caller's.
    func take() -> Value {
        defer { value = nil }
        return value!
    }
}
