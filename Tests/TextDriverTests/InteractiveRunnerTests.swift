import Testing
import TextDriver
import TextUI

@MainActor
@Suite("Interactive runner")
struct InteractiveRunnerTests {
    @Test("keys change the screen and a resize clears it and draws the new size")
    func runsUntilQuit() async {
        let terminal = FakeTerminal(size: TerminalSize(width: 20, height: 3))
        let run = Task {
            await InteractiveRunner.run(TallyApp(), on: terminal, tickInterval: .milliseconds(5))
        }
        #expect(await terminal.eventuallyShows("count 0"))
        #expect(!terminal.written.contains("\u{1B}[2J"))
        terminal.type("+")
        #expect(await terminal.eventuallyShows("[1;7H\u{1B}[0m1"), "only the changed cell is written")
        terminal.size = TerminalSize(width: 24, height: 3)
        #expect(await terminal.eventuallyShows("\u{1B}[2J"), "a new size clears the screen")
        #expect(await terminal.eventuallyShows("width 24"))
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
            await InteractiveRunner.run(TallyApp(), on: terminal, tickInterval: .milliseconds(5))
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
                TallyApp(showsPicture: true), on: terminal, tickInterval: .milliseconds(5))
        }
        #expect(await terminal.eventuallyShows("\u{1B}[1;19H\u{1B}_Ga=p,i=1,c=2,r=1,C=1,q=2\u{1B}\\"))
        #expect(terminal.written.contains("\u{1B}_Ga=t,f=24,s=2,v=2,i=1,q=2,m=0;yMjIyMjIyMjIyMjI\u{1B}\\"))
        let placed = terminal.written.count
        terminal.type("+")
        #expect(await terminal.eventuallyShows("[1;7H\u{1B}[0m1"))
        #expect(terminal.written.dropFirst(placed).contains("\u{1B}_Ga=d,d=a,q=2\u{1B}\\"))
        terminal.type("q")
        await run.value
        #expect(terminal.written.hasSuffix("\u{1B}_Ga=d,d=A,q=2\u{1B}\\"))
        #expect(terminal.events == ["enter", "restore"])
    }
}
