import TestReporting
import Testing

/// A helper's failure in Swift Testing: its first line is the issue itself, so the failure's first
/// line says what failed (a comment alone reads "Issue recorded"), and the rest follows as a comment.
@Test func aFailureStartsWithWhatFailed() {
    withKnownIssue {
        FailureReporter.testFramework("Snapshot S/n.txt does not match:\n− a\n+ b", at: TestLocation())
    } matching: { issue in
        issue.error.map(String.init(describing:)) == "Snapshot S/n.txt does not match:"
            && issue.comments == ["− a\n+ b"]
    }
    withKnownIssue {
        FailureReporter.testFramework("answer(.x) names an effect that is not pending.", at: TestLocation())
    } matching: { issue in
        issue.error.map(String.init(describing:)) == "answer(.x) names an effect that is not pending."
            && issue.comments.isEmpty
    }
}
