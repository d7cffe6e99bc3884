import Loop
import Market
import MarketInMemory
import Testing

/// One step of a random run as raw numbers. The model decides what they mean in the state it is in,
/// so every subsequence of a run's steps is itself a valid run, which is what shrinking needs.
struct RandomStep: Hashable {
    let kind: UInt64
    let a: UInt64
    let b: UInt64

    /// `a` as a pick among `count` things (0 when there are none).
    func pick(_ count: Int) -> Int { count > 0 ? Int(a % UInt64(count)) : 0 }

    /// `b` as a pick among `count` things.
    func other(_ count: Int) -> Int { count > 0 ? Int(b % UInt64(count)) : 0 }

    /// `kind` as a percentage, 0..<100.
    var percent: Int { Int(kind % 100) }
}

/// A feature under a random run: it turns a step into an event (a person's, or an answer from its
/// pool of emitted effects), applies it, and checks its invariants.
protocol RandomModel {
    init()
    /// How many events of each kind the run sent (the case name), to show the run reached them.
    var coverage: [String: Int] { get }
    /// Applies one step; returns what it did, in words (described only when a failure is reported),
    /// and the first invariant it broke, if any.
    mutating func run(_ step: RandomStep) -> (done: () -> String, broken: String?)
}

/// Runs seeded random sequences and, when an invariant breaks, reports the seed and the shortest
/// sequence found that still breaks one.
enum RandomRun {
    struct Failure {
        let index: Int
        let message: String
        let log: [String]
    }

    static func steps(seed: UInt64, count: Int) -> [RandomStep] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            RandomStep(kind: generator.next(), a: generator.next(), b: generator.next())
        }
    }

    /// The first step after which an invariant is broken, with what every step up to it did.
    static func firstFailure<Model: RandomModel>(_ model: Model.Type, _ steps: [RandomStep]) -> Failure? {
        run(model, steps).failure
    }

    /// Runs the steps on a new model until one breaks an invariant; returns the model as it ended.
    static func run<Model: RandomModel>(_ model: Model.Type, _ steps: [RandomStep]) -> (
        model: Model, failure: Failure?
    ) {
        var model = Model()
        var log: [() -> String] = []
        for (index, step) in steps.enumerated() {
            let (done, broken) = model.run(step)
            log.append(done)
            if let broken { return (model, Failure(index: index, message: broken, log: log.map { $0() })) }
        }
        return (model, nil)
    }

    /// Runs `count` steps from `seed`, checking the invariants after each. On failure records
    /// `seed S, N events: message` and the events of the shortest failing sequence found.
    /// Returns the model after the last step, or nil when an invariant broke.
    @discardableResult
    static func check<Model: RandomModel>(
        _ model: Model.Type, seed: UInt64, count: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Model? {
        let all = steps(seed: seed, count: count)
        let (ended, failure) = run(model, all)
        guard let failure else { return ended }
        let shortest = shrink(model, Array(all.prefix(failure.index + 1)))
        let final = firstFailure(model, shortest) ?? failure
        let events = final.log.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        Issue.record(
            """
            seed \(seed), \(final.log.count) events (shrunk from \(failure.index + 1)): \(final.message)
            \(events.joined(separator: "\n"))
            (run with SWIFT_DETERMINISTIC_HASHING=1 to replay exactly)
            """, sourceLocation: sourceLocation)
        return nil
    }

    /// Makes a failing sequence shorter: cuts it after its first failure, then removes chunks of
    /// steps (halves, quarters, … single steps) as long as what is left still fails. Bounded work.
    static func shrink<Model: RandomModel>(_ model: Model.Type, _ steps: [RandomStep]) -> [RandomStep] {
        var current = steps
        var budget = 4_000_000
        var chunk = max(1, current.count / 2)
        while budget > 0 {
            var start = 0
            var removed = false
            while start < current.count, budget > 0 {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, current.count))
                budget -= candidate.count + 1
                if let failure = firstFailure(model, candidate) {
                    current = Array(candidate.prefix(failure.index + 1))
                    removed = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1, !removed { break }
            chunk = max(1, chunk / 2)
        }
        return current
    }
}

/// The name of an enum case, nested cases joined (`list.pageLoaded`), for counting what a run sent.
func caseName(of value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return "" }
    guard let child = mirror.children.first, let label = child.label else { return String(describing: value) }
    // An event for a screen on the path is named by the event, not the screen's id.
    let values = Mirror(reflecting: child.value).children.map(\.value)
    let payload = values.count == 2 && values[0] is StackElementID ? values[1] : child.value
    let inner = caseName(of: payload)
    return inner.isEmpty ? label : "\(label).\(inner)"
}
