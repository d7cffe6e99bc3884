import Loop
import Presenters
import Screens

/// Starts nothing: the benchmarks measure the loop's own work, and their events start no effects.
struct IgnoringEffects<Effect: Sendable, Event: Sendable>: EffectHandler {
    func handle(_ effect: Effect, send: Send<Event>) async {}
}

/// The list reducer called directly (the floor) against the same events sent through `EventLoop`.
@MainActor
enum LoopBenchmarks {
    struct Results {
        var directNanosecondsPerEvent: Double
        var loopNanosecondsPerEvent: Double
        /// The median of the rounds' loop − direct differences (`Measurement.pairedDifference`).
        var loopOverheadNanoseconds: Double
        var loopScalingRatio: Double
    }

    /// Rounds of the event cycle per sample.
    static let rounds = 1_000

    /// Scrolling a row at a time within the first rows, switching layout and back, and thumbnails
    /// arriving: events that change one small field each. On a primed state (one that has seen them)
    /// they start no effects (the thumbnails near the top are already requested), so both sides measure
    /// reducing and, for the loop, the loop's own bookkeeping.
    static func events(capacity: Int) -> [ProductListEvent] {
        let scroll = [0, 1, 2, 3, 2, 1].map { ProductListEvent.visibleRangeChanged($0..<($0 + capacity)) }
        let loaded = [2, 5].map {
            ProductListEvent.thumbnailLoaded(productID: $0, Fixtures.picture(seed: $0))
        }
        return scroll[0..<3] + [.layoutToggled, loaded[0]] + scroll[3...] + [.layoutToggled, loaded[1]]
    }

    /// A list of `count` products that has seen the event cycle: the steady state, checked.
    static func primedState(count: Int, events: [ProductListEvent]) -> ProductListState {
        var state = Fixtures.listState(count: count)
        for _ in 0..<2 {
            for event in events { _ = ProductListFeature().reduce(&state, event) }
        }
        let effects = events.reduce(0) { $0 + ProductListFeature().reduce(&state, $1).count }
        precondition(effects == 0, "the benchmark's events must start no effects in the steady state")
        return state
    }

    /// A loop over a primed list with a front end's observer attached: it projects `visibleRange`
    /// (what a scrolling view redraws on) and does nothing with it.
    static func observedLoop(count: Int, events: [ProductListEvent]) -> (
        EventLoop<ProductListFeature>, ObserverToken
    ) {
        let loop = EventLoop(
            ProductListFeature(), state: primedState(count: count, events: events),
            handler: IgnoringEffects<ProductListEffect, ProductListEvent>()
        )
        let observation = loop.observe({ $0.visibleRange }) { range in Measurement.sink &+= range.count }
        return (loop, observation)
    }

    static func run(warmUp: Int, samples: Int) -> Results {
        let capacity = Fixtures.listState(count: 100).capacity
        let events = events(capacity: capacity)
        let reducer = ProductListFeature()
        let (loop, observation) = observedLoop(count: 10_000, events: events)
        // The floor starts from a copy of the loop's own state: the same products, and dictionaries whose
        // copies keep the original's hash seed and layout, so the difference is the loop alone.
        var direct = loop.state
        let (small, smallObservation) = observedLoop(count: 1_000, events: events)
        let (large, largeObservation) = observedLoop(count: 100_000, events: events)
        defer {
            for observation in [observation, smallObservation, largeObservation] { observation.cancel() }
        }
        var effectCount = 0
        let directSample = {
            // The timed loop works on a local variable, as a caller holding the state would; moving the
            // state in and out is two swaps, outside the timed region.
            var state = ProductListState()
            swap(&state, &direct)
            defer { swap(&state, &direct) }
            var effects = 0
            let nanoseconds = Measurement.time(iterations: rounds) {
                for event in events { effects &+= reducer.reduce(&state, event).count }
            }
            effectCount &+= effects
            return nanoseconds
        }
        let loopSample = { (loop: EventLoop<ProductListFeature>) in
            { Measurement.time(iterations: rounds) { for event in events { loop.send(event) } } }
        }
        let results = Measurement.interleaved(
            warmUp: warmUp, count: samples,
            [directSample, loopSample(loop), loopSample(small), loopSample(large)]
        ).map { $0.map { $0 / Double(events.count) } }
        precondition(effectCount == 0 && [loop, small, large].allSatisfy { !$0.hasPendingWork })
        let medians = results.map(Measurement.median)
        return Results(
            directNanosecondsPerEvent: medians[0], loopNanosecondsPerEvent: medians[1],
            loopOverheadNanoseconds: Measurement.pairedDifference(results[1], results[0]),
            loopScalingRatio: medians[3] / medians[2])
    }
}
