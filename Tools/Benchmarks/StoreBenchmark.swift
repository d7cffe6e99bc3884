import Foundation
import Loop
import LoopObservation
import Observation
import Presenters
import Screens

/// What observing a screen through LoopObservation's `Store` costs a list event, against the same
/// event through the loop alone: the app's state with a 240-product list (the demo catalogue's size)
/// in view; the store side has the list's view store, which a SwiftUI list reads and which tracks
/// again after every change, as a view's body does.
@MainActor
enum StoreBenchmark {
    struct Results {
        var products: Int
        var loopNanosecondsPerEvent: Double
        var storeNanosecondsPerEvent: Double
    }

    static let products = 240
    static let rounds = 200

    /// A loop over the app with the list primed with `events`: they start no effects any more.
    static func primedLoop(events: [AppEvent]) -> EventLoop<AppFeature> {
        var state = Fixtures.appState(
            list: Fixtures.withThumbnailsLoaded(Fixtures.listState(count: products)))
        for _ in 0..<2 {
            for event in events { _ = AppFeature().reduce(&state, event) }
        }
        let effects = events.reduce(0) { $0 + AppFeature().reduce(&state, $1).count }
        precondition(effects == 0, "the benchmark's events must start no effects in the steady state")
        return EventLoop(AppFeature(), state: state, handler: IgnoringEffects<AppEffect, AppEvent>())
    }

    static func run(warmUp: Int, samples: Int) -> Results {
        let capacity = Fixtures.listState(count: 100).capacity
        let events = LoopBenchmarks.events(capacity: capacity).map(AppEvent.list)
        let alone = primedLoop(events: events)
        let store = Store(primedLoop(events: events))
        let strings = Strings(.korean)
        let list = store.scope { $0.list.viewState(strings) }
        var changes = 0
        func track() {
            withObservationTracking {
                Measurement.sink &+= list.value.cells.count
            } onChange: {
            }
        }
        let loopSample = {
            Measurement.time(iterations: rounds) { for event in events { alone.send(event) } }
        }
        let storeSample = {
            Measurement.time(iterations: rounds) {
                for event in events {
                    store.send(event)
                    track()
                    changes &+= 1
                }
            }
        }
        let results = Measurement.interleaved(warmUp: warmUp, count: samples, [loopSample, storeSample])
            .map { $0.map { $0 / Double(events.count) } }
        precondition(changes > 0 && !alone.hasPendingWork && !store.loop.hasPendingWork)
        return Results(
            products: products, loopNanosecondsPerEvent: Measurement.median(results[0]),
            storeNanosecondsPerEvent: Measurement.median(results[1]))
    }

    static func report(_ results: Results, json: Bool) -> String {
        let figures: [(String, Double)] = [
            ("store_list_event_ns", results.storeNanosecondsPerEvent),
            ("loop_list_event_ns", results.loopNanosecondsPerEvent),
        ]
        if json {
            let body = figures.map { "\"\($0.0)\":\(String(format: "%.1f", $0.1))" }.joined(separator: ",")
            return "{\(body),\"products\":\(results.products)}"
        }
        return figures.map { "\($0.0) \(String(format: "%.1f", $0.1))" }.joined(separator: "\n")
            + "\nproducts \(results.products)"
    }
}
