import Foundation

/// The failures a `FailureReporter` was given, kept instead of recorded: what a test of a test helper
/// (a tester, an assertion, a wait) reads to check what that helper would have reported, and where.
///
/// ```swift
/// let collected = CollectedFailures()
/// let tester = FeatureTester(Stepper(), state: .init(), reporter: collected.reporter)
/// tester.send(.save, effects: [])
/// #expect(collected.messages.count == 1)
/// ```
///
/// `@unchecked Sendable`: `stored` is only touched under `lock`.
public final class CollectedFailures: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [(message: String, location: TestLocation)] = []

    public init() {}

    /// A reporter that keeps each failure here, in the order reported.
    public var reporter: FailureReporter {
        FailureReporter { message, location in self.lock.withLock { self.stored.append((message, location)) }
        }
    }

    /// The messages reported, in order.
    public var messages: [String] { lock.withLock { stored.map(\.message) } }

    /// The lines they were reported at, in order.
    public var lines: [UInt] { lock.withLock { stored.map(\.location.line) } }
}
