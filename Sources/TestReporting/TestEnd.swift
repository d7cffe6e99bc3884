import Foundation

#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Checks that run when the XCTest test running now ends, so that what they report fails that test
/// even when what they check outlives it.
///
/// XCTest keeps every test case alive until the process ends, so a helper kept in a test case's
/// property (`var tester: FeatureTester<F>!`, set in `setUp()`) is never released and a check in its
/// `deinit` never runs. A check registered here runs when the test method has returned, after the
/// teardown blocks the test added and before its `tearDown()`, while the test still runs: a failure it
/// records through ``FailureReporter/testFramework`` fails that test. Swift Testing makes a suite
/// instance for each test and releases it when the test ends, so there `deinit` is enough and nothing
/// is registered.
public enum TestEnd {
    /// Registers `check` to run when the XCTest test running in this process ends.
    ///
    /// - Returns: false, registering nothing, when no XCTest test is running (a Swift Testing test, or
    ///   no test), or when the running one has begun its teardown.
    @discardableResult
    public static func whenTheRunningXCTestEnds(_ check: @escaping () -> Void) -> Bool {
        #if canImport(XCTest)
            #if canImport(Testing)
                if Test.current != nil { return false }
            #endif
            XCTestEndObserver.shared.observe()
            return XCTestEndObserver.shared.register(check)
        #else
            return false
        #endif
    }
}

#if canImport(XCTest)
    /// Follows XCTest's test cases, and runs the checks registered during each when it ends.
    ///
    /// It is registered with XCTest's observation center when the process loads this module (see
    /// `startObservingXCTest`), so that it sees the first test start; where that cannot be arranged, at
    /// the first registration, from the next test on. At each test's start it adds one teardown block to
    /// the test, the first, so the last to run: XCTest runs teardown blocks inside the test, where a
    /// failure belongs to it (after the test, in `testCaseDidFinish`, swift-corelibs-xctest stops the
    /// process on any failure recorded).
    final class XCTestEndObserver: NSObject, XCTestObservation, @unchecked Sendable {
        static let shared = XCTestEndObserver()

        /// A running test case and the checks due at its end; a test may run another inside it.
        private struct Running {
            var testCase: ObjectIdentifier
            var checks: [() -> Void] = []
            /// False once its teardown began: a check registered later could not run inside the test.
            var isOpen = true
        }

        private let lock = NSLock()
        private var running: [Running] = []
        private var isObserving = false

        /// Registers the observer, once, so that it follows every test case from the next one on.
        ///
        /// XCTest takes observers on the main thread only (Apple's raises an exception otherwise): from
        /// another thread the registration is sent to the main queue.
        func observe() {
            let isFirst = lock.withLock {
                defer { isObserving = true }
                return !isObserving
            }
            guard isFirst else { return }
            guard Thread.isMainThread else {
                DispatchQueue.main.async { XCTestObservationCenter.shared.addTestObserver(self) }
                return
            }
            #if canImport(Darwin)
                MainActor.assumeIsolated { XCTestObservationCenter.shared.addTestObserver(self) }
            #else
                XCTestObservationCenter.shared.addTestObserver(self)
            #endif
        }

        func testCaseWillStart(_ testCase: XCTestCase) {
            let id = ObjectIdentifier(testCase)
            lock.withLock { running.append(Running(testCase: id)) }
            testCase.addTeardownBlock { [self] in runChecks(of: id) }
        }

        func testCaseDidFinish(_ testCase: XCTestCase) {
            let id = ObjectIdentifier(testCase)
            lock.withLock { running.removeAll { $0.testCase == id } }
        }

        func register(_ check: @escaping () -> Void) -> Bool {
            lock.withLock {
                guard let last = running.indices.last, running[last].isOpen else { return false }
                running[last].checks.append(check)
                return true
            }
        }

        private func runChecks(of id: ObjectIdentifier) {
            let due: [() -> Void] = lock.withLock {
                guard let index = running.lastIndex(where: { $0.testCase == id }) else { return [] }
                running[index].isOpen = false
                defer { running[index].checks = [] }
                return running[index].checks
            }
            for check in due { check() }
        }
    }
#endif

// The observer starts when the process loads this module, before any test runs, so that it sees the
// first test start too (a tester made in the first test of a run would otherwise go unchecked).
#if compiler(>=6.3)
    #if canImport(XCTest)
        #if objectFormat(ELF)
            @used @section(".init_array")
            private let startObservingXCTest: @convention(c) () -> Void = {
                XCTestEndObserver.shared.observe()
            }
        #elseif objectFormat(MachO)
            @used @section("__DATA,__mod_init_func,mod_init_funcs")
            private let startObservingXCTest: @convention(c) () -> Void = {
                XCTestEndObserver.shared.observe()
            }
        #endif
    #endif
#endif
