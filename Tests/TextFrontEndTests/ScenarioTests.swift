import Foundation
import Loop
import Market
import Presenters
import ScreensLive
import Testing
import TextDriver
import TextDriverTesting
import TextFrontEnd
import TextSnapshot

/// Runs every scenario script in `Tests/Scenarios/` headlessly, as `openmarket drive` does, on the
/// embedded market with the demo vendor.
@MainActor
@Suite("Scenario scripts")
struct ScenarioTests {
    nonisolated static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Scenarios")

    nonisolated static let scripts: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".scenario") }.sorted()

    static func runner(snapshots: SnapshotStore? = store) -> ScriptRunner<OpenMarketTextApp> {
        ScriptRunner(
            app: .inMemory(seed: 2022, credentials: DemoCredentials.from([:]), fileDirectory: folder),
            directory: folder, snapshots: snapshots)
    }

    nonisolated static let store = SnapshotStore.forPackage(
        containing: #filePath, policy: .fromEnvironment(ProcessInfo.processInfo.environment))

    @Test("the scenario folder holds a script for each flow of the app")
    func everyFlowHasAScript() {
        #expect(Self.scripts.count >= 4)
        #expect(Self.scripts.contains("register-edit-delete.scenario"))
    }

    @Test("every expectation of every script holds", arguments: scripts)
    func scenario(name: String) async {
        await assertScenario(Self.folder.appendingPathComponent(name), runner: Self.runner())
    }

    @Test("a failed expectation names its line and shows the frame it saw")
    func failedExpectation() async throws {
        let script = try Script(
            parsing: "size 40x24\nlaunch\nsettle\nexpect \"no such product\"\n",
            languages: OpenMarketTextApp.languages)
        let outcome = await Self.runner(snapshots: nil).run(script)
        let failure = try #require(outcome.failure)
        #expect(
            failure.hasPrefix(
                "line 4: expect \"no such product\" failed: the text is not on the screen. The frame was:\n오픈마켓"
            ))
    }

    @Test(
        "fault fail makes the market's next answer fail: the first page's failure and its retry show; an unknown fault names the app's"
    )
    func faults() async throws {
        let script = try Script(
            parsing: """
                size 80x24
                lang en
                fault fail
                launch
                settle
                expect "injected failure"
                key enter
                settle
                expect-not "injected failure"
                fault melt
                """, languages: OpenMarketTextApp.languages)
        let outcome = await Self.runner(snapshots: nil).run(script)
        #expect(
            outcome.failures.map(\.description) == [
                "line 10: this app has no fault 'melt'; its faults are fail, timeout, slow, hang"
            ])
    }

    @Test(
        "fault hang makes the market's next answer wait a day: the list still loads after an hour; refreshing asks again and is answered"
    )
    func hangFault() async throws {
        let script = try Script(
            parsing: """
                size 80x24
                lang en
                fault hang
                launch
                advance 3600s
                expect "Loading"
                key r
                advance 1s
                expect-not "Loading"
                """, languages: OpenMarketTextApp.languages)
        let outcome = await Self.runner(snapshots: nil).run(script)
        #expect(outcome.failures.map(\.description) == [])
    }

    @Test(
        "fault slow makes the market's next answer come 10 s late: the first page shows after 10 s, not before"
    )
    func slowFault() async throws {
        let script = try Script(
            parsing: """
                size 80x24
                lang en
                fault slow
                launch
                advance 9s
                expect "Loading"
                advance 1s
                expect-not "Loading"
                """, languages: OpenMarketTextApp.languages)
        let outcome = await Self.runner(snapshots: nil).run(script)
        #expect(outcome.failures.map(\.description) == [])
    }

    @Test("print adds the plain frame to the transcript, without escape sequences")
    func printedFrame() async throws {
        let script = try Script(
            parsing: "size 40x6\nlang en\nlaunch\nsettle\nprint\n", languages: OpenMarketTextApp.languages)
        let outcome = await Self.runner(snapshots: nil).run(script)
        #expect(outcome.failure == nil)
        #expect(outcome.transcript.hasPrefix("── line 5: 40x6 ──\nOpen Market"))
        #expect(!outcome.transcript.contains("\u{1B}"))
    }

    @Test("a missing snapshot fails under CI and writes nothing")
    func missingSnapshotUnderCI() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("om-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = await Self.runner(
            snapshots: SnapshotStore(folder: folder, policy: .readOnly)
        )
        .run(try Script(parsing: "launch\nsnapshot never-recorded\n", languages: OpenMarketTextApp.languages))
        #expect(
            outcome.failure?.hasPrefix("line 2: No reference snapshot Snapshots/Scenarios/never-recorded.txt")
                == true)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }
}
