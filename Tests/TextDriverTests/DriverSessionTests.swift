import Loop
import Testing
import TextDriver
import TextUI

@MainActor
@Suite("Driver sessions")
struct DriverSessionTests {
    @Test("a session launches at its size, presses keys, types each character against the state before")
    func pressesAndTypes() {
        let session = DriverSession(
            app: TallyApp(), size: TerminalSize(width: 30, height: 3), clock: ManualClock())
        session.launch()
        #expect(session.state.width == 30)
        session.press(.character("+"))
        session.press(.character("+"))
        session.type("hi")
        #expect(session.frame.plainText == "count 2\nnote hi\ntick 0 width 30")
        session.press(.character("q"))
        #expect(session.isQuitRequested)
    }

    @Test("settle runs the clock past every wait; advance moves it by the amount only")
    func time() async throws {
        let session = DriverSession(
            app: TallyApp(), size: TerminalSize(width: 30, height: 3), clock: ManualClock())
        session.launch()
        session.press(.character("s"))
        #expect(session.isBusy)
        try await session.advance(by: .milliseconds(999))
        #expect(session.frame.shows("count 0 saving"))
        try await session.advance(by: .milliseconds(1))
        #expect(!session.isBusy)
        session.press(.character("s"))
        try await session.settle()
        #expect(session.frame.shows("count 0") && !session.frame.shows("saving"))
    }

    @Test("a one-shot render waits for the first screen and prints it without escape sequences")
    func plainRender() async throws {
        let text = try await PlainRender.render(TallyApp(), size: TerminalSize(width: 20, height: 2))
        #expect(text == "count 0\nnote")
    }
}
