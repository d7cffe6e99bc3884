import Loop
import Recording
import Testing

/// Each limit, met and passed by one, writing and reading; the standard limits as the code states them.
@MainActor
@Suite struct RecordingLimitsTests {
    /// A step of `.added(note)` with no effects and a 16-digit digest is this many bytes plus the note's.
    static let stepBytesBesidesTheNote =
        #"{"effects":[],"event":{"added":{"_0":""}},"ms":0,"state":"0123456789abcdef"}"#
        .utf8.count

    @Test func theStandardLimits() {
        #expect(RecordingLimits.standard.maxLineBytes == 262_144)
        #expect(RecordingLimits.standard.maxSteps == 100_000)
        #expect(RecordingLimits.standard.maxFileBytes == 33_554_432)
    }

    @Test func aStepAsLongAsALineMayBeIsRecordedAndOneByteMoreStopsRecording() {
        let limits = RecordingLimits(maxLineBytes: 200, maxSteps: 10, maxFileBytes: 10_000)
        let clock = ManualClock()
        let loop = EventLoop(Notes(), state: Notes.State(), handler: NotesStore(), clock: clock)
        let lines = Lines()
        let recorder = SessionRecorder(into: lines, clock: clock, limits: limits)
        recorder.record(loop)
        let fits = String(repeating: "x", count: 200 - Self.stepBytesBesidesTheNote)
        loop.send(.added(fits))
        #expect(lines.lines.count == 2)
        #expect(lines.lines[1].utf8.count == 200)
        loop.send(.cleared)
        loop.send(.added(fits + "y"))
        loop.send(.cleared)
        #expect(lines.lines.count == 3)
        #expect(
            lines.reports == [
                "recording stopped after 2 steps: a step is 201 bytes, over the 200 a line may hold; the app goes on"
            ])
        #expect(recorder.stepCount == 2)
    }

    @Test func theLastStepAllowedIsRecordedAndTheNextStopsRecording() {
        let limits = RecordingLimits(maxLineBytes: 1000, maxSteps: 3, maxFileBytes: 10_000)
        let clock = ManualClock()
        let loop = EventLoop(Notes(), state: Notes.State(), handler: NotesStore(), clock: clock)
        let lines = Lines()
        let recorder = SessionRecorder(into: lines, clock: clock, limits: limits)
        recorder.record(loop)
        for _ in 0..<5 { loop.send(.cleared) }
        #expect(lines.lines.count == 1 + 3)
        #expect(
            lines.reports == [
                "recording stopped after 3 steps: it holds 3 steps, the most a recording may; the app goes on"
            ])
    }

    @Test func aFileFilledToItsLimitTakesNoFurtherStep() {
        let header = #"{"app":"notes","format":1}"#.utf8.count + 1
        let step = #"{"effects":[],"event":{"cleared":{}},"ms":0,"state":"0123456789abcdef"}"#.utf8.count + 1
        let limits = RecordingLimits(maxLineBytes: 1000, maxSteps: 100, maxFileBytes: header + 2 * step)
        let clock = ManualClock()
        let loop = EventLoop(Notes(), state: Notes.State(), handler: NotesStore(), clock: clock)
        let lines = Lines()
        let recorder = SessionRecorder(into: lines, clock: clock, limits: limits)
        recorder.record(loop)
        for _ in 0..<3 { loop.send(.cleared) }
        #expect(lines.text.utf8.count == 27 + 2 * 72)
        #expect(recorder.stepCount == 2)
        #expect(
            lines.reports == [
                "recording stopped after 2 steps: it reached 171 bytes, the most a recording may hold; the app goes on"
            ])
    }

    @Test func readingRefusesALineOrAFileOrAStepCountPastItsLimit() throws {
        let header = #"{"app":"notes","format":1}"#
        let step = #"{"effects":[],"event":{"cleared":{}},"ms":0,"state":"0"}"#
        let limits = RecordingLimits(maxLineBytes: step.utf8.count, maxSteps: 2, maxFileBytes: 1000)
        let twoSteps = [header, step, step].joined(separator: "\n")
        #expect(try Recording<Notes.Event, Notes.Effect>(parsing: twoSteps, limits: limits).steps.count == 2)
        #expect(throws: RecordingError(line: 4, "the recording has 3 steps, over the 2 one may hold")) {
            try Recording<Notes.Event, Notes.Effect>(parsing: twoSteps + "\n" + step, limits: limits)
        }
        let longStep = #"{"effects":[],"event":{"cleared":{}},"ms":10,"state":"0"}"#
        #expect(
            throws: RecordingError(
                line: 3, "the line is \(step.utf8.count + 1) bytes, over the \(step.utf8.count) one may hold")
        ) {
            try Recording<Notes.Event, Notes.Effect>(
                parsing: [header, step, longStep].joined(separator: "\n"), limits: limits)
        }
        let small = RecordingLimits(maxLineBytes: 1000, maxSteps: 10, maxFileBytes: twoSteps.utf8.count)
        #expect(try Recording<Notes.Event, Notes.Effect>(parsing: twoSteps, limits: small).steps.count == 2)
        #expect(
            throws: RecordingError(
                line: nil, "the recording is over \(twoSteps.utf8.count) bytes, the most one may hold")
        ) {
            try Recording<Notes.Event, Notes.Effect>(parsing: twoSteps + "\n", limits: small)
        }
    }
}
