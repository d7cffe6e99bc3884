import Foundation
import Loop
import TestReporting
import Testing
import TextDriver
import TextDriverTesting
import TextUI

/// `Explorer`: random sessions of an app, invariants after every step, a failure shrunk to the
/// shortest script that still breaks the same invariant.
@MainActor
@Suite("Explore")
struct ExplorerTests {
    /// An app invariant that a tally reaching 3 breaks.
    let belowThree = ExploreInvariant<Tally.State>("the count stays below 3") { state, _, _ in
        state.count >= 3 ? "the count is \(state.count)" : nil
    }

    /// An explorer of the tally checking `invariants`, pressing `+`, two letters and a save, and typing.
    func explorer(_ invariants: [ExploreInvariant<Tally.State>]) -> Explorer<TallyApp> {
        var explorer = Explorer(invariants: invariants) { TallyApp() }
        explorer.keys = [.character("+"), .character("a"), .character("b"), .character("s")]
        explorer.texts = ["xy", "bell\u{07}"]
        explorer.runs = 10
        explorer.steps = 30
        return explorer
    }

    @Test("a failure is shrunk to the steps that cause it, among every other key typed and wait")
    func shrinks() async throws {
        let explorer = explorer([belowThree])
        let failure = try #require(await explorer.explore())
        #expect(failure.invariant == "the count stays below 3")
        #expect(failure.message == "the count is 3")
        #expect(
            failure.commands.dropFirst(2) == [
                .key(.character("+")), .key(.character("+")), .key(.character("+")),
            ])
        #expect(failure.steps == 3)
        #expect(failure.foundSteps > 3)
    }

    @Test("its script reads back as the same commands, and driving it breaks the invariant again")
    func scriptReplays() async throws {
        let explorer = explorer([belowThree])
        let failure = try #require(await explorer.explore())
        let (script, errors) = Script.parse(failure.script, languages: [])
        #expect(errors.isEmpty)
        #expect(script.steps.map(\.command) == failure.commands)
        #expect(failure.script.hasPrefix("# Found by explore (seed "))
        let session = DriverSession(
            app: TallyApp(), size: TerminalSize(width: 80, height: 24), clock: ManualClock())
        session.launch()
        for case .key(let key) in failure.commands { session.press(key) }
        #expect(session.state.count == 3)
    }

    @Test("the same seed finds the same failure, shrunk the same way")
    func deterministic() async throws {
        var explorer = explorer([belowThree])
        explorer.seed = 7
        let first = try #require(await explorer.explore())
        let second = try #require(await explorer.explore())
        #expect(first.seed == second.seed)
        #expect(first.foundSteps == second.foundSteps)
        #expect(first.script == second.script)
    }

    @Test("an app that keeps every invariant has no failure")
    func noFailure() async {
        #expect(await explorer([]).explore() == nil)
    }

    @Test("the framework's own invariants: a frame drawn wider than the screen is found")
    func framesFit() async throws {
        let explorer = explorer([
            ExploreInvariant("a frame the app drew wider") { state, frame, size in
                ExploreInvariant<Tally.State>.framesFit.check(state, Self.wider(frame, state), size)
            }
        ])
        let failure = try #require(await explorer.explore())
        #expect(
            failure.message.hasPrefix("the frame is 81x24 on a 80x24 screen")
                || failure.message.hasPrefix("the frame is 41x24 on a 40x24 screen"))
        #expect(failure.steps == 0)
    }

    @Test(
        "every step is drawn at every size explored: a frame too wide only at 40 columns is found by a session at 80"
    )
    func everySize() async throws {
        var explorer = Explorer(invariants: []) { TallyApp(overflowsNarrow: true) }
        explorer.keys = [.character("+")]
        explorer.runs = 1
        explorer.steps = 20
        #expect(explorer.sizes.first == TerminalSize(width: 80, height: 24))
        let failure = try #require(await explorer.explore())
        #expect(failure.invariant == "every frame fits its screen")
        #expect(failure.message == "at 40x24: the frame is 41x24 on a 40x24 screen")
        #expect(failure.steps == 2)
    }

    /// `frame` one column wider: what an app that draws past its screen would give.
    static func wider(_ frame: Frame, _ state: Tally.State) -> Frame {
        var canvas = Canvas(width: frame.width + 1, height: frame.height)
        canvas.draw(frame.lines[0], at: Point(x: 0, y: 0))
        return canvas.frame()
    }

    @Test("explore reads its options, and refuses a bad value naming the option")
    func invocation() throws {
        let invocation = try DriverInvocation(
            arguments: [
                "explore", "--runs", "20", "--steps", "5", "--seed", "9", "--time", "60", "--out", "found",
                "--jobs", "3",
            ],
            languages: [])
        var expected = ExploreOptions()
        expected.runs = 20
        expected.steps = 5
        expected.seed = 9
        expected.time = .seconds(60)
        expected.out = "found"
        expected.jobs = 3
        #expect(invocation.mode == .explore(expected))
        #expect(
            throws: UsageError("--seed must be a whole number from 0 to 9223372036854775807, got 'seven'")
        ) {
            try DriverInvocation(arguments: ["explore", "--seed", "seven"], languages: [])
        }
        #expect(throws: UsageError("--runs must be a whole number from 1 to 1000000, got '0'")) {
            try DriverInvocation(arguments: ["explore", "--runs", "0"], languages: [])
        }
        #expect(throws: UsageError("--jobs must be a whole number from 1 to 64, got '65'")) {
            try DriverInvocation(arguments: ["explore", "--jobs", "65"], languages: [])
        }
        #expect(throws: UsageError("unknown option '--runs'")) {
            try DriverInvocation(arguments: ["--runs", "3"], languages: [])
        }
    }

    @Test("--seed random picks a fresh seed each time, and says so")
    func randomSeed() throws {
        let seeds = try (0..<3).map { _ in
            let invocation = try DriverInvocation(arguments: ["explore", "--seed", "random"], languages: [])
            guard case .explore(let options) = invocation.mode else { throw UsageError("not explore") }
            #expect(options.isRandomSeed)
            return options.seed
        }
        #expect(Set(seeds).count == 3)
        let fixed = try DriverInvocation(arguments: ["explore", "--seed", "5"], languages: [])
        #expect(
            fixed.mode
                == .explore(
                    {
                        var options = ExploreOptions(); options.seed = 5; return options
                    }()))
    }

    @Test("explore writes the shrunk failure as a script drive replays, and exits 1; nothing found exits 0")
    func command() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "explore-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let invocation = try DriverInvocation(
            arguments: ["explore", "--runs", "5", "--steps", "20", "--seed", "3", "--out", folder.path],
            languages: [])
        let status = await DriverCommand.run(invocation, name: "tally", terminal: FakeTerminal?.none) { _ in
            TallyApp(noteLimit: 3)
        }
        #expect(status == 1)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let name = try #require(files.first { $0.hasSuffix(".scenario") })
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        #expect(text.contains(#"# It breaks "the note stays short": the note is "#))
        let (script, errors) = Script.parse(text, languages: [])
        #expect(errors.isEmpty)
        #expect(script.steps.count <= 6)
        let clean = try DriverInvocation(
            arguments: ["explore", "--runs", "5", "--out", folder.path], languages: [])
        #expect(
            await DriverCommand.run(clean, name: "tally", terminal: FakeTerminal?.none) { _ in TallyApp() }
                == 0)
    }

    @Test(
        "assertExplores fails the test with the reproducer's path, the invariant and the message; nothing broken, nothing reported"
    )
    func assertion() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "explore-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let collected = CollectedFailures()
        let failure = try #require(
            await assertExplores(runs: 5, steps: 20, folder: folder, reporter: collected.reporter) {
                TallyApp(noteLimit: 3)
            })
        let path = folder.appendingPathComponent("explore-\(failure.seed).scenario").path
        #expect(collected.messages.count == 1)
        #expect(
            collected.messages.first?.hasPrefix(
                "Explored sessions broke an invariant; its reproducer is \(path)\n") == true)
        #expect(collected.messages.first?.contains(#""the note stays short" broken after"#) == true)
        #expect(
            FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
                == failure.script)
        let clean = CollectedFailures()
        #expect(
            await assertExplores(runs: 3, steps: 10, folder: folder, reporter: clean.reporter) { TallyApp() }
                == nil)
        #expect(clean.messages.isEmpty)
    }
}
