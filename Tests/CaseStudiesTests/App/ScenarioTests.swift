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
}
