import Foundation
import LoopTesting
import TestReporting
import Testing

/// `waitUntil` waits for main-actor work however long it moves, and fails the one test, saying what
/// it saw, only when the value stops changing.
@MainActor
@Suite("waitUntil")
struct WaitUntilTests {
    /// A count that main-actor work moves, one step a turn.
    @MainActor
    final class Counter {
        var value = 0

        /// One step more: the value after it.
        func step() -> Int {
            value += 1
            return value
        }

        /// Counts to `target` in a task of its own, yielding between steps.
        func count(to target: Int) {
            Task { @MainActor in
                while value < target {
                    value += 1
                    await Task.yield()
                }
            }
        }
    }

    @Test("it returns true once work on the main actor has moved the value to the one waited for")
    func reached() async {
        let collected = CollectedFailures()
        let counter = Counter()
        counter.count(to: 5)
        #expect(await waitUntil(counter.value, equals: 5, reporter: collected.reporter))
        #expect(counter.value == 5)
        #expect(collected.messages == [])
    }

    /// The value moves at each look, whatever else the main actor runs: a task counting in turn with
    /// the looks was once left behind for 1,000 of them on a machine busy with the whole suite, which
    /// tested the scheduler, not the guard.
    @Test("a value that keeps changing is progress: with no stall limit at all, 3,000 steps are waited out")
    func progressIsNotAStall() async {
        let collected = CollectedFailures()
        let counter = Counter()
        #expect(
            await waitUntil(counter.step(), equals: 3_000, stallLimit: .zero, reporter: collected.reporter))
        #expect(counter.value == 3_000)
        #expect(collected.messages == [])
    }

    @Test("a value nothing changes fails the calling test at its line, saying what it saw, and returns false")
    func stalled() async {
        let collected = CollectedFailures()
        let held = 0
        let line: UInt = #line + 1
        let reached = await waitUntil(held, equals: 1, stallLimit: .zero, reporter: collected.reporter)
        #expect(!reached)
        #expect(
            collected.messages == [
                """
                waitUntil gave up: the value is 0, not 1, and did not change for 0.0 seconds and 1000 looks.
                Nothing that would change it runs any more: check that the work the test waits for was \
                started, and that what it waits on (a held effect, an answer) was released.
                """
            ])
        #expect(collected.lines == [line])
    }

    @Test("with the default reporter, the failure is an issue of the running test, which goes on")
    func failsTheRunningTest() async {
        var reached = true
        await withKnownIssue("a value that never changes") {
            reached = await waitUntil(0, equals: 1, stallLimit: .zero)
        }
        #expect(!reached)
    }
}
