import SweepTesting
import Testing

/// Seeded random sequences of 10,000 events per screen and for the whole app, with every effect
/// answered late, out of order, twice or failing, and the invariants checked after each event. A
/// failure names the seed and the shortest sequence found that still fails.
///
/// A `Sweep`: by default each run is the first 3,000 events of the same sequence, held to the same
/// invariants and to the coverage written for 3,000 events; `OPENMARKET_FULL_SWEEPS=1` runs all
/// 10,000 and expects the coverage written for them.
@Suite("Random event sequences", .sweep)
struct RandomEventSequenceTests {
    static let events = Sweep.length(full: 10_000, sample: 3_000)

    @Test(
        "the product list: unique products, selection and scroll in bounds, one page in flight, no stale page, no deleted product",
        arguments: [1, 2] as [UInt64])
    func productList(seed: UInt64) {
        guard let run = RandomRun.check(ListModel.self, seed: seed, count: Self.events) else { return }
        expectReached(
            run.coverage,
            [
                "pageLoaded": (80, 1_000), "pageFailed": (15, 200), "late page answer": (45, 500),
                "productRemoved": (75, 300),
            ])
    }

    @Test("the detail: the right product, the image pager in bounds", arguments: [3, 4] as [UInt64])
    func productDetail(seed: UInt64) {
        guard let run = RandomRun.check(DetailModel.self, seed: seed, count: Self.events) else { return }
        expectReached(
            run.coverage,
            ["detailLoaded": (500, 1_000), "detailFailed": (250, 500), "imagePaged": (450, 1_000)])
    }

    @Test("the register form never loses what was typed", arguments: [5] as [UInt64])
    func registerForm(seed: UInt64) {
        guard let run = RandomRun.check(RegisterFormModel.self, seed: seed, count: Self.events) else {
            return
        }
        expectReached(
            run.coverage,
            [
                "textChanged": (400, 1_000), "submitted": (15, 50), "submitFailed": (2, 30),
                "imageAttached": (100, 500),
            ])
    }

    @Test("the edit form never loses what was typed", arguments: [6] as [UInt64])
    func editForm(seed: UInt64) {
        guard let run = RandomRun.check(EditFormModel.self, seed: seed, count: Self.events) else { return }
        expectReached(
            run.coverage, ["textChanged": (400, 1_000), "submitted": (15, 50), "submitFailed": (2, 30)])
    }

    @Test(
        "the app: all of the above, coherent navigation, and a deleted product never shown again",
        arguments: [7, 8] as [UInt64])
    func app(seed: UInt64) {
        guard let run = RandomRun.check(AppModel.self, seed: seed, count: Self.events) else { return }
        expectReached(
            run.coverage,
            [
                "list.pageLoaded": (60, 200), "late page answer": (25, 50),
                "path.element.detail.delete.deleted": (3, 10), "path.element.form.submitted": (3, 20),
                "path.element.form.submitFailed": (1, 5), "path.element.detail.detailLoaded": (20, 50),
                "alertRetryTapped": (20, 50),
            ])
    }

    /// Checks the run reached what its invariants are about: each kind of event (counted by its case
    /// name's prefix) at least this often, in the sample's 3,000 events or the full run's 10,000.
    /// (Coverage does not grow in proportion: a list has more pages to load the longer it runs.)
    private func expectReached(
        _ coverage: [String: Int], _ minimums: [String: (sample: Int, full: Int)],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (kind, minimum) in minimums.sorted(by: { $0.key < $1.key }) {
            let expected = Sweep.isFull ? minimum.full : minimum.sample
            let count = coverage.filter { $0.key.hasPrefix(kind) }.values.reduce(0, +)
            #expect(
                count >= expected, "only \(count) × \(kind) in \(Self.events) events",
                sourceLocation: sourceLocation)
        }
    }

    @Test("a broken invariant is reported with its seed and a shorter sequence")
    func reportsShortestSequence() {
        struct Breaks: RandomModel {
            var count = 0
            var coverage: [String: Int] { [:] }
            init() {}
            mutating func run(_ step: RandomStep) -> (done: () -> String, broken: String?) {
                if step.percent < 10 { count += 1 }
                return ({ "step \(step.percent)" }, count >= 3 ? "three small steps" : nil)
            }
        }
        let steps = RandomRun.steps(seed: 9, count: 1_000)
        let failure = RandomRun.firstFailure(Breaks.self, steps)
        #expect(failure != nil)
        let shortest = RandomRun.shrink(Breaks.self, Array(steps.prefix((failure?.index ?? 0) + 1)))
        #expect(shortest.count == 3)
        #expect(shortest.allSatisfy { $0.percent < 10 })
        let described = RandomRun.firstFailure(Breaks.self, shortest)
        #expect(described?.log == shortest.map { "step \($0.percent)" })
        #expect(described?.message == "three small steps")
    }
}
