import BrowserDriver
import Foundation
import Loop
import TestReporting
import Testing
import WebTesting

/// A request the server leaves unanswered fails the one test that sent it, at its line, with the
/// reason; the run goes on.
@MainActor
@Suite("WebTester, a request left unanswered")
struct WebTesterFailureTests {
    /// The failures a reporter was given, with their lines.
    final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [(message: String, line: UInt)] = []
        var messages: [String] { lock.withLock { stored.map(\.message) } }
        var lines: [UInt] { lock.withLock { stored.map(\.line) } }
        var reporter: FailureReporter {
            FailureReporter { message, location in
                self.lock.withLock { self.stored.append((message, location.line)) }
            }
        }
    }

    /// A GET whose head promises a body that never comes: the server waits for it, writing nothing.
    static let silent = ["Content-Length": "10"]

    @Test("get: status 0 and the reason, the failure reported at the calling line; the next get is answered")
    func unansweredGet() async {
        let collected = Collected()
        let clock = ManualClock()
        let tester = WebTester(
            BrowserHost(TallyWeb(), clock: clock), clock: clock, reporter: collected.reporter)
        let line: UInt = #line + 1
        let response = await tester.get("/", headers: Self.silent)
        let reason = "The server wrote no answer to GET /: the connection is open and silent."
        #expect(response.status == 0)
        #expect(response.text == "")
        #expect(response.failure == reason)
        #expect(collected.messages == [reason])
        #expect(collected.lines == [line])

        let answered = await tester.get("/")
        #expect(answered.status == 200)
        #expect(answered.failure == nil)
        #expect(collected.messages.count == 1)
    }

    @Test("open: a page left unanswered is reported at the line that opened it")
    func unansweredOpen() async {
        let collected = Collected()
        let clock = ManualClock()
        let tester = WebTester(
            BrowserHost(TallyWeb(), clock: clock), clock: clock, reporter: collected.reporter)
        let line: UInt = #line + 1
        let tab = await tester.open("/", headers: Self.silent)
        #expect(tab.page.status == 0)
        #expect(tab.session == "")
        #expect(
            collected.messages == ["The server wrote no answer to GET /: the connection is open and silent."])
        #expect(collected.lines == [line])
    }

    @Test("with the default reporter, it is an issue of the running test, which goes on")
    func failsTheRunningTest() async {
        let clock = ManualClock()
        let tester = WebTester(BrowserHost(TallyWeb(), clock: clock), clock: clock)
        var status = -1
        await withKnownIssue("the server wrote no answer") {
            status = await tester.get("/", headers: Self.silent).status
        }
        #expect(status == 0)
        #expect(await tester.get("/").status == 200)
    }
}
