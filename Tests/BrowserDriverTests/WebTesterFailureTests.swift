import BrowserDriver
import Foundation
import HTMLUI
import Loop
import TestReporting
import Testing
import WebCore
import WebTesting

/// A request the server leaves unanswered fails the one test that sent it, at its line, with the
/// reason; the run goes on.
@MainActor
@Suite("WebTester, a request left unanswered")
struct WebTesterFailureTests {
    /// A GET whose head promises a body that never comes: the server waits for it, writing nothing.
    static let silent = ["Content-Length": "10"]

    @Test("get: status 0 and the reason, the failure reported at the calling line; the next get is answered")
    func unansweredGet() async {
        let collected = CollectedFailures()
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
        let collected = CollectedFailures()
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

/// A page whose button starts work that waits for an answer only the test gives (`Gate.open()`).
struct Held: Reducer {
    struct State: Equatable {
        var answered = false
    }

    enum Event: Sendable {
        case asked
        case answered
    }

    enum Effect: LoopEffect {
        case wait
    }

    func reduce(_ state: inout State, _ event: Event) -> [Effect] {
        switch event {
        case .asked: return [.wait]
        case .answered:
            state.answered = true
            return []
        }
    }
}

/// Holds every `wait` until `open()`.
final class Gate: EffectHandler, @unchecked Sendable {
    private let stream: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation

    init() {
        (stream, continuation) = AsyncStream.makeStream()
    }

    func handle(_ effect: Held.Effect, send: Send<Held.Event>) async {
        for await _ in stream { break }
        send(.answered)
    }

    func open() { continuation.finish() }
}

struct HeldWeb: DiffedBrowserApp {
    let gate: Gate

    var screenPatterns: [String] { ["/"] }

    func makeSession(clock: ManualClock?) -> (loop: EventLoop<Held>, services: Void) {
        (EventLoop(Held(), state: Held.State(), handler: gate, clock: clock), ())
    }

    func opening(_ request: HTTPRequest) -> PageOpening<Held.Event> { .screen([]) }

    func reopening(path: String) -> [Held.Event] { [] }

    func draw(_ state: Held.State) -> DrawnPage {
        DrawnPage(
            title: "Held", address: "/",
            body: Tag.main(.id("screen")) {
                Tag.p(.id("answer")) { state.answered ? "answered" : "waiting" }
                Tag.button(.type("button"), .data("event", "ask")) { "Ask" }
            })
    }

    func events(for report: ClientEvent, in state: Held.State) -> [Held.Event] {
        report.kind == .click && report.name == "ask" ? [.asked] : []
    }
}

@MainActor
@Suite("WebTester, a session that stops moving")
struct WebTesterStallTests {
    // Without the guard this settle would wait for ever: the time limit makes that a failure too.
    @Test(
        "settle fails the test at the line that made the tester, naming the effect, and returns",
        .timeLimit(.minutes(1)))
    func stalledSession() async {
        let collected = CollectedFailures()
        let clock = ManualClock()
        let gate = Gate()
        defer { gate.open() }
        let line: UInt = #line + 1
        let tester = WebTester(
            BrowserHost(HeldWeb(gate: gate), clock: clock), clock: clock, reporter: collected.reporter)
        tester.stallLimit = .milliseconds(200)
        let tab = await tester.open("/")
        await tab.join()
        #expect(collected.messages == [])
        await tab.report(#"{"kind":"click","name":"ask"}"#)
        #expect(
            collected.messages == [
                """
                WebTester could not settle: settle saw no progress for 0.2 seconds (no event reduced, no effect \
                started or finished): 1 effect(s) still running:
                  wait
                Fix: if they wait for time, give the loop and the handler one ManualClock; if they wait for an \
                answer that never comes, answer or cancel them.
                """
            ])
        #expect(collected.lines == [line])
    }

    @Test("work answered within the stall limit is no stall: the ack, then the patch, and nothing reported")
    func answeredLate() async {
        let collected = CollectedFailures()
        let clock = ManualClock()
        let gate = Gate()
        let tester = WebTester(
            BrowserHost(HeldWeb(gate: gate), clock: clock), clock: clock, reporter: collected.reporter)
        let tab = await tester.open("/")
        await tab.join()
        // Opened while the report is being settled: the answer comes after the event was applied.
        let opener = Task { gate.open() }
        let answered = await tab.report(#"{"kind":"click","name":"ask"}"#)
        await opener.value
        #expect(answered == [#"{"ack":1}"#, #"{"patches":[{"id":"answer","op":"text","text":"answered"}]}"#])
        #expect(collected.messages == [])
    }
}
