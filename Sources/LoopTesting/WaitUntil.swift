import Foundation
import Loop
import TestReporting

/// How many looks, at least, a `waitUntil` makes without seeing its value change before it may fail:
/// each look lets every piece of main-actor work that is ready run first, so work that is only queued
/// behind others has run by then, however slow the machine.
let waitUntilMinimumLooks = 1_000

/// Waits until `value` equals `expected`, looking again after letting the main actor's other work
/// run (a held effect registering, an answer the test released being delivered); true once it does.
///
/// ```swift
/// loop.send(.openProduct(id: 99))
/// guard await waitUntil(handler.heldCount, equals: 1) else { return }
/// ```
///
/// A guard against a wait that never ends, never a bound on time: it fails the calling test (through
/// `reporter`), saying what it saw and what it waited for, and returns false, only when the value has
/// not changed for `stallLimit` of real time *and* over at least 1,000 looks. Work that is slow but
/// moves the value, on a busy machine, is waited for as long as it takes; only a value that nothing
/// changes any more fails, in seconds.
/// - Parameters:
///   - value: what to look at, again at each look.
///   - expected: the value to wait for.
///   - stallLimit: how long the value may stay unchanged before the wait fails (real time);
///     `LoopStall.defaultStallLimit` by default, as a loop's settle.
///   - reporter: where the failure goes (the test framework).
///   - fileID: where the failure is reported; leave the default.
///   - filePath: the same, as a path.
///   - line: the calling test's line.
///   - column: the calling test's column.
/// - Returns: whether the value came to equal `expected`.
@MainActor
@discardableResult
public func waitUntil<Value: Equatable>(
    _ value: @autoclosure () -> Value, equals expected: Value,
    stallLimit: Duration = LoopStall.defaultStallLimit, reporter: FailureReporter = .testFramework,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) async -> Bool {
    let clock = ContinuousClock()
    var seen = value()
    var unchangedSince = clock.now
    var unchangedLooks = 0
    while seen != expected {
        if unchangedLooks >= waitUntilMinimumLooks, unchangedSince.duration(to: clock.now) >= stallLimit {
            reporter(
                """
                waitUntil gave up: the value is \(seen), not \(expected), and did not change for \(stallLimit) \
                and \(unchangedLooks) looks.
                Nothing that would change it runs any more: check that the work the test waits for was \
                started, and that what it waits on (a held effect, an answer) was released.
                """, at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
            return false
        }
        if unchangedLooks < waitUntilMinimumLooks {
            await Task.yield()
        } else {
            // Past the looks that let queued work run: work left runs elsewhere, so give it the core.
            try? await Task.sleep(for: .milliseconds(1))
        }
        let now = value()
        if now == seen {
            unchangedLooks += 1
        } else {
            seen = now
            unchangedSince = clock.now
            unchangedLooks = 0
        }
    }
    return true
}
