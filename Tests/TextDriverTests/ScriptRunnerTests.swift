import Foundation
import Loop
import Testing
import TextDriver
import TextSnapshot
import TextUI

@MainActor
@Suite("Script runner")
struct ScriptRunnerTests {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    func run(_ text: String, snapshots: SnapshotStore? = nil) async throws -> ScriptRunner<TallyApp>.Outcome {
        let runner = ScriptRunner(
            app: TallyApp(), directory: folder, snapshots: snapshots, size: TerminalSize(width: 20, height: 3)
        )
        return await runner.run(try Script(parsing: text, languages: TallyApp.languages))
    }

    @Test("expectations that hold are listed in the transcript; print adds the plain frame")
    func transcript() async throws {
        let outcome = try await run("launch\nkey +\nexpect \"count 1\"\nexpect-not \"count 2\"\nprint\n")
        #expect(outcome.failure == nil)
        #expect(
            outcome.transcript == """
                ✓ line 3: expect "count 1"
                ✓ line 4: expect-not "count 2"
                ── line 5: 20x3 ──
                count 1
                note
                tick 0 width 20
                """)
    }

    @Test("every failed expectation is reported with its line and the frame seen; the script goes on")
    func failures() async throws {
        let outcome = try await run("launch\ntype \"ab\"\nexpect \"note ba\"\nkey +\nexpect \"count 2\"\n")
        #expect(
            outcome.failures == [
                ScriptError(
                    line: 3,
                    message:
                        "expect \"note ba\" failed: the text is not on the screen. The frame was:\ncount 0\nnote ab\ntick 0 width 20"
                ),
                ScriptError(
                    line: 5,
                    message:
                        "expect \"count 2\" failed: the text is not on the screen. The frame was:\ncount 1\nnote ab\ntick 0 width 20"
                ),
            ])
    }

    @Test("work on a clock the session does not own fails its settle line, naming the effect, and stops")
    func stall() async throws {
        let runner = ScriptRunner(
            app: TallyApp(handlerClock: ManualClock()), directory: folder, snapshots: nil,
            size: TerminalSize(width: 20, height: 3))
        let outcome = await runner.run(
            try Script(parsing: "launch\nkey s\nsettle\nexpect \"nothing\"\n", languages: TallyApp.languages))
        #expect(outcome.failures.map(\.line) == [3])
        #expect(
            outcome.failures.first?.message.hasPrefix(
                "settle cannot finish: 1 effect(s) sleep on a ManualClock the loop does not own") == true)
        #expect(outcome.failures.first?.message.contains("  save\n") == true)
    }

    @Test("work that stops moving fails its settle line after the default stall limit, naming it")
    func stallLimit() async throws {
        let limitClock = ManualClock()
        let runner = ScriptRunner<TallyApp>(
            directory: folder, snapshots: nil, size: TerminalSize(width: 20, height: 3)
        ) { size, language in
            let session = DriverSession(
                app: TallyApp(neverSaves: true), size: size, language: language, clock: ManualClock())
            session.stallClock = limitClock
            return session
        }
        let script = try Script(parsing: "launch\nkey s\nsettle\nexpect \"x\"\n", languages: [])
        let running = Task { await runner.run(script) }
        await limitClock.waitForSleepers(1)
        limitClock.advance(by: .seconds(5))
        let outcome = await running.value
        #expect(outcome.failures.map(\.line) == [3])
        #expect(
            outcome.failures.first?.message
                == """
                settle saw no progress for 5.0 seconds (no event reduced, no effect started or finished): \
                1 effect(s) still running:
                  save
                Fix: if they wait for time, give the loop and the handler one ManualClock; if they wait for an \
                answer that never comes, answer or cancel them.
                """)
    }

    @Test("an expectation that fails while an effect sleeps on the script's clock says so")
    func asleepWhenExpecting() async throws {
        let outcome = try await run("launch\nkey s\nadvance 500ms\nexpect-not \"saving\"\n")
        #expect(
            outcome.failure?.hasPrefix(
                "line 4: expect-not \"saving\" failed: the text is on the screen. 1 effect(s) are asleep on the "
                    + "script's clock (save): `advance` or `settle` first to wake them. The frame was:\n")
                == true)
    }

    @Test("by default a script compares in its package's store and logs every snapshot it names")
    func packageStore() async throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent(
            "driver-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: package) }
        try FileManager.default.createDirectory(
            at: package.appendingPathComponent("Tests/AppTests"), withIntermediateDirectories: true)
        try "".write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let recorder = ScriptRunner(
            app: TallyApp(), directory: folder,
            snapshots: SnapshotStore(folder: package.appendingPathComponent("Snapshots"), policy: .record),
            size: TerminalSize(width: 20, height: 3))
        _ = await recorder.run(try Script(parsing: "launch\nsnapshot tally\n", languages: []))
        // Its save sleeps on a clock the script does not move: the settle stalls, and the script stops.
        let runner = ScriptRunner(
            app: TallyApp(handlerClock: ManualClock()), directory: folder,
            size: TerminalSize(width: 20, height: 3),
            filePath: package.appendingPathComponent("Tests/AppTests/AppTests.swift").path)
        // The second snapshot is never reached, yet the script names it: it is in use too.
        let outcome = await runner.run(
            try Script(parsing: "launch\nsnapshot tally\nkey s\nsettle\nsnapshot later\n", languages: []))
        #expect(outcome.transcript == "✓ line 2: snapshot tally")
        #expect(outcome.failures.map(\.line) == [4])
        let runs = package.appendingPathComponent(".build/snapshot-runs")
        let logs = try FileManager.default.contentsOfDirectory(atPath: runs.path)
        let log = try String(
            contentsOf: runs.appendingPathComponent(try #require(logs.first)), encoding: .utf8)
        #expect(log.contains("compared: Scenarios/tally.txt\ncompared: Scenarios/later.txt\n"))
    }

    @Test("a snapshot line with no store fails rather than passing unchecked")
    func snapshotWithoutStore() async throws {
        #expect(
            try await run("launch\nsnapshot tally\n").failure
                == "line 2: snapshot tally: this runner compares no snapshots (it was given none)")
    }

    @Test("attach gives the app the file's name; a missing file fails with its line")
    func attach() async throws {
        let attached = try await run(
            "launch\nattach ScriptRunnerTests.swift\nexpect \"note ScriptRunner\"\n")
        #expect(attached.failure == nil)
        let missing = try await run("launch\nattach no-such-file.png\n")
        #expect(missing.failure == "line 2: cannot read 'no-such-file.png'")
    }

    @Test("size resizes the running app; advance moves the manual clock")
    func sizeAndTime() async throws {
        let outcome = try await run(
            "launch\nsize 25x3\nexpect \"width 25\"\nkey s\nadvance 500ms\nexpect \"saving\"\nadvance 500ms\nexpect-not \"saving\"\n"
        )
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
    }

    @Test("a snapshot that differs fails with its diff and writes nothing under CI")
    func snapshotMismatch() async throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent(
            "driver-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: store) }
        let recording = try await run(
            "launch\nsnapshot tally\n", snapshots: SnapshotStore(folder: store, policy: .record))
        #expect(recording.transcript == "✎ line 2: recorded Snapshots/Scenarios/tally.txt")
        let changed = try await run(
            "launch\nkey +\nsnapshot tally\n",
            snapshots: SnapshotStore(folder: store, policy: .readOnly))
        #expect(changed.failure?.hasPrefix("line 3: ") == true)
        #expect(changed.failure?.contains("+ count 1") == true)
    }
}
