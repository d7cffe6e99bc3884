import CaseStudies
import Foundation
import Loop
import Recording
import TestReporting
import Testing
import TextDriver
import TextDriverTesting
import TextUI

/// A case-study session recorded, replayed as a test, and travelled through in the viewer.
@MainActor
@Suite("Recording and replaying the case studies")
struct RecordingReplayTests {
    /// A tour recorded with `case-studies drive tour.scenario --record tour.jsonl` (both in
    /// `Tests/Recordings/CaseStudies`): the counter and its fact, then two to-dos added, one done and
    /// the other deleted.
    nonisolated static let tour = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Recordings/CaseStudies/tour.jsonl")

    @Test func theRecordedTourReplaysAsRecordedAndEndsOnItsSnapshot() throws {
        let session = try #require(
            assertReplay(
                Self.tour, app: CaseStudiesTextApp(), recordedBy: "case-studies",
                snapshot: "case-studies-tour"))
        #expect(session.stepCount == 32)
        #expect(session.frame(at: 32).plainText.contains("Deleted “Call mum”: u undoes it"))
    }

    @Test func aFrameAtAnEarlierStepIsTheAppAsItWasThen() throws {
        let session = try ReplayedSession(try RecordingFile.read(Self.tour), app: CaseStudiesTextApp())
        #expect(session.frame(at: 0).plainText.contains("› Counter"))
        #expect(session.frame(at: 3).plainText.contains("Count: 2"))
        #expect(session.frame(at: 5).plainText.contains("2 is even and prime."))
        #expect(session.frame(at: 3).width == 48)
        #expect(session.frame(at: 3).height == 12)
    }

    /// A session of the app recorded in memory as the keys are pressed.
    func recorded(_ keys: [Key]) async throws -> String {
        var text = ""
        let driver = DriverSession(
            app: CaseStudiesTextApp(), size: TerminalSize(width: 40, height: 10), clock: ManualClock())
        let recorder = driver.record(
            as: "case-studies", write: { text += $0 }, report: { _ in })
        driver.launch()
        for key in keys {
            driver.press(key)
            try await driver.settle()
        }
        recorder.stop()
        return text
    }

    @Test func aFreshRecordingChecksAndAChangedOneFailsAtItsLine() async throws {
        let text = try await recorded([.enter, .character("+"), .character("f"), .escape])
        let fresh = try ReplayedSession(text, app: CaseStudiesTextApp())
        #expect(fresh.stepCount == 5)
        #expect(fresh.replay.mismatch == nil)

        var lines = text.split(separator: "\n")
        lines.remove(at: 2)  // the increment: the fact asked for is now of 0, not 1
        let removed = try ReplayedSession(lines.joined(separator: "\n"), app: CaseStudiesTextApp())
        #expect(removed.replay.mismatch?.line == 3)
        #expect(
            removed.replay.mismatch?.message
                == "the effects differ from those recorded (− recorded, + replayed):\n"
                + "  [0].path.element.1.counter.fetchFact\n    − 1\n    + 0")

        let altered = try ReplayedSession(
            text.replacingOccurrences(of: #"{"fetchFact":{"_0":1}}"#, with: #"{"fetchFact":{"_0":7}}"#),
            app: CaseStudiesTextApp())
        #expect(altered.replay.mismatch?.line == 4)
        #expect(
            altered.replay.mismatch?.message
                == "the effects differ from those recorded (− recorded, + replayed):\n"
                + "  [0].path.element.1.counter.fetchFact\n    − 7\n    + 1")
        let viewer = DriverSession(
            app: ReplayViewer(altered, at: 3), size: TerminalSize(width: 60, height: 16), clock: ManualClock()
        )
        viewer.launch()
        #expect(viewer.frame.plainText.contains("this step no longer does what was recorded"))
        viewer.press(.left)
        #expect(!viewer.frame.plainText.contains("this step no longer does what was recorded"))
    }

    /// The failures `assertReplay` reported, with their lines.
    final class Reported: @unchecked Sendable {
        var failures: [(file: String, line: UInt, message: String)] = []
    }

    @Test func assertReplayReportsTheStepThatChangedAtItsLineOfTheRecording() async throws {
        let text = try await recorded([.enter, .character("+"), .character("+")])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "replay-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        try text.replacingOccurrences(of: "incrementTapped", with: "decrementTapped").write(
            to: file, atomically: true, encoding: .utf8)
        let reported = Reported()
        let reporter = FailureReporter { message, location in
            reported.failures.append((location.filePath, location.line, message))
        }
        assertReplay(
            file, app: CaseStudiesTextApp(), recordedBy: "case-studies", snapshot: nil, reporter: reporter)
        #expect(reported.failures.map(\.file) == [file.path])
        #expect(reported.failures.map(\.line) == [3])
        #expect(
            reported.failures.first?.message.hasPrefix(
                "Step 2 no longer does what was recorded: the state differs") == true)
    }

    @Test func assertReplayReportsALineThatIsNotAStep() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "replay-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        try #"{"app":"case-studies","format":1}"#.appending("\n{\"ms\":0}\n").write(
            to: file, atomically: true, encoding: .utf8)
        let reported = Reported()
        let reporter = FailureReporter { message, location in
            reported.failures.append((location.filePath, location.line, message))
        }
        #expect(
            assertReplay(
                file, app: CaseStudiesTextApp(), recordedBy: "case-studies", snapshot: nil, reporter: reporter
            ) == nil)
        #expect(reported.failures.map(\.line) == [2])
        #expect(reported.failures.first?.message == "Cannot replay \(file.path): 'event' is missing")
    }

    /// The failures `assertReplay` reports for `text` written as a recording, replayed as the case
    /// studies' (the file's path in a message read as FILE), and whether it returned a replay.
    func replayReports(_ text: String) throws -> (reported: Reported, session: Bool) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "replay-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        try text.write(to: file, atomically: true, encoding: .utf8)
        let reported = Reported()
        let reporter = FailureReporter { message, location in
            let message = message.replacingOccurrences(of: file.path, with: "FILE")
            reported.failures.append((location.filePath, location.line, message))
        }
        let session = assertReplay(
            file, app: CaseStudiesTextApp(), recordedBy: "case-studies", snapshot: nil, reporter: reporter)
        #expect(reported.failures.allSatisfy { $0.file == file.path })
        return (reported, session != nil)
    }

    @Test func assertReplayFailsARecordingOfAnotherProgramAtItsHeaderEvenWhenItsStepsDecode() throws {
        let tour = try String(contentsOf: Self.tour, encoding: .utf8)
        let another = tour.replacingOccurrences(of: #"{"app":"case-studies""#, with: #"{"app":"openmarket""#)
        #expect(another != tour)
        let (reported, replayed) = try replayReports(another)
        #expect(!replayed)
        #expect(reported.failures.map(\.line) == [1])
        #expect(
            reported.failures.map(\.message) == [
                "Cannot replay FILE: 'app' is 'openmarket': a recording of openmarket, not of case-studies"
            ])
    }

    @Test func assertReplayFailsARecordingThatHoldsOnlyItsHeader() throws {
        let (reported, replayed) = try replayReports(
            #"{"app":"case-studies","format":1,"screen":{"height":12,"width":48}}"# + "\n")
        #expect(!replayed)
        #expect(reported.failures.map(\.line) == [1])
        #expect(
            reported.failures.map(\.message) == [
                "Cannot replay FILE: it holds no step, only its header: record a session first "
                    + "(`case-studies --record FILE`, or `case-studies drive SCRIPT --record FILE`)"
            ])
    }

    @Test func theViewerStepsBackAndForthAndJumpsToTheFirstAndLastStep() throws {
        let viewer = try tourViewer(at: 32, width: 60, height: 22)
        #expect(viewer.frame.plainText.contains("step 32 of 32 at 0.500 s (line 33)"))
        #expect(viewer.frame.plainText.contains("Deleted “Call mum”: u undoes it"))
        viewer.press(.right)
        #expect(viewer.frame.plainText.contains("step 32 of 32"))
        viewer.press(.left)
        #expect(viewer.frame.plainText.contains("step 31 of 32 at 0.500 s (line 32)"))
        #expect(
            viewer.frame.plainText.contains("event: .path(.element(#2, .todos(.selectionMoved(by: 1))))"))
        viewer.press(.character("g"))
        #expect(viewer.frame.plainText.contains("start of 32 steps: the app before any event"))
        #expect(viewer.frame.plainText.contains("› Counter"))
        viewer.press(.left)
        #expect(viewer.frame.plainText.contains("start of 32 steps"))
        for _ in 0..<4 { viewer.press(.right) }
        #expect(viewer.frame.plainText.contains("step 4 of 32 at 0.000 s (line 5)"))
        #expect(viewer.frame.plainText.contains("event: .path(.element(#1, .counter(.factTapped)))"))
        #expect(viewer.frame.plainText.contains("effects: .path(.element(#1, .counter(.fetchFact(2))))"))
        #expect(viewer.frame.plainText.contains("Count: 2"))
        viewer.press(.character("G"))
        #expect(viewer.frame.plainText.contains("step 32 of 32"))
        #expect(!viewer.isQuitRequested)
        viewer.press(.character("q"))
        #expect(viewer.isQuitRequested)
    }

    /// The panel under the rule of `viewer`'s frame, trailing blank rows dropped.
    func panel(of viewer: DriverSession<ReplayViewer<CaseStudiesTextApp>>) -> String {
        let rows = viewer.frame.plainText.components(separatedBy: "\n")
        let rule = rows.firstIndex { $0.hasPrefix("── ←/→ step") } ?? rows.count
        return rows[rule...].joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The viewer on the tour at `step`, launched on a screen of `width` × `height` (by default the one
    /// the tour was recorded on).
    func tourViewer(
        at step: Int, width: Int = 48, height: Int = 12
    ) throws -> DriverSession<ReplayViewer<CaseStudiesTextApp>> {
        let replayed = try ReplayedSession(try RecordingFile.read(Self.tour), app: CaseStudiesTextApp())
        let viewer = DriverSession(
            app: ReplayViewer(replayed, at: step), size: TerminalSize(width: width, height: height),
            clock: ManualClock())
        viewer.launch()
        return viewer
    }

    @Test func onTheScreenItWasRecordedOnTheViewerShowsWhatAStepChanged() throws {
        let viewer = try tourViewer(at: 2)
        #expect(viewer.frame.plainText.hasPrefix("Case studies › Counter"))
        #expect(
            panel(of: viewer) == """
                ── ←/→ step  g/G first/last  q quit ────────────
                step 2 of 32 at 0.000 s (line 3)
                event: .path(.element(#1, .counter(.incrementTa…
                effects: none
                state:
                  path.elements[0].counter.count
                    − 0
                    + 1
                """)
    }

    @Test func changesTooManyForThePanelAreShownWholeAndTheRestCounted() throws {
        // Adding a to-do changes four values; twelve rows have room for one.
        let viewer = try tourViewer(at: 19)
        #expect(viewer.frame.plainText.hasPrefix("Case studies › To-dos"))
        #expect(
            panel(of: viewer) == """
                ── ←/→ step  g/G first/last  q quit ────────────
                step 19 of 32 at 0.500 s (line 20)
                event: .path(.element(#2, .todos(.addTapped)))
                effects: none
                state:
                  path.elements[0].todos.todos[0]
                    − (absent)
                    + CaseStudies.Todo(id: 1, title: "Buy milk"…
                … and 3 more changes
                """)
        let taller = try tourViewer(at: 19, height: 30)
        #expect(panel(of: taller).components(separatedBy: "\n").count == 17)
        #expect(!panel(of: taller).contains("more changes"))
    }

    @Test func theViewerShowsWhatAStepChangedInTheState() throws {
        let viewer = try tourViewer(at: 2, width: 60, height: 22)
        // Under the app's 12 rows: a rule, then the step; blank rows below it.
        let panel = viewer.frame.plainText.components(separatedBy: "\n").dropFirst(12).joined(separator: "\n")
            .trimmingCharacters(in: .newlines)
        #expect(
            panel == """
                ── ←/→ step  g/G first/last  q quit ────────────────────────
                step 2 of 32 at 0.000 s (line 3)
                event: .path(.element(#1, .counter(.incrementTapped)))
                effects: none
                state:
                  path.elements[0].counter.count
                    − 0
                    + 1
                """)
    }
}
