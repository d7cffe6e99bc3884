import Loop
import Testing
import TextDriver
import TextUI

/// The tally drawn from a view state of its own (its count as words), which counts how often it is
/// worked out.
@MainActor
private struct CountingTallyApp: TextApp {
    final class Counter {
        var viewStates = 0
    }

    struct ViewState {
        var line: String
        var isSaving: Bool
    }

    let counter = Counter()
    private let tally = TallyApp()

    func makeLoop(language: String?, clock: ManualClock?) -> EventLoop<Tally> {
        tally.makeLoop(language: language, clock: clock)
    }

    func viewState(of state: Tally.State) -> ViewState {
        counter.viewStates += 1
        return ViewState(line: "count \(state.count)", isSaving: state.isSaving)
    }

    func render(_ view: ViewState, size: TerminalSize, tick: Int) -> Frame {
        var canvas = Canvas(width: size.width, height: size.height)
        canvas.draw(view.line, at: Point(x: 0, y: 0))
        return canvas.frame()
    }

    func isBusy(_ view: ViewState) -> Bool { view.isSaving }

    func action(for key: Key, in view: ViewState) -> KeyAction<Tally.Event>? {
        switch key {
        case .character("+"): .send(.plus)
        case .character("s"): .send(.save)
        default: nil
        }
    }
}

@MainActor
@Suite("A session's view state")
struct ViewStateCacheTests {
    @Test("is worked out once a change, however many keys are asked about and frames drawn")
    func onceAChange() async throws {
        let app = CountingTallyApp()
        let session = DriverSession(app: app, size: TerminalSize(width: 20, height: 1), clock: ManualClock())
        session.launch()
        #expect(session.frame.plainText == "count 0")
        _ = session.frame
        _ = session.isBusy
        for key in [Key.character("x"), .character("y"), .enter] {
            #expect(app.action(for: key, in: session.view) == nil)
        }
        #expect(app.counter.viewStates == 1)

        session.press(.character("+"))
        #expect(session.frame.plainText == "count 1")
        #expect(!session.isBusy)
        #expect(app.counter.viewStates == 2)

        session.press(.character("s"))
        #expect(session.isBusy)
        try await session.advance(by: .seconds(1))
        #expect(!session.isBusy)
        #expect(session.frame.plainText == "count 1")
        #expect(app.counter.viewStates == 4)
    }
}
