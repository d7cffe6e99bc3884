import CaseStudies
import Foundation
import Testing
import TextDriver
import TextDriverTesting

/// Runs every case-study script in `Tests/Scenarios/CaseStudies/` headlessly, as `case-studies drive`
/// does.
@MainActor
@Suite("Case-study scenarios")
struct ScenarioTests {
    nonisolated static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenarios/CaseStudies")

    nonisolated static let scripts: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".scenario") }.sorted()

    @Test("there is a script for each case study")
    func everyCaseStudyHasAScript() {
        #expect(Self.scripts == ["counter.scenario", "search.scenario", "timer.scenario", "todos.scenario"])
    }

    @Test("every expectation of every script holds", arguments: scripts)
    func scenario(name: String) async {
        // The package's store: Snapshots/Scenarios/, under the environment's policy.
        let runner = ScriptRunner(app: CaseStudiesTextApp(), directory: Self.folder)
        await assertScenario(Self.folder.appendingPathComponent(name), runner: runner)
    }

    @Test("a script that attaches a file or switches language is refused with its line")
    func refusesWhatTheAppCannotDo() async throws {
        #expect(throws: ScriptError(line: 1, message: "this app has one language")) {
            try Script(parsing: "lang en\n", languages: CaseStudiesTextApp.languages)
        }
        let runner = ScriptRunner(app: CaseStudiesTextApp(), directory: Self.folder, snapshots: nil)
        let outcome = await runner.run(
            try Script(parsing: "launch\nattach counter.scenario\n", languages: CaseStudiesTextApp.languages))
        #expect(outcome.failure == "line 2: this app takes no attachments")
    }

    @Test("a settle while the timer runs fails its line naming the tick, instead of never returning")
    func settleWhileTicking() async throws {
        let runner = ScriptRunner(app: CaseStudiesTextApp(), directory: Self.folder, snapshots: nil)
        let script = "launch\nkey down\nkey down\nkey enter\nkey space\nsettle\nexpect \"00:00\"\n"
        let outcome = await runner.run(try Script(parsing: script, languages: CaseStudiesTextApp.languages))
        #expect(outcome.failures.map(\.line) == [6])
        #expect(
            outcome.failure == """
                line 6: settle moved the clock to 1000 deadline(s) over 1000.0 seconds and 1 effect(s) still \
                sleep again each time they wake:
                  path(.element(#1, .timer(.tick(every: 1.0 seconds))))
                Fix: work that runs until stopped (a timer) never settles: move time by a bounded amount \
                (settle(advancingTimeBy:), a script's `advance`), or stop it first.
                """)
    }
}
