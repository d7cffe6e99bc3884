import Foundation
import Loop
import TextSnapshot
import TextUI

/// Runs a scenario script headlessly and writes its transcript: each printed frame, each expectation
/// met, and the first one that failed with the frame it saw. Time is manual: `settle` and `advance`
/// move it, so a script never sleeps.
@MainActor
public final class ScriptRunner<App: TextApp> {
    /// What running a script gave.
    public struct Outcome: Sendable {
        public var transcript: String
        /// The failed expectation, with its line number and the frame seen; nil when all held.
        public var failure: String?

        public var succeeded: Bool { failure == nil }
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
        var transcript: [String] = []
        var size = initialSize
        var language = initialLanguage
        var session: DriverSession<App>?
        func failed(_ line: Int, _ message: String) -> Outcome {
            Outcome(transcript: transcript.joined(separator: "\n"), failure: "line \(line): \(message)")
        }
        for (line, command) in script.steps {
            switch command {
            case .size(let newSize):
                size = newSize
                session?.resize(to: newSize)
            case .lang(let newLanguage):
                language = newLanguage
                session?.changeLanguage(to: newLanguage)
            case .launch:
                let app = makeSession(size, language)
                app.launch()
                session = app
            case .settle:
                await session?.settle()
            case .key(let key):
                session?.press(key)
            case .type(let text):
                session?.type(text)
            case .attach(let path):
                let url =
                    path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
                guard let data = try? Data(contentsOf: url) else {
                    return failed(line, "cannot read '\(path)'")
                }
                guard await session?.attach(fileName: url.lastPathComponent, data: data) ?? true else {
                    return failed(line, "this app takes no attachments")
                }
            case .advance(let duration):
                await session?.advance(by: duration)
            case .expect(let text), .expectNot(let text):
                guard let frame = session?.frame else { continue }
                let wanted = command == .expect(text)
                guard frame.shows(text) == wanted else {
                    let verb = wanted ? "expect" : "expect-not"
                    let problem = wanted ? "is not on the screen" : "is on the screen"
                    return failed(
                        line,
                        "\(verb) \"\(text)\" failed: the text \(problem). The frame was:\n\(frame.plainText)")
                }
                transcript.append("✓ line \(line): \(wanted ? "expect" : "expect-not") \"\(text)\"")
            case .print:
                guard let frame = session?.frame else { continue }
                transcript.append("── line \(line): \(frame.width)x\(frame.height) ──\n\(frame.plainText)")
            case .snapshot(let name):
                guard let frame = session?.frame, let snapshots else { continue }
                switch snapshots.check(frame.snapshotText, suite: snapshotSuite, name: name) {
                case .matched: transcript.append("✓ line \(line): snapshot \(name)")
                case .recorded(let path): transcript.append("✎ line \(line): recorded \(path)")
                case .missing(let message), .mismatched(let message): return failed(line, message)
                }
            }
        }
        return Outcome(transcript: transcript.joined(separator: "\n"), failure: nil)
    }
}
