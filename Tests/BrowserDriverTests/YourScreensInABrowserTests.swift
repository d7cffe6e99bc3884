import BrowserDriver
import HTMLUI
import Loop
import Testing
import WebCore
import WebTesting

struct Tally: Reducer {
    struct State: Equatable {
        var count = 0
    }

    enum Event: Sendable { case added }

    enum Effect: LoopEffect {}

    func reduce(_ state: inout State, _ event: Event) -> [Effect] {
        state.count += 1
        return []
    }
}

struct NoEffects: EffectHandler {
    func handle(_ effect: Tally.Effect, send: Send<Tally.Event>) async {}
}

/// What the page reports: one case, a click on Add.
enum TallyReport: PageReport {
    case add

    static let names = kebabCaseNames()

    var kind: ClientEvent.Kind { .click }
}

struct TallyWeb: DiffedBrowserApp {
    var screenPatterns: [String] { ["/"] }

    func makeSession(clock: ManualClock?) -> (loop: EventLoop<Tally>, services: Void) {
        (EventLoop(Tally(), state: Tally.State(), handler: NoEffects(), clock: clock), ())
    }

    func opening(_ request: HTTPRequest) -> PageOpening<Tally.Event> { .screen([]) }

    func reopening(path: String) -> [Tally.Event] { [] }

    func draw(_ state: Tally.State) -> DrawnPage {
        DrawnPage(
            title: "Tally", address: "/",
            body: Tag.main(.id("screen")) {
                Tag.p(.id("count")) { "\(state.count)" }
                Tag.button(.type("button"), TallyReport.add.eventAttribute) { "Add" }
            })
    }

    func events(for report: ClientEvent, in state: Tally.State) -> [Tally.Event] {
        switch TallyReport(report) {
        case .add?: [.added]
        case nil: []
        }
    }
}

@MainActor
@Test func aClickIsPatchedIntoThePage() async {
    let clock = ManualClock()
    let tester = WebTester(BrowserHost(TallyWeb(), clock: clock), clock: clock)
    let tab = await tester.open("/")
    #expect(tab.page.text.contains(#"<p id="count">0</p>"#))
    await tab.join()
    let answered = await tab.report(#"{"kind":"click","name":"add"}"#)
    #expect(answered == [#"{"patches":[{"id":"count","op":"text","text":"1"}]}"#, #"{"ack":1}"#])
}
