import Foundation
import Loop
import LoopTesting
import SnapshotReview
import Testing
import TextDriver
import TextSnapshot
import TextUI

@MainActor
@Suite("Reviewing pending snapshots")
struct ReviewTests {
    let package = TemporaryPackage()

    @Test("a accepts, r rejects, s skips, one snapshot at a time, then a summary")
    func keys() async throws {
        defer { package.delete() }
        try package.write(frame("before").snapshotText, to: "S/a.txt")
        try package.write(frame("kept").snapshotText, to: "S/b.txt")
        let store = package.store(log: package.fullRunLog())
        _ = store.check(frame("after", style: Style(foreground: .green)).snapshotText, suite: "S", name: "a")
        _ = store.check(frame("changed").snapshotText, suite: "S", name: "b")
        _ = store.check(frame("new").snapshotText, suite: "S", name: "c")
        let session = DriverSession(
            app: SnapshotReviewApp(inventory: package.inventory), size: TerminalSize(width: 60, height: 16),
            clock: ManualClock())
        session.launch()
        #expect(session.frame.lines[0].hasPrefix("Snapshot 1 of 3 · changed · Snapshots/S/a.txt"))
        #expect(session.frame.contains("− before      │"))
        #expect(session.frame.contains("+ after       │"))
        #expect(session.frame.lines[15].hasPrefix("a accept  r reject  s skip  q quit"))
        session.press(.character("a"))
        try await session.settle()
        #expect(session.frame.lines[0].hasPrefix("Snapshot 2 of 3 · changed · Snapshots/S/b.txt"))
        session.press(.character("r"))
        try await session.settle()
        #expect(session.frame.lines[0].hasPrefix("Snapshot 3 of 3 · new · Snapshots/S/c.txt"))
        #expect(session.frame.contains("No reference yet."))
        session.press(.character("s"))
        try await session.settle()
        #expect(session.frame.lines[0].hasPrefix("Review done: 1 accepted, 1 rejected, 1 skipped."))
        session.press(.character("q"))
        #expect(session.isQuitRequested)
        #expect(package.read("S/a.txt") == frame("after", style: Style(foreground: .green)).snapshotText)
        #expect(package.read("S/b.txt") == frame("kept").snapshotText)
        #expect(package.read("S/b.pending.txt") == nil)
        #expect(package.read("S/c.pending.txt") == frame("new").snapshotText)
    }

    @Test("the frames are drawn in their own styles and pictures")
    func framesInColour() async throws {
        defer { package.delete() }
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw("₩9", at: Point(x: 0, y: 0), style: Style(foreground: .red, strikethrough: true))
        canvas.drawPicture(width: 1, height: 2, rgb: [255, 0, 0, 0, 0, 255], at: Point(x: 3, y: 0))
        _ = package.store(log: package.fullRunLog()).check(canvas.frame().snapshotText, suite: "S", name: "p")
        let session = DriverSession(
            app: SnapshotReviewApp(inventory: package.inventory), size: TerminalSize(width: 60, height: 12),
            clock: ManualClock())
        session.launch()
        // A new snapshot: the reference's column says there is none, the new output is drawn in the
        // second column, 20 + 3 columns in, under its label.
        let actual = session.frame
        #expect(actual.lines[2].hasPrefix("Reference              New output"))
        #expect(actual.lines[3].hasPrefix("No reference yet.      ₩9 ▀"))
        #expect(actual[23, 3].character == "₩")
        #expect(actual[23, 3].style == Style(foreground: .red, strikethrough: true))
        #expect(
            actual[26, 3].style
                == Style(
                    foregroundRGB: RGBColor(red: 255, green: 0, blue: 0),
                    backgroundRGB: RGBColor(red: 0, green: 0, blue: 255)))
    }

    @Test("a failed write is shown and the snapshot stays, to decide again")
    func failedWrite() {
        let path = SnapshotPath(suite: "S", name: "a")
        let tester = FeatureTester(
            ReviewFeature(),
            state: ReviewState(snapshots: [
                PendingSnapshot(path: path, kind: .new, reference: nil, actual: "x\n")
            ]))
        tester.send(.acceptTapped, effects: [.accept(path)]) { $0.isSaving = true }
        tester.send(.acceptTapped)
        tester.answer(.accept(path), with: .failed("Could not write Snapshots/S/a.txt: disk full")) {
            $0.isSaving = false
            $0.error = "Could not write Snapshots/S/a.txt: disk full"
        }
        tester.send(.skipTapped) {
            $0.decisions = [.skipped]
            $0.position = 1
            $0.error = nil
        }
        tester.finish()
    }
}
