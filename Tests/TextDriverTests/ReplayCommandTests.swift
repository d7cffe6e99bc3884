import Foundation
import Loop
import Recording
import Testing
import TextDriver
import TextUI

/// `APP replay FILE`: the exit status of a check, a bad file and a step past the end; a recording
/// made on a terminal.
@MainActor
@Suite("Replaying from the command line", .timeLimit(.minutes(1)))
struct ReplayCommandTests {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
        "door-\(UUID().uuidString).jsonl")

    func replay(_ text: String, _ arguments: [String]) async throws -> Int32 {
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let invocation = try DriverInvocation(arguments: ["replay", file.path] + arguments, languages: [])
        return await ReplayCommand.run(
            DoorApp(), recording: file.path, invocation: invocation, name: "door",
            terminal: FakeTerminal?.none)
    }

    var recorded: String {
        get throws { try String(contentsOf: doorRecording, encoding: .utf8) }
    }

    @Test func aCheckOfAFreshRecordingExitsZeroAndOfAChangedOneOne() async throws {
        #expect(try await replay(try recorded, ["--check"]) == 0)
        let changed = try recorded.replacingOccurrences(of: #""saved":{"_0":1}"#, with: #""saved":{"_0":5}"#)
        #expect(try await replay(changed, ["--check"]) == 1)
    }

    @Test func aFileThatIsNotARecordingOrAStepPastTheEndExitsTwo() async throws {
        #expect(try await replay("{}\n", ["--check"]) == 2)
        #expect(try await replay(try recorded, ["--at", "4"]) == 2)
        #expect(try await replay(try recorded, ["--at", "3"]) == 0)
    }

    @Test func aRecordingOfAnotherProgramExitsTwoEvenWhenItsStepsWouldDecode() async throws {
        let another = try recorded.replacingOccurrences(of: #"{"app":"door""#, with: #"{"app":"hotel""#)
        #expect(another != (try recorded))
        #expect(try await replay(another, ["--check"]) == 2)
        #expect(try await replay(another, []) == 2)
    }

    @Test func aSessionOnATerminalIsRecordedAsItsKeysArePressed() async throws {
        var recording = ""
        let terminal = FakeTerminal(size: TerminalSize(width: 20, height: 2))
        let clock = ManualClock()
        let run = Task {
            await InteractiveRunner.run(DoorApp(), on: terminal, clock: clock) { session in
                session.record(as: "door", write: { recording += $0 }, report: { _ in })
            }
        }
        await terminal.waitUntilWritten("guests 0")
        terminal.type("+q")  // a guest, then quit: the run ends by itself
        await run.value
        let replayed = try ReplayedSession(recording, app: DoorApp())
        #expect(replayed.recording.header.screen == RecordedScreen(width: 20, height: 2))
        #expect(replayed.recording.steps.map(\.effects) == [[]])
        #expect(replayed.replay.mismatch == nil)
        #expect(replayed.frame(at: 1).plainText == "guests 1\nsaved never")
    }
}
