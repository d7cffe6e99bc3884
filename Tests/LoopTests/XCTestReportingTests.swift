import Loop
import LoopTesting
import XCTest

/// `FeatureTester` used from an XCTest test, with its default reporter: a failing step must fail the
/// XCTest test, with the tester's message, at the line of the step.
final class XCTestReportingTests: XCTestCase {
    private struct RecordedFailure {
        var message: String
        var line: Int
    }

    /// While set, failures are collected here instead of failing this test. XCTFail's own prefix,
    /// `failed - `, stays on each message.
    private var captured: [RecordedFailure]?

    func testAnUnstatedChangeFailsTheXCTestAtTheLineOfTheStep() {
        let tester = FeatureTester(Stepper(), state: .init())
        captured = []
        let stepLine = #line + 1
        tester.send(.increment)
        let failures = captured ?? []
        captured = nil

        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, stepLine)
        XCTAssertEqual(
            failures.first?.message,
            """
            failed - State after send(.increment) is not what the test expects (− expected, + actual):
              count
                − 0
                + 1
            Fix: make the closure passed to this step change exactly these fields to their actual values, \
            or fix the reducer.
            """)
    }

    func testAPassingStepRecordsNothing() {
        let tester = FeatureTester(Stepper(), state: .init())
        captured = []
        tester.send(.increment) { $0.count = 1 }
        tester.finish()
        let failures = captured ?? []
        captured = nil

        XCTAssertEqual(failures.map(\.message), [])
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
