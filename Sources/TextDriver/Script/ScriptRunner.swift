import Foundation
import Loop
import TextSnapshot
import TextUI

/// Runs a scenario script headlessly and writes its transcript: each printed frame, each expectation
/// met, and every one that failed with the frame it saw. A failed expectation or snapshot does not stop
/// the script; work that can never finish (`LoopStall`) does, failing its line. Time is manual:
/// `settle` and `advance` move it, so a script never sleeps.
@MainActor
public final class ScriptRunner<App: TextApp> {
    /// What running a script gave.
    public struct Outcome: Sendable {
        public var transcript: String
        /// Every line that failed, in order, each with what it saw.
        public var failures: [ScriptError]

        /// Every failure, a line each (`line N: …`); nil when all held.
        public var failure: String? {
            failures.isEmpty ? nil : failures.map(\.description).joined(separator: "\n")
        }

        public var succeeded: Bool { failures.isEmpty }
    }

    /// Makes the session a script launches, at the script's size and language.
    public typealias SessionFactory = @MainActor (TerminalSize, String?) -> DriverSession<App>

    private let makeSession: SessionFactory
    private let directory: URL
    private let snapshots: SnapshotStore?
    private let snapshotSuite: String
    private let initialSize: TerminalSize
    private let initialLanguage: String?

    /// - Parameters:
    ///   - directory: where `attach` paths are resolved (the script's folder).
    ///   - snapshots: where `snapshot NAME` compares frames.
    ///   - snapshotSuite: the folder of `Snapshots/` the frames are compared in (`<suite>/NAME.txt`).
    ///   - size: the screen size until the script says `size`.
    ///   - language: the language until the script says `lang` (nil: the app's default).
    ///   - makeSession: the session `launch` starts, for tests that watch it or give it a market.
    public init(
        directory: URL, snapshots: SnapshotStore?, snapshotSuite: String = "Scenarios",
        size: TerminalSize = .standard, language: String? = nil,
        makeSession: @escaping SessionFactory
    ) {
        self.directory = directory
        self.snapshots = snapshots
        self.snapshotSuite = snapshotSuite
        initialSize = size
        initialLanguage = language
        self.makeSession = makeSession
    }

    /// A runner whose `launch` starts `app` on a manual clock.
    public convenience init(
        app: App, directory: URL, snapshots: SnapshotStore?, snapshotSuite: String = "Scenarios",
        size: TerminalSize = .standard, language: String? = nil
    ) {
        self.init(
            directory: directory, snapshots: snapshots, snapshotSuite: snapshotSuite, size: size,
            language: language
        ) { size, language in
            DriverSession(app: app, size: size, language: language, clock: ManualClock())
        }
    }

    public func run(_ script: Script) async -> Outcome {
        var run = Run()
        for (line, command) in script.steps {
            do {
                try await self.run(command, line: line, in: &run)
            } catch {
                run.failures.append(ScriptError(line: line, message: "\(error)"))
                break
            }
        }
        return Outcome(transcript: run.transcript.joined(separator: "\n"), failures: run.failures)
    }

    /// What a script run has so far.
    private struct Run {
        var transcript: [String] = []
        var failures: [ScriptError] = []
        var size: TerminalSize?
        var language: String?
        var session: DriverSession<App>?
    }

    /// Runs one line; a failed expectation is added to `run.failures`, a stall thrown.
    private func run(_ command: ScriptCommand, line: Int, in run: inout Run) async throws(LoopStall) {
        func failed(_ message: String) {
            run.failures.append(ScriptError(line: line, message: message))
        }
        let session = run.session
        switch command {
        case .size(let newSize):
            run.size = newSize
            session?.resize(to: newSize)
        case .lang(let newLanguage):
            run.language = newLanguage
            session?.changeLanguage(to: newLanguage)
        case .launch:
            let app = makeSession(run.size ?? initialSize, run.language ?? initialLanguage)
            app.launch()
            run.session = app
        case .settle:
            try await session?.settle()
        case .key(let key):
            session?.press(key)
        case .type(let text):
            session?.type(text)
        case .attach(let path):
            let url =
                path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
            guard let data = try? Data(contentsOf: url) else { return failed("cannot read '\(path)'") }
            guard try await session?.attach(fileName: url.lastPathComponent, data: data) ?? true else {
                return failed("this app takes no attachments")
            }
        case .advance(let duration):
            try await session?.advance(by: duration)
        case .expect(let text), .expectNot(let text):
            guard let frame = session?.frame else { return }
            let wanted = command == .expect(text)
            guard frame.shows(text) == wanted else {
                let problem = wanted ? "is not on the screen" : "is on the screen"
                return failed(
                    "\(verb(wanted)) \"\(text)\" failed: the text \(problem). The frame was:\n\(frame.plainText)"
                )
            }
            run.transcript.append("✓ line \(line): \(verb(wanted)) \"\(text)\"")
        case .print:
            guard let frame = session?.frame else { return }
            run.transcript.append("── line \(line): \(frame.width)x\(frame.height) ──\n\(frame.plainText)")
        case .snapshot(let name):
            guard let frame = session?.frame, let snapshots else { return }
            switch snapshots.check(frame.snapshotText, suite: snapshotSuite, name: name) {
            case .matched: run.transcript.append("✓ line \(line): snapshot \(name)")
            case .recorded(let path): run.transcript.append("✎ line \(line): recorded \(path)")
            case .missing(let message), .mismatched(let message): failed(message)
            }
        }
    }

    private func verb(_ wanted: Bool) -> String { wanted ? "expect" : "expect-not" }
}
