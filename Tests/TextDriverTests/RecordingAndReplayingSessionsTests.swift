import Foundation
import Loop
import Recording
import Testing
import TextDriver
import TextDriverTesting
import TextUI

/// A door counter: `+` lets a guest in, `s` saves the count, and the store answers.
struct Door: Reducer {
    struct State: Equatable, Encodable {
        var guests = 0
        var saved: Int?
    }

    enum Event: Codable, Sendable {
        case entered
        case saveTapped
        case saved(Int)
    }

    enum Effect: LoopEffect, Codable {
        case save(Int)
    }

    func reduce(_ state: inout State, _ event: Event) -> [Effect] {
        switch event {
        case .entered:
            state.guests += 1
            return []
        case .saveTapped:
            return [.save(state.guests)]
        case .saved(let count):
            state.saved = count
            return []
        }
    }
}

struct DoorStore: EffectHandler {
    func handle(_ effect: Door.Effect, send: Send<Door.Event>) async {
        guard case .save(let count) = effect else { return }
        send(.saved(count))
    }
}

struct DoorApp: TextApp {
    func makeLoop(language: String?, clock: ManualClock?) -> EventLoop<Door> {
        EventLoop(Door(), state: Door.State(), handler: DoorStore(), clock: clock)
    }

    func render(_ state: Door.State, size: TerminalSize, tick: Int) -> Frame {
        var canvas = Canvas(width: size.width, height: size.height)
        canvas.draw("guests \(state.guests)", at: Point(x: 0, y: 0))
        canvas.draw("saved \(state.saved.map(String.init) ?? "never")", at: Point(x: 0, y: 1))
        return canvas.frame()
    }

    func action(for key: Key, in state: Door.State) -> KeyAction<Door.Event>? {
        switch key {
        case .character("+"): .send(.entered)
        case .character("s"): .send(.saveTapped)
        case .character("q"): .quit
        default: nil
        }
    }
}

extension DoorApp: RecordableApp {}

@MainActor
@Test func aSessionIsRecordedAStepALine() async throws {
    var recording = ""
    let session = DriverSession(
        app: DoorApp(), size: TerminalSize(width: 20, height: 2), clock: ManualClock())
    let recorder = session.record(as: "door", write: { recording += $0 }, report: { _ in })
    session.launch()
    session.press(.character("+"))
    session.press(.character("s"))
    try await session.settle()
    recorder.stop()

    let lines = recording.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines[0] == #"{"app":"door","format":1,"screen":{"height":2,"width":20}}"#)
    #expect(lines[2].hasPrefix(#"{"effects":[{"save":{"_0":1}}],"event":{"saveTapped":{}},"ms":0,"#))
    #expect(lines[3].hasPrefix(#"{"effects":[],"event":{"saved":{"_0":1}},"ms":0,"#))
}

/// That session, recorded with `APP --record FILE` and kept beside the tests.
let doorRecording = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Recordings/Door/session.jsonl").standardizedFileURL

@MainActor
@Test func aReplayFindsTheFirstStepThatNoLongerAgrees() throws {
    let recording = try String(contentsOf: doorRecording, encoding: .utf8)
    let replayed = try ReplayedSession(recording, app: DoorApp())
    #expect(replayed.replay.mismatch == nil)
    #expect(replayed.frame(at: 1).plainText == "guests 1\nsaved never")

    let edited = recording.replacingOccurrences(of: #"{"save":{"_0":1}}"#, with: #"{"save":{"_0":2}}"#)
    let mismatch = try #require(try ReplayedSession(edited, app: DoorApp()).replay.mismatch)
    #expect(mismatch.line == 3)
    #expect(mismatch.message.hasSuffix("[0].save\n    − 2\n    + 1"))
}

@MainActor
@Test func theRecordedSessionStillDoesWhatItDid() {
    assertReplay(doorRecording, app: DoorApp(), recordedBy: "door", snapshot: "door-session")
}

@MainActor
@Test func theViewerStepsThroughTheSession() throws {
    let recording = try String(contentsOf: doorRecording, encoding: .utf8)
    let viewer = DriverSession(
        app: ReplayViewer(try ReplayedSession(recording, app: DoorApp())),
        size: TerminalSize(width: 40, height: 12), clock: ManualClock())
    viewer.launch()
    #expect(viewer.frame.plainText.contains("saved 1"))
    viewer.press(.left)
    #expect(viewer.frame.plainText.contains("step 2 of 3 at 0.000 s (line 3)"))
    #expect(viewer.frame.plainText.contains("effects: .save(1)"))
    viewer.press(.character("g"))
    #expect(viewer.frame.plainText.contains("guests 0"))
}
