import Testing
import TextDriver
import TextUI

@MainActor
@Suite("Interactive runner")
struct InteractiveRunnerTests {
    @Test("keys change the screen, a resize redraws it whole, q quits and the terminal is restored")
    func runsUntilQuit() async {
        let terminal = FakeTerminal(size: TerminalSize(width: 20, height: 3))
        let run = Task {
            await InteractiveRunner.run(TallyApp(), on: terminal, tickInterval: .milliseconds(5))
        }
        terminal.type("+")
        try? await Task.sleep(for: .milliseconds(50))
        #expect(terminal.written.contains("count 0"))
        #expect(terminal.written.contains("1"))
        terminal.size = TerminalSize(width: 24, height: 3)
        try? await Task.sleep(for: .milliseconds(50))
        #expect(terminal.written.contains("\u{1B}[2J"), "a new size clears the screen")
        #expect(terminal.written.contains("width 24"))
        terminal.type("q")
        await run.value
        #expect(terminal.events == ["enter", "restore"])
    }

    @Test("Ctrl-C quits whatever the app binds, and the terminal is restored")
    func interruptQuits() async {
        let terminal = FakeTerminal(size: TerminalSize(width: 20, height: 3))
        let run = Task {
            await InteractiveRunner.run(TallyApp(), on: terminal, tickInterval: .milliseconds(5))
        }
        terminal.type("\u{03}")
        await run.value
        #expect(terminal.events == ["enter", "restore"])
    }

    @Test("the input closing ends the app and restores the terminal")
    func inputClosed() async {
        let terminal = FakeTerminal(size: TerminalSize(width: 20, height: 3))
        let run = Task {
            await InteractiveRunner.run(TallyApp(), on: terminal, tickInterval: .milliseconds(5))
        }
        terminal.close()
        await run.value
        #expect(terminal.events == ["enter", "restore"])
    }
}
