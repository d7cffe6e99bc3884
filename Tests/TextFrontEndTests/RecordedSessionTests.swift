import Foundation
import ScreensLive
import Testing
import TextDriver
import TextDriverTesting
import TextFrontEnd

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
}
