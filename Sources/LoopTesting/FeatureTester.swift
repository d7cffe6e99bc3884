import Loop
import Recording
import TestReporting

/// Tests a feature's reducer step by step, exhaustively: every change to the state and every effect
/// must be stated, and every effect answered.
///
/// ```swift
/// let tester = FeatureTester(Counter(), state: 0)
/// tester.send(.increment) { $0 = 1 }
/// tester.send(.save, effects: [.save(1)])
/// tester.answer(.save(1), with: .saved)
/// tester.finish()
/// ```
///
/// A step fails when the state after it differs from the before-state changed by the test's closure
/// (the message lists each differing field's path, expected and actual), when the effects emitted are
/// not exactly those listed, or, at `finish()`, when an effect was never answered.
///
/// A test that leaves effects unanswered and no `finish()` after its last step fails too, whatever
/// holds the tester, naming them at the line that made the tester: when the tester goes out of scope
/// (as TCA's `TestStore` does on deinit), and in XCTest, which keeps each test case alive after its
/// test (and with it a tester in its property), when the test that made the tester ends (its method
/// returned, before `tearDown()`); once per test.
///
/// In `.nonExhaustive` mode (TCA's `exhaustivity = .off`) only what the test states is checked: a change
/// or an effect a step does not list passes, and an effect left unanswered never fails, neither at
/// `finish()` nor when the test ends; `pendingEffects` still lists it, for a test that checks it.
public final class FeatureTester<Feature: Reducer>
where Feature.State: Equatable, Feature.Effect: LoopEffect {
    public typealias State = Feature.State
    public typealias Event = Feature.Event
    public typealias Effect = Feature.Effect

    /// Whether unasserted changes and effects fail the test.
    public enum Exhaustivity: Sendable {
        /// Every change and every effect of a step is stated, and every effect is answered or dismissed.
        case exhaustive
        /// Only what a step states is checked; unlisted changes and effects, and effects never answered,
        /// pass.
        case nonExhaustive
    }

    /// The state after the last step.
    public private(set) var state: State
    /// Emitted effects not yet answered or dismissed, oldest first.
    public private(set) var pendingEffects: [Effect] = []
    public var exhaustivity: Exhaustivity

    private let feature: Feature
    private let reporter: FailureReporter
    /// Where the tester was made: a tester dropped unfinished fails there.
    private let location: TestLocation
    /// Whether the effects were checked since the last step, by `finish()` or at the end of the test.
    private var isFinished = false

    public init(
        _ feature: Feature, state: State, exhaustivity: Exhaustivity = .exhaustive,
        reporter: FailureReporter = .testFramework, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.feature = feature
        self.state = state
        self.exhaustivity = exhaustivity
        self.reporter = reporter
        location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        // XCTest keeps the test case, and a tester in its property, alive: deinit would never check.
        TestEnd.whenTheRunningXCTestEnds { [weak self] in self?.checkAtTestEnd() }
    }

    deinit {
        guard !isFinished, exhaustivity == .exhaustive, !pendingEffects.isEmpty else { return }
        reporter(
            """
            The FeatureTester went out of scope without finish(), with \(pendingEffects.count) effect(s) never answered:
            \(pendingList)
            Fix: answer(_:with:) or dismiss(_:) each one, then call finish() at the end of the test.
            """, at: location)
    }

    /// Fails, once, when the XCTest test that made the tester ends with effects never answered.
    private func checkAtTestEnd() {
        guard !isFinished, exhaustivity == .exhaustive, !pendingEffects.isEmpty else { return }
        isFinished = true
        reporter(
            """
            The test ended without finish() on its FeatureTester, with \(pendingEffects.count) effect(s) never answered:
            \(pendingList)
            Fix: answer(_:with:) or dismiss(_:) each one, then call finish() at the end of the test.
            """, at: location)
    }

    /// Sends an event and checks the step.
    /// - Parameters:
    ///   - event: the event to send.
    ///   - effects: exactly the effects the step emits, in order (in non-exhaustive mode: effects that
    ///     must be among them).
    ///   - fileID: where a failure is reported; leave the default.
    ///   - filePath: where a failure is reported; leave the default.
    ///   - line: where a failure is reported; leave the default.
    ///   - column: where a failure is reported; leave the default.
    ///   - update: mutates the before-state into the expected after-state; omit it when nothing changes.
    public func send(
        _ event: Event, effects: [Effect] = [], fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column, _ update: ((inout State) -> Void)? = nil
    ) {
        let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        step("send(\(StructuralDiff.describe(event)))", event, effects: effects, update: update, at: location)
    }

    /// Answers a pending effect with the event its handler would send, and checks that step like `send`.
    /// - Parameters:
    ///   - effect: a pending effect, emitted by an earlier step.
    ///   - event: the event the effect's handler answers with.
    ///   - stillRunning: true for one event of work that keeps sending (a timer, a subscription):
    ///     the effect stays pending, so later steps may answer it again, until it is cancelled, replaced,
    ///     dismissed or answered without `stillRunning`.
    ///   - effects: exactly the effects the answer's step emits, as in `send`.
    ///   - fileID: where a failure is reported; leave the default.
    ///   - filePath: where a failure is reported; leave the default.
    ///   - line: where a failure is reported; leave the default.
    ///   - column: where a failure is reported; leave the default.
    ///   - update: mutates the before-state into the expected after-state; omit it when nothing changes.
    public func answer(
        _ effect: Effect, with event: Event, stillRunning: Bool = false, effects: [Effect] = [],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column, _ update: ((inout State) -> Void)? = nil
    ) {
        let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let index = pendingEffects.firstIndex(of: effect) else {
            let pending =
                pendingEffects.isEmpty
                ? "none" : pendingEffects.map(StructuralDiff.describe).joined(separator: ", ")
            reporter(
                """
                answer(\(StructuralDiff.describe(effect))) names an effect that is not pending (pending: \(pending)).
                Fix: answer an effect that an earlier step emitted and that has not been answered, cancelled or replaced.
                """, at: location)
            return
        }
        if !stillRunning { pendingEffects.remove(at: index) }
        step(
            "answer(\(StructuralDiff.describe(effect)), with: \(StructuralDiff.describe(event)))", event,
            effects: effects, update: update, at: location)
    }

    /// Drops a pending effect whose answer is not part of this test.
    public func dismiss(
        _ effect: Effect, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        guard let index = pendingEffects.firstIndex(of: effect) else {
            reporter(
                "dismiss(\(StructuralDiff.describe(effect))) names an effect that is not pending.",
                at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
            return
        }
        pendingEffects.remove(at: index)
    }

    /// Drops every effect still in flight, for a test that has checked what it is about and whose
    /// remaining answers (thumbnail loads, say) belong to other tests; as TCA's `skipInFlightEffects`.
    ///
    /// Call it just before `finish()`. It fails when nothing is in flight, so that a test does not keep
    /// a call that skips nothing; to drop one effect, `dismiss(_:)` it.
    public func skipInFlightEffects(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        guard pendingEffects.isEmpty else {
            pendingEffects.removeAll()
            return
        }
        reporter(
            """
            skipInFlightEffects() found no effect in flight to skip.
            Fix: remove the call; every effect has been answered, cancelled or dismissed.
            """, at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Fails when effects were emitted but never answered or dismissed (exhaustive mode only: in
    /// `.nonExhaustive` mode it never fails).
    public func finish(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        isFinished = true
        guard exhaustivity == .exhaustive, !pendingEffects.isEmpty else { return }
        reporter(
            """
            \(pendingEffects.count) effect(s) emitted but never answered:
            \(pendingList)
            Fix: feed each one's answer with answer(_:with:), or dismiss(_:) it, before finish().
            """, at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// The pending effects, one a line.
    private var pendingList: String {
        pendingEffects.map { "  \(StructuralDiff.describe($0))" }.joined(separator: "\n")
    }

    /// One step; `name` (the call, its event described) is worked out only for a failure's message.
    private func step(
        _ name: @autoclosure () -> String, _ event: Event, effects expected: [Effect],
        update: ((inout State) -> Void)?,
        at location: TestLocation
    ) {
        isFinished = false
        var expectedState = state
        let emitted = feature.reduce(&state, event)
        if exhaustivity == .nonExhaustive {
            var actualWithUpdate = state
            update?(&actualWithUpdate)
            expectedState = actualWithUpdate
        } else {
            update?(&expectedState)
        }
        if expectedState != state {
            let diff = StructuralDiff.render(
                StructuralDiff.differences(expected: expectedState, actual: state))
            reporter(
                """
                State after \(name()) is not what the test expects (− expected, + actual):
                \(diff)
                Fix: make the closure passed to this step change exactly these fields to their actual values, \
                or fix the reducer.
                """, at: location)
        }
        checkEffects(emitted, expected: expected, after: name, at: location)
        track(emitted)
    }

    private func checkEffects(
        _ emitted: [Effect], expected: [Effect], after name: () -> String, at location: TestLocation
    ) {
        let matches =
            exhaustivity == .exhaustive
            ? emitted == expected
            : expected.allSatisfy { emitted.contains($0) }
        guard !matches else { return }
        let diff = StructuralDiff.render(StructuralDiff.differences(expected: expected, actual: emitted))
        reporter(
            """
            Effects of \(name()) are not what the test expects (− expected, + actual):
            \(diff)
            Fix: pass effects: [\(emitted.map(StructuralDiff.describe).joined(separator: ", "))] to this step, or fix the reducer.
            """, at: location)
    }

    /// Adds emitted effects to the pending ones, applying cancellation and replacement as the loop would:
    /// a cancel stops the work with its identity and the work of its scope.
    private func track(_ emitted: [Effect]) {
        for effect in emitted {
            let scheduling = effect.scheduling
            switch scheduling.unscoped {
            case .run, .scoped:  // `unscoped` is never `.scoped`
                pendingEffects.append(effect)
            case .replacing(let id):
                pendingEffects.removeAll { $0.scheduling.unscoped == .replacing(id) }
                pendingEffects.append(effect)
            case .cancel(let id):
                pendingEffects.removeAll {
                    $0.scheduling.unscoped == .replacing(id) || $0.scheduling.scopes.contains(id)
                }
            case .delegate:
                break
            }
        }
    }
}
