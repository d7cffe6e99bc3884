import Foundation
import Market
import Presenters
import Screens
import TextSnapshot
import TextUI

/// Runs a scenario script headlessly and writes its transcript: each printed frame, each expectation
/// met, and the first one that failed with the frame it saw.
@MainActor
public final class ScriptRunner {
    /// What running a script gave.
    public struct Outcome: Sendable {
        public var transcript: String
        /// The failed expectation, with its line number and the frame seen; nil when all held.
        public var failure: String?

        public var succeeded: Bool { failure == nil }
    }

    /// Makes the app a script launches, at the script's size and language.
    public typealias SessionFactory = @MainActor (TerminalSize, Language) -> AppSession

    private let makeSession: SessionFactory
    private let directory: URL
    private let snapshots: SnapshotStore?
    private let initialSize: TerminalSize
    private let initialLanguage: Language

    /// - Parameters:
    ///   - directory: where `attach` paths are resolved (the script's folder).
    ///   - snapshots: where `snapshot NAME` compares frames (`Scenarios/NAME.txt`).
    ///   - size: the screen size until the script says `size`.
    ///   - language: the language until the script says `lang`.
    public init(
        directory: URL, snapshots: SnapshotStore?, size: TerminalSize = .standard,
        language: Language = .korean,
        makeSession: @escaping SessionFactory
    ) {
        self.directory = directory
        self.snapshots = snapshots
        initialSize = size
        initialLanguage = language
        self.makeSession = makeSession
    }

    public func run(_ script: Script) async -> Outcome {
        var transcript: [String] = []
        var size = initialSize
        var language = initialLanguage
        var session: AppSession?
        for (line, command) in script.steps {
            switch command {
            case .size(let newSize):
                size = newSize
                session?.resize(to: newSize)
            case .lang(let newLanguage):
                language = newLanguage
                session?.send(.languageChanged(newLanguage))
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
                    return Outcome(
                        transcript: joined(transcript), failure: "line \(line): cannot read '\(path)'")
                }
                session?.send(.form(.imageAttached(ImageUpload(fileName: url.lastPathComponent, data: data))))
            case .advance(let duration):
                await session?.advance(by: duration)
            case .expect(let text), .expectNot(let text):
                guard let frame = session?.frame else { continue }
                let wanted = command == .expect(text)
                guard Self.shows(frame, text) == wanted else {
                    let verb = wanted ? "expect" : "expect-not"
                    let problem = wanted ? "is not on the screen" : "is on the screen"
                    return Outcome(
                        transcript: joined(transcript),
                        failure:
                            "line \(line): \(verb) \"\(text)\" failed: the text \(problem). The frame was:\n\(Self.plain(frame))"
                    )
                }
                transcript.append("✓ line \(line): \(wanted ? "expect" : "expect-not") \"\(text)\"")
            case .print:
                guard let frame = session?.frame else { continue }
                transcript.append("── line \(line): \(frame.width)x\(frame.height) ──\n\(Self.plain(frame))")
            case .snapshot(let name):
                guard let frame = session?.frame, let snapshots else { continue }
                switch snapshots.check(frame.snapshotText, suite: "Scenarios", name: name) {
                case .matched: transcript.append("✓ line \(line): snapshot \(name)")
                case .recorded(let path): transcript.append("✎ line \(line): recorded \(path)")
                case .missing(let message), .mismatched(let message):
                    return Outcome(transcript: joined(transcript), failure: "line \(line): \(message)")
                }
            }
        }
        return Outcome(transcript: joined(transcript), failure: nil)
    }

    /// Whether a row of the frame contains `text`, reading a no-break space (as in `KRW 1,000`) as the
    /// space a script can type.
    static func shows(_ frame: Frame, _ text: String) -> Bool {
        let wanted = text.replacingOccurrences(of: "\u{00A0}", with: " ")
        return frame.lines.contains { $0.replacingOccurrences(of: "\u{00A0}", with: " ").contains(wanted) }
    }

    /// A frame as plain text: no escape sequences, trailing spaces trimmed.
    public static func plain(_ frame: Frame) -> String {
        frame.lines.map { line in String(line.reversed().drop(while: { $0 == " " }).reversed()) }.joined(
            separator: "\n")
    }

    private func joined(_ transcript: [String]) -> String {
        transcript.joined(separator: "\n")
    }
}
