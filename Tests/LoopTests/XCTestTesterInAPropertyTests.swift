import Loop
import LoopTesting
import XCTest

/// An XCTest test that keeps its `FeatureTester` in a property, set in `setUp()`, as XCTest tests
/// commonly do. XCTest keeps every test case alive until the process ends, so the tester is never
/// released and its `deinit` never runs: an effect it left unanswered must still fail this test, when
/// the test ends, with its message at the line that made the tester.
///
/// Each test records what its end must report in `expectedAtEnd`; every failure of the test is
/// captured instead of failing it, and `tearDown()`, which XCTest runs after the end-of-test checks,
/// compares them. A missing, extra or different failure fails the test there.
final class XCTestTesterInAPropertyTests: XCTestCase {
    private struct RecordedFailure: Equatable {
        var message: String
        var line: Int
    }

    private var tester: FeatureTester<Stepper>!
    /// The line of `setUp()` that made the tester, where its end-of-test failure is reported.
    private var testerLine = 0
    private var captured: [RecordedFailure]?
    private var expectedAtEnd: [RecordedFailure] = []
    /// Whether `tearDown()` drops the tester before comparing, as some tests' tear-downs do.
    private var dropsTesterInTearDown = false

    override func setUp() {
        super.setUp()
        captured = []
        testerLine = #line + 1
        tester = FeatureTester(Stepper(), state: .init())
    }

    override func tearDown() {
        if dropsTesterInTearDown { tester = nil }
        let failures = captured ?? []
        captured = nil
        XCTAssertEqual(failures, expectedAtEnd)
        super.tearDown()
    }

    func testASaveLeftUnansweredFailsThisTestWhenItEnds() {
        tester.send(.increment) { $0.count = 1 }
        tester.send(.save, effects: [.save(1)]) { $0.isSaving = true }
        expectedAtEnd = [
            RecordedFailure(
                message: """
                    failed - The test ended without finish() on its FeatureTester, with 1 effect(s) never answered:
                      .save(1)
                    Fix: answer(_:with:) or dismiss(_:) each one, then call finish() at the end of the test.
                    """,
                line: testerLine)
        ]
    }

    func testATesterDroppedInTearDownAfterTheTestEndedFailsOnce() {
        tester.send(.save, effects: [.save(0)]) { $0.isSaving = true }
        dropsTesterInTearDown = true
        expectedAtEnd = [
            RecordedFailure(
                message: """
                    failed - The test ended without finish() on its FeatureTester, with 1 effect(s) never answered:
                      .save(0)
                    Fix: answer(_:with:) or dismiss(_:) each one, then call finish() at the end of the test.
                    """,
                line: testerLine)
        ]
    }

    func testATesterWhoseEffectsWereAnsweredReportsNothingWithoutFinish() {
        tester.send(.save, effects: [.save(0)]) { $0.isSaving = true }
        tester.answer(.save(0), with: .saved) { $0.isSaving = false }
        expectedAtEnd = []
    }

    func testAFinishedTesterReportsOnlyWhatFinishReported() {
        tester.send(.save, effects: [.save(0)]) { $0.isSaving = true }
        let finishLine = #line + 1
        tester.finish()
        expectedAtEnd = [
            RecordedFailure(
                message: """
                    failed - 1 effect(s) emitted but never answered:
                      .save(0)
                    Fix: feed each one's answer with answer(_:with:), or dismiss(_:) it, before finish().
                    """,
                line: finishLine)
        ]
    }

    func testANonExhaustiveTesterLeavesAnUnansweredEffectUnreported() {
        tester.exhaustivity = .nonExhaustive
        tester.send(.save, effects: [.save(0)])
        XCTAssertEqual(tester.pendingEffects, [.save(0)])
        expectedAtEnd = []
    }

    #if canImport(Darwin)
        override func record(_ issue: XCTIssue) {
            guard captured != nil else { return super.record(issue) }
            captured?.append(
                RecordedFailure(
                    message: issue.compactDescription, line: issue.sourceCodeContext.location?.lineNumber ?? 0
                ))
        }
    #else
        override func recordFailure(
            withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
            expected: Bool
        ) {
            guard captured != nil else {
                return super.recordFailure(
                    withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            }
            captured?.append(RecordedFailure(message: description, line: lineNumber))
        }
    #endif
}
