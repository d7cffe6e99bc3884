import Foundation
import Loop
import Recording
import ScreensLive
import Testing
import TextDriver
import TextDriverTesting
import TextFrontEnd
import TextUI

/// Open Market's sessions recorded by `openmarket … --record FILE` and kept under `Tests/Recordings`:
/// each replays in milliseconds, every step's effects and state as recorded, its last frame a
/// snapshot.
@MainActor
@Suite("Recorded sessions")
struct RecordedSessionTests {
    static let recordings = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Recordings/OpenMarket")

    /// The app that replays them: only its reducer, first state and drawing are used.
    static let app = OpenMarketTextApp(.inMemory(seed: 2022, credentials: DemoCredentials.from([:])))

    @Test(
        "a register, edit and delete (recorded with `openmarket drive register-edit-delete.scenario --record`) replays as recorded"
    )
    func registerEditDelete() throws {
        let file = Self.recordings.appendingPathComponent("register-edit-delete.jsonl")
        let session = try #require(
            assertReplay(
                file, app: Self.app, recordedBy: "openmarket", snapshot: "openmarket-register-edit-delete"))
        #expect(session.stepCount == 72)
        let frames = (0...session.stepCount).map { session.frame(at: $0).plainText }
        #expect(frames.contains { $0.contains("Wrong password") })
        // Prices are drawn with a no-break space after the currency.
        #expect(frames.contains { $0.contains("Hand-made mug") && $0.contains("KRW\u{A0}10,500") })
        #expect(frames[72].contains("Open Market"))
        #expect(!frames[72].contains("Hand-made mug"))
    }

    @Test("the passwords typed in the recorded session are in its file only as bullets")
    func passwordsAsBullets() throws {
        let text = try String(
            contentsOf: Self.recordings.appendingPathComponent("register-edit-delete.jsonl"), encoding: .utf8)
        // The script typed the wrong password "0000", then the demo's "1234".
        #expect(!text.contains("\"0000\"") && !text.contains("\"1234\""))
        #expect(text.components(separatedBy: "\"password\":\"••••\"").count == 3)
    }

    @Test("the time-travel viewer shows the step it moved to, back, forth, first and last, pictures drawn")
    func viewerMovesThroughTheRecording() throws {
        let session = try ReplayedSession(
            try RecordingFile.read(Self.recordings.appendingPathComponent("register-edit-delete.jsonl")),
            app: Self.app, recordedBy: "openmarket")
        let viewer = DriverSession(
            app: ReplayViewer(session), size: TerminalSize(width: 80, height: 40), clock: ManualClock())
        viewer.launch()
        /// The viewer's rows: the app's 24 rows, then the rule and the panel.
        func rows() -> (app: [String], panel: [String]) {
            let rows = viewer.frame.plainText.components(separatedBy: "\n")
            return (Array(rows.prefix(24)), Array(rows.dropFirst(25)))
        }
        func appRows(at position: Int) -> [String] {
            Array(session.frame(at: position).plainText.components(separatedBy: "\n").prefix(24))
        }
        #expect(rows().panel.first == "step 72 of 72 at 0.000 s (line 73)")
        viewer.press(.left)
        #expect(rows().panel.first == "step 71 of 72 at 0.000 s (line 72)")
        #expect(rows().app == appRows(at: 71))
        viewer.press(.character("g"))
        #expect(rows().panel.first == "start of 72 steps: the app before any event")
        #expect(rows().app == appRows(at: 0))
        for _ in 0..<35 { viewer.press(.right) }
        // The detail's picture arrived: drawn in the app's rows, named in the panel.
        #expect(rows().panel.first == "step 35 of 72 at 0.000 s (line 36)")
        #expect(rows().app == appRows(at: 35))
        #expect(
            rows().panel.prefix(7) == [
                "step 35 of 72 at 0.000 s (line 36)",
                "event: .path(.element(#2, .detail(.imageLoaded(imageID: 2410, Images.Picture(wi…",
                "effects: none",
                "state:",
                "  path.elements[0].detail.images[2410]",
                "    − .loading",
                "    + .loaded(Images.Picture(width: 8, height: 8, rgb: [200, 120, 40, 200, 120,…",
            ])
        #expect(rows().app[2] == "   " + String(repeating: "▀", count: 26))
        #expect(!session.frame(at: 35).pictures.isEmpty)
        viewer.press(.left)
        #expect(rows().panel.first == "step 34 of 72 at 0.000 s (line 35)")
        #expect(rows().app == appRows(at: 34))
        viewer.press(.character("G"))
        #expect(rows().panel.first == "step 72 of 72 at 0.000 s (line 73)")
        #expect(rows().app == appRows(at: 72))
        viewer.press(.right)
        #expect(rows().panel.first == "step 72 of 72 at 0.000 s (line 73)")
    }

    @Test("the viewer draws a step again on a resized screen, not the frame it kept for the old size")
    func viewerFollowsAResize() throws {
        let session = try ReplayedSession(
            try RecordingFile.read(Self.recordings.appendingPathComponent("register-edit-delete.jsonl")),
            app: Self.app, recordedBy: "openmarket")
        let viewer = DriverSession(
            app: ReplayViewer(session, at: 35), size: TerminalSize(width: 80, height: 40),
            clock: ManualClock())
        viewer.launch()
        let before = viewer.frame
        #expect(viewer.frame == before)
        viewer.resize(to: TerminalSize(width: 100, height: 30))
        #expect(viewer.frame.width == 100)
        #expect(viewer.frame.height == 30)
        #expect(viewer.frame.plainText.contains("step 35 of 72"))
        viewer.resize(to: TerminalSize(width: 80, height: 40))
        #expect(viewer.frame == before)
    }
}
