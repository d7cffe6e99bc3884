import Loop
import Recording
import Testing

@MainActor
@Suite struct SessionRecorderTests {
    @Test func eachReducedEventIsALineWithItsTimeEffectsAndStateDigest() async throws {
        let clock = ManualClock()
        let loop = EventLoop(Notes(), state: Notes.State(), handler: NotesStore(), clock: clock)
        let lines = Lines()
        let recorder = SessionRecorder(into: lines, clock: clock)
        recorder.record(loop)
        loop.send(.added("milk"))
        clock.advance(by: .milliseconds(1500))
        loop.send(.added("eggs"))
        try await loop.settle()

        #expect(lines.lines.count == 4)
        #expect(lines.lines[0] == #"{"app":"notes","format":1}"#)
        #expect(lines.lines[1].hasPrefix(#"{"effects":[],"event":{"added":{"_0":"milk"}},"ms":0,"state":""#))
        #expect(
            lines.lines[2].hasPrefix(
                #"{"effects":[{"save":{"_0":["milk","eggs"]}}],"event":{"added":{"_0":"eggs"}},"ms":1500,"state":""#
            ))
        // The store's answer is recorded too: whoever sends an event, it is a step.
        #expect(lines.lines[3].hasPrefix(#"{"effects":[],"event":{"saved":{"count":2}},"ms":1500,"state":""#))
        #expect(lines.reports.isEmpty)
    }

    @Test func aRecordingReadsBackAsTheSameStepsAndText() throws {
        let clock = ManualClock()
        let loop = EventLoop(Notes(), state: Notes.State(), handler: NotesStore(), clock: clock)
        let lines = Lines()
        let recorder = SessionRecorder(into: lines, clock: clock)
        recorder.record(loop)
        loop.send(.added("milk"))
        clock.advance(by: .seconds(2))
        loop.send(.cleared)

        let recording = try Recording<Notes.Event, Notes.Effect>(parsing: lines.text)
        #expect(recording.header == RecordingHeader(app: "notes"))
        #expect(recording.steps.map(\.event) == [.added("milk"), .cleared])
        #expect(recording.steps.map(\.at) == [.zero, .seconds(2)])
        #expect(recording.steps.map(\.effects) == [[], []])
        #expect(try recording.text == lines.text)
    }

    @Test func aStateThatDoesNotEncodeStopsRecordingAndTheAppGoesOn() {
        let clock = ManualClock()
        let loop = EventLoop(PickyNotes(), state: PickyNotes.State(), handler: NotesStore(), clock: clock)
        let lines = Lines()
        let recorder = SessionRecorder<PickyNotes>(
            header: RecordingHeader(app: "notes"), now: { clock.now.offset }, write: { lines.text += $0 },
            report: { lines.reports.append($0) })
        recorder.record(loop)
        loop.send(.added("milk"))
        loop.send(.added("?"))
        loop.send(.cleared)
        #expect(lines.lines.count == 2)
        #expect(recorder.stepCount == 1)
        #expect(loop.state.notes.notes.isEmpty)
        #expect(lines.reports.count == 1)
        #expect(
            lines.reports.first?.hasPrefix(
                "recording stopped after 1 steps: the state could not be encoded: ") == true)
        #expect(lines.reports.first?.hasSuffix("; the app goes on") == true)
    }

    @Test func stoppingTheRecorderWritesNoMoreSteps() {
        let clock = ManualClock()
        let loop = EventLoop(Notes(), state: Notes.State(), handler: NotesStore(), clock: clock)
        let lines = Lines()
        let recorder = SessionRecorder(into: lines, clock: clock)
        recorder.record(loop)
        loop.send(.added("milk"))
        recorder.stop()
        loop.send(.cleared)
        #expect(lines.lines.count == 2)
        #expect(recorder.stepCount == 1)
    }

    @Test func theScreenIsInTheHeaderAndOnTheFirstStepAfterItChanged() throws {
        let clock = ManualClock()
        let loop = EventLoop(Notes(), state: Notes.State(), handler: NotesStore(), clock: clock)
        let lines = Lines()
        var screen = RecordedScreen(width: 80, height: 24)
        let recorder = SessionRecorder<Notes>(
            header: RecordingHeader(app: "notes"), now: { clock.now.offset }, screen: { screen },
            write: { lines.text += $0 }, report: { lines.reports.append($0) })
        recorder.record(loop)
        loop.send(.added("a"))
        screen = RecordedScreen(width: 100, height: 30)
        loop.send(.cleared)
        loop.send(.added("b"))

        let recording = try Recording<Notes.Event, Notes.Effect>(parsing: lines.text)
        #expect(recording.header.screen == RecordedScreen(width: 80, height: 24))
        #expect(recording.steps.map(\.screen) == [nil, RecordedScreen(width: 100, height: 30), nil])
    }
}
