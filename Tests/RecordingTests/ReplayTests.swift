import Loop
import Recording
import Testing

@MainActor
@Suite struct ReplayTests {
    /// A session recorded: two notes (the second saves them), the save's answer, then cleared.
    func recordedSession() async throws -> String {
        let clock = ManualClock()
        let loop = EventLoop(Notes(), state: Notes.State(), handler: NotesStore(), clock: clock)
        let lines = Lines()
        let recorder = SessionRecorder(into: lines, clock: clock)
        recorder.record(loop)
        loop.send(.added("milk"))
        loop.send(.added("eggs"))
        try await loop.settle()
        loop.send(.cleared)
        return lines.text
    }

    func replay(_ text: String) throws -> Replay<Notes> {
        Replay(try Recording(parsing: text), feature: Notes(), from: Notes.State())
    }

    @Test func aFreshRecordingReplaysAsRecorded() async throws {
        let replay = try replay(try await recordedSession())
        #expect(replay.mismatch == nil)
        #expect(
            replay.states == [
                Notes.State(), Notes.State(notes: ["milk"]), Notes.State(notes: ["milk", "eggs"]),
                Notes.State(notes: ["milk", "eggs"], saved: 2), Notes.State(notes: [], saved: 2),
            ])
        #expect(
            replay.change(atStep: 4)
                == "  notes[0]\n    − \"milk\"\n    + (absent)\n  notes[1]\n    − \"eggs\"\n    + (absent)")
    }

    @Test func aRemovedStepIsFoundAtTheFirstStepThatNoLongerAgrees() async throws {
        var lines = try await recordedSession().split(separator: "\n")
        lines.remove(at: 1)  // the first note
        let mismatch = try #require(try replay(lines.joined(separator: "\n")).mismatch)
        #expect(mismatch.line == 2)
        #expect(mismatch.step == 1)
        #expect(
            mismatch.message.hasPrefix("the effects differ from those recorded (− recorded, + replayed):\n"))
        #expect(mismatch.message.contains("[0]\n    − .save([\"milk\", \"eggs\"])\n    + (absent)"))
    }

    @Test func anAlteredEffectIsFoundAtItsLine() async throws {
        let text = try await recordedSession().replacingOccurrences(
            of: #"{"save":{"_0":["milk","eggs"]}}"#, with: #"{"save":{"_0":["milk"]}}"#)
        let mismatch = try #require(try replay(text).mismatch)
        #expect(mismatch.line == 3)
        #expect(
            mismatch.description
                == "line 3 (step 2): the effects differ from those recorded (− recorded, + replayed):\n"
                + "  [0].save[1]\n    − (absent)\n    + \"eggs\"")
    }

    @Test func aStateThatDiffersIsFoundAtItsLineWithWhatTheStepChanged() async throws {
        // The answer says one note was saved, not two: same effects, another state.
        let text = try await recordedSession().replacingOccurrences(
            of: #"{"saved":{"count":2}}"#, with: #"{"saved":{"count":1}}"#)
        let mismatch = try #require(try replay(text).mismatch)
        #expect(mismatch.line == 4)
        #expect(mismatch.message.hasPrefix("the state differs from the one recorded (digest "))
        #expect(
            mismatch.message.hasSuffix("what this step changed in the replay:\n  saved\n    − 0\n    + 1"))
    }

    @Test func aRefactorThatKeepsWhatTheStateEncodesReplaysAsRecorded() async throws {
        let recording = try Recording<Notes.Event, Notes.Effect>(parsing: try await recordedSession())
        let replay = Replay(recording, feature: RefactoredNotes(), from: RefactoredNotes.Jotting())
        #expect(replay.mismatch == nil)
        #expect(replay.states.last == RefactoredNotes.Jotting(entries: [], saved: 2))
    }

    @Test func aChangeToWhatTheStateEncodesNamesTheStepAndTheFieldByItsJSONPath() async throws {
        let recording = try Recording<Notes.Event, Notes.Effect>(parsing: try await recordedSession())
        let mismatch = try #require(
            Replay(recording, feature: ReencodedNotes(), from: ReencodedNotes.State()).mismatch)
        #expect(mismatch.line == 2)
        #expect(mismatch.step == 1)
        #expect(mismatch.message.hasPrefix("the state differs from the one recorded (digest "))
        #expect(
            mismatch.message.hasSuffix(
                "; at the first step, what the app starts in may differ too (a field added, removed or "
                    + "renamed in what the state encodes); what this step changed in the replay:\n"
                    + "  items[0]\n    − (absent)\n    + \"milk\""))
    }

    @Test func aStepThatNoLongerChangesTheStateSaysSo() async throws {
        // The save is answered with the count it already had: the replay's step 3 changes nothing.
        let text = try await recordedSession().replacingOccurrences(
            of: #"{"saved":{"count":2}}"#, with: #"{"saved":{"count":0}}"#)
        let mismatch = try #require(try replay(text).mismatch)
        #expect(mismatch.line == 4)
        #expect(
            mismatch.message.hasSuffix(
                "this step changed nothing in the replay, where the recorded one changed the state"))
    }

    @Test func aStateThatDoesNotEncodeIsAMismatchThatSaysSo() async throws {
        let recording = try Recording<Notes.Event, Notes.Effect>(parsing: try await recordedSession())
        var edited = recording
        edited.steps[1].event = .added("?")
        edited.steps[1].effects = [.save(["milk", "?"])]
        let mismatch = try #require(Replay(edited, feature: PickyNotes(), from: PickyNotes.State()).mismatch)
        #expect(mismatch.line == 3)
        #expect(
            mismatch.message.hasPrefix(
                "the state cannot be encoded, so it cannot be compared with the one recorded: "))
    }
}
