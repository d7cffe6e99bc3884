import Foundation
import Loop
import Recording
import ScreensLive
import TextDriver
import TextFrontEnd
import TextUI

/// The time-travel viewer (`openmarket replay`) on a recording of 1,000 steps made here: an Open
/// Market session on the embedded market, its pictures loaded (thumbnails in LIST and GRID, a
/// detail's pictures paged), recorded by the recorder `--record` uses (`DriverSession.record`), held in
/// memory. Each measured step is a key pressed in the viewer and its frame drawn and turned into the
/// bytes a terminal gets (half blocks, 24-bit colour): every step forward from the first, every step
/// back from the last, and `g` and `G` in turn. `--only replay` runs it.
@MainActor
enum ReplayBenchmark {
    struct Results {
        /// Steps in the recording, and its size in bytes.
        var steps: Int
        var bytes: Int
        /// Reading the recording and replaying it, in seconds.
        var openSeconds: Double
        /// Each step's milliseconds, in the order taken.
        var forward: [Double]
        var back: [Double]
        var jumps: [Double]
    }

    /// Steps in the recording.
    static let stepCount = 1_000
    /// The screen the session is recorded and viewed on.
    static let size = TerminalSize(width: 100, height: 36)
    /// `g` and `G` pressed this many times each.
    static let jumpCount = 50

    static func run() async -> Results? {
        let text: String
        do {
            text = try await record()
        } catch {
            FileHandle.standardError.write(Data("openmarket-bench: replay: \(error)\n".utf8))
            return nil
        }
        var replayed: ReplayedSession<OpenMarketTextApp>?
        let openNanoseconds = Measurement.elapsed {
            replayed = try? ReplayedSession(text, app: app(), recordedBy: "openmarket")
        }
        guard let replayed, replayed.stepCount == stepCount else {
            FileHandle.standardError.write(
                Data("openmarket-bench: replay: the recording does not replay\n".utf8))
            return nil
        }
        let viewer = DriverSession(app: ReplayViewer(replayed, at: 0), size: size, clock: ManualClock())
        viewer.launch()
        var writer = FrameWriter(pictures: .blocks, colorDepth: .trueColor)
        var previous = viewer.frame
        _ = writer.update(from: nil, to: previous)
        func draw(_ key: Key) -> Double {
            Measurement.elapsed {
                viewer.press(key)
                let frame = viewer.frame
                Measurement.sink &+= writer.update(from: previous, to: frame).utf8.count
                previous = frame
            } / 1e6
        }
        let forward = (0..<stepCount).map { _ in draw(.right) }
        let back = (0..<stepCount).map { _ in draw(.left) }
        let jumps = (0..<jumpCount).flatMap { _ in [draw(.character("G")), draw(.character("g"))] }
        return Results(
            steps: replayed.stepCount, bytes: text.utf8.count, openSeconds: openNanoseconds / 1e9,
            forward: forward, back: back, jumps: jumps)
    }

    static func app() -> OpenMarketTextApp {
        .inMemory(seed: 2022, credentials: DemoCredentials.from([:]))
    }

    /// The keys of one round: down the list, a detail and its pictures paged, back, GRID and a move in
    /// it, a detail from the grid, back to LIST.
    static let round: [Key] = [
        .down, .down, .enter, .right, .right, .left, .escape, .character("g"), .right, .down, .enter, .right,
        .escape, .character("g"), .down,
    ]

    /// A session's recording cut to `stepCount` steps, each key's work settled before the next.
    static func record() async throws -> String {
        var lines: [String] = []
        let session = DriverSession(app: app(), size: size, language: "en", clock: ManualClock())
        let recorder = session.record(as: "openmarket", write: { lines.append($0) }, report: { _ in })
        session.launch()
        try await session.settle()
        while recorder.stepCount < stepCount {
            for key in round {
                session.press(key)
                try await session.settle()
            }
        }
        withExtendedLifetime(recorder) {}
        return lines.prefix(stepCount + 1).joined()
    }

    static func report(_ results: Results?, json: Bool) -> String {
        guard let results else { return json ? "{}" : "replay: not run" }
        let values: [(String, String)] = [
            ("replay_step_ms", format(Measurement.median(results.forward))),
            ("replay_step_worst_ms", format(results.forward.max() ?? 0)),
            ("replay_back_ms", format(Measurement.median(results.back))),
            ("replay_back_worst_ms", format(results.back.max() ?? 0)),
            ("replay_jump_ms", format(Measurement.median(results.jumps))),
            ("replay_jump_worst_ms", format(results.jumps.max() ?? 0)),
            ("replay_steps", "\(results.steps)"),
            ("replay_recording_kb", String(format: "%.0f", Double(results.bytes) / 1024)),
            ("replay_open_s", String(format: "%.2f", results.openSeconds)),
            ("replay_rss_mb", String(format: "%.1f", Report.statusMegabytes("VmRSS:"))),
        ]
        return json
            ? "{" + values.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
            : values.map { "\($0.0) \($0.1)" }.joined(separator: "\n")
    }

    private static func format(_ milliseconds: Double) -> String {
        String(format: "%.2f", milliseconds)
    }
}
