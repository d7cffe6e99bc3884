import Testing

/// Seeded random sequences of at least 10,000 events per screen and for the whole app, with every
/// effect answered late, out of order, twice or failing, and the invariants checked after each event.
/// A failure names the seed and the shortest sequence found that still fails.
@Suite("Random event sequences")
struct RandomEventSequenceTests {
    static let events = 10_000

    @Test(
        "the product list: unique products, selection and scroll in bounds, one page in flight, no stale page, no deleted product",
        arguments: [1, 2] as [UInt64])
    func productList(seed: UInt64) {
        guard let run = RandomRun.check(ListModel.self, seed: seed, count: Self.events) else { return }
        expectReached(
            run.coverage,
            ["pageLoaded": 1_000, "pageFailed": 200, "late page answer": 500, "productRemoved": 300])
    }

    @Test("the detail: the right product, the image pager in bounds", arguments: [3, 4] as [UInt64])
    func productDetail(seed: UInt64) {
        guard let run = RandomRun.check(DetailModel.self, seed: seed, count: Self.events) else { return }
        expectReached(run.coverage, ["detailLoaded": 1_000, "detailFailed": 500, "imagePaged": 1_000])
    }

    @Test("the register form never loses what was typed", arguments: [5] as [UInt64])
    func registerForm(seed: UInt64) {
        guard let run = RandomRun.check(RegisterFormModel.self, seed: seed, count: Self.events) else {
            return
        }
        expectReached(
            run.coverage, ["textChanged": 1_000, "submitted": 50, "submitFailed": 30, "imageAttached": 500])
    }

    @Test("the edit form never loses what was typed", arguments: [6] as [UInt64])
    func editForm(seed: UInt64) {
        guard let run = RandomRun.check(EditFormModel.self, seed: seed, count: Self.events) else { return }
        expectReached(run.coverage, ["textChanged": 1_000, "submitted": 50, "submitFailed": 30])
    }

    @Test(
        "the app: all of the above, coherent navigation, and a deleted product never shown again",
        arguments: [7, 8] as [UInt64])
    func app(seed: UInt64) {
        guard let run = RandomRun.check(AppModel.self, seed: seed, count: Self.events) else { return }
        expectReached(
            run.coverage,
            [
                "list.pageLoaded": 200, "late page answer": 50, "destination.detail.delete.deleted": 10,
                "destination.form.submitted": 20,
                "destination.form.submitFailed": 5, "destination.detail.detailLoaded": 50,
                "alertRetryTapped": 50,
            ])
    }

    /// Checks the run reached what its invariants are about: each kind of event (counted by its case
    /// name's prefix) at least this often.
    private func expectReached(
        _ coverage: [String: Int], _ minimums: [String: Int],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (kind, minimum) in minimums.sorted(by: { $0.key < $1.key }) {
            let count = coverage.filter { $0.key.hasPrefix(kind) }.values.reduce(0, +)
            #expect(count >= minimum, "only \(count) × \(kind)", sourceLocation: sourceLocation)
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
