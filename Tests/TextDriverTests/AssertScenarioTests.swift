import Foundation
import TestReporting
import Testing
import TextDriver
import TextDriverTesting
import TextUI

@MainActor
@Suite("Scenario assertions")
struct AssertScenarioTests {
    let script = FileManager.default.temporaryDirectory.appendingPathComponent(
        "tally-\(UUID().uuidString).scenario")

    /// The failures reported, each with the file and line it was reported at.
    final class Reported: @unchecked Sendable {
        var failures: [(file: String, line: UInt, message: String)] = []
    }

    func assert(_ text: String) async throws -> Reported {
        try text.write(to: script, atomically: true, encoding: .utf8)
        let reported = Reported()
        let reporter = FailureReporter { message, location in
            reported.failures.append((location.filePath, location.line, message))
        }
        let runner = ScriptRunner(
            app: TallyApp(), directory: script.deletingLastPathComponent(), snapshots: nil,
            size: TerminalSize(width: 20, height: 3))
        await assertScenario(script, runner: runner, reporter: reporter)
        return reported
    }

    @Test("each failing expect is reported at its own line of the script")
    func everyFailingLine() async throws {
        defer { try? FileManager.default.removeItem(at: script) }
        let reported = try await assert(
            "launch\nexpect \"count 9\"\nkey +\nexpect \"count 1\"\nexpect-not \"note\"\n")
        #expect(reported.failures.map(\.file) == [script.path, script.path])
        #expect(reported.failures.map(\.line) == [2, 5])
        #expect(
            reported.failures.first?.message.hasPrefix(
                "expect \"count 9\" failed: the text is not on the screen.") == true)
        #expect(
            reported.failures.last?.message.hasPrefix(
                "expect-not \"note\" failed: the text is on the screen.") == true)
    }

    @Test("a line that does not parse is reported at that line, and nothing runs")
    func badLine() async throws {
        defer { try? FileManager.default.removeItem(at: script) }
        let reported = try await assert("launch\nexpct \"count 0\"\n")
        #expect(reported.failures.count == 1)
        #expect(reported.failures.first?.line == 2)
        #expect(reported.failures.first?.message == "unknown command 'expct' (did you mean 'expect'?)")
    }

    @Test("every line that does not parse is reported at its own line, and nothing runs")
    func threeBadLines() async throws {
        defer { try? FileManager.default.removeItem(at: script) }
        let reported = try await assert(
            "launch\nexpct \"count 0\"\nkey nope\nadvance soon\nexpect \"count 9\"\n")
        #expect(reported.failures.map(\.line) == [2, 3, 4])
        #expect(reported.failures.map(\.file) == [script.path, script.path, script.path])
        #expect(reported.failures.first?.message == "unknown command 'expct' (did you mean 'expect'?)")
        #expect(reported.failures.last?.message == "advance takes a duration like 300ms or 2s, got 'soon'")
    }

    @Test(
        "a script with no command (empty, blank or only comments) fails at its first line: it tests nothing",
        arguments: ["", "\n\n", "# launch\n   # key +\n"])
    func noCommand(text: String) async throws {
        defer { try? FileManager.default.removeItem(at: script) }
        let reported = try await assert(text)
        #expect(reported.failures.map(\.file) == [script.path])
        #expect(reported.failures.map(\.line) == [1])
        #expect(
            reported.failures.map(\.message) == [
                "the scenario script \(script.path) holds no command: write one a line "
                    + "(launch, key, type, expect…)"
            ])
    }

    @Test("a script that holds reports nothing")
    func passing() async throws {
        defer { try? FileManager.default.removeItem(at: script) }
        #expect(try await assert("launch\nkey +\nexpect \"count 1\"\n").failures.isEmpty)
    }
}
