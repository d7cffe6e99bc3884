import Loop
import Testing
import TextDriver
import TextUI

/// The runner on a fake terminal, its ticks on a manual clock: each step waits for what the runner
/// writes, never for time to pass.
@MainActor
@Suite("Interactive runner", .timeLimit(.minutes(1)))
struct InteractiveRunnerTests {
    static let tick = Duration.milliseconds(100)

    @Test("keys change the screen and a resize clears it and draws the new size")
    func runsUntilQuit() async {
        let terminal = FakeTerminal(size: TerminalSize(width: 20, height: 3))
        let clock = ManualClock()
        let run = Task {
            await InteractiveRunner.run(TallyApp(), on: terminal, tickInterval: Self.tick, clock: clock)
        }
        await terminal.waitUntilWritten("count 0")
        terminal.type("+")
        await terminal.waitUntilWritten("[1;7H\u{1B}[0m1")
        #expect(!terminal.written.contains("\u{1B}[2J"), "only the changed cell is written")
        terminal.size = TerminalSize(width: 24, height: 3)
        await clock.waitForSleepers(1)
        clock.advance(by: Self.tick - .milliseconds(1))
        #expect(!terminal.written.contains("width 24"), "the size is checked on the tick")
        clock.advance(by: .milliseconds(1))
        await terminal.waitUntilWritten("width 24")
        #expect(terminal.written.contains("\u{1B}[2J"), "a new size clears the screen")
        terminal.close()
        await run.value
    }

    /// How a run ends.
    enum Ending: String, CaseIterable, Sendable {
        case quitKey, interrupt, inputClosed
    }

    @Test(
        "the app ends and the terminal is restored on q, on Ctrl-C whatever the app binds, and when the input closes",
        arguments: Ending.allCases)
    func ends(_ ending: Ending) async {
        let terminal = FakeTerminal(size: TerminalSize(width: 20, height: 3))
        let run = Task {
            await InteractiveRunner.run(
                TallyApp(), on: terminal, tickInterval: Self.tick, clock: ManualClock())
        }
        switch ending {
        case .quitKey: terminal.type("q")
        case .interrupt: terminal.type("\u{03}")
        case .inputClosed: terminal.close()
        }
        await run.value
        #expect(terminal.events == ["enter", "restore"])
    }

    @Test(
        "kitty's pictures are placed, taken off when the picture goes, and all deleted before the terminal is restored"
    )
    func kittyPictures() async {
        let terminal = FakeTerminal(size: TerminalSize(width: 20, height: 3), pictures: .kitty)
        let run = Task {
            await InteractiveRunner.run(
                TallyApp(showsPicture: true), on: terminal, tickInterval: Self.tick, clock: ManualClock())
        }
        await terminal.waitUntilWritten("\u{1B}[1;19H\u{1B}_Ga=p,i=1,c=2,r=1,C=1,q=2\u{1B}\\")
        #expect(terminal.written.contains("\u{1B}_Ga=t,f=24,s=2,v=2,i=1,q=2,m=0;yMjIyMjIyMjIyMjI\u{1B}\\"))
        let placed = terminal.written.count
        terminal.type("+")
        await terminal.waitUntilWritten("[1;7H\u{1B}[0m1")
        #expect(terminal.written.dropFirst(placed).contains("\u{1B}_Ga=d,d=a,q=2\u{1B}\\"))
        terminal.type("q")
        await run.value
        #expect(terminal.written.hasSuffix("\u{1B}_Ga=d,d=A,q=2\u{1B}\\"))
        #expect(terminal.events == ["enter", "restore"])
    }
}
