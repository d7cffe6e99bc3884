import Foundation
import Loop
import TextSnapshot
import TextUI

/// Runs a scenario script headlessly and writes its transcript: each printed frame, each expectation
/// met, and every one that failed with the frame it saw. A failed expectation or snapshot does not stop
/// the script; work that can never finish (`LoopStall`) does, failing its line. Time is manual:
/// `settle` and `advance` move it, so a script never sleeps; work that stops moving for the stall limit
/// (`LoopStall.defaultStallLimit` of real time, unless given), or that keeps re-arming as `settle`
/// moves the clock, fails the line naming the effects.
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
    private let stallLimit: Duration?

    /// - Parameters:
    ///   - directory: where `attach` paths are resolved (the script's folder).
    ///   - snapshots: where `snapshot NAME` compares frames.
    ///   - snapshotSuite: the folder of `Snapshots/` the frames are compared in (`<suite>/NAME.txt`).
    ///   - size: the screen size until the script says `size`.
    ///   - language: the language until the script says `lang` (nil: the app's default).
    ///   - stallLimit: how long a `settle` or `advance` lets the app's loop go without moving before
    ///     failing its line (the session's `stallLimit`); nil waits as long as the work runs.
    ///   - makeSession: the session `launch` starts, for tests that watch it or give it a market.
    public init(
        directory: URL, snapshots: SnapshotStore?, snapshotSuite: String = "Scenarios",
        size: TerminalSize = .standard, language: String? = nil,
        stallLimit: Duration? = LoopStall.defaultStallLimit, makeSession: @escaping SessionFactory
    ) {
        self.directory = directory
        self.snapshots = snapshots
        self.snapshotSuite = snapshotSuite
        initialSize = size
        initialLanguage = language
        self.stallLimit = stallLimit
        self.makeSession = makeSession
    }

    /// A runner whose `launch` starts `app` on a manual clock; `snapshot NAME` compares in `snapshots`
    /// (nil: a script's `snapshot` line fails).
    public convenience init(
        app: App, directory: URL, snapshots: SnapshotStore?, snapshotSuite: String = "Scenarios",
        size: TerminalSize = .standard, language: String? = nil,
        stallLimit: Duration? = LoopStall.defaultStallLimit
    ) {
        self.init(
            directory: directory, snapshots: snapshots, snapshotSuite: snapshotSuite, size: size,
            language: language, stallLimit: stallLimit
        ) { size, language in
            DriverSession(app: app, size: size, language: language, clock: ManualClock())
        }
    }

    /// A runner whose `launch` starts `app` on a manual clock, comparing `snapshot NAME` lines in the
    /// store of the package holding the calling file (`Snapshots/<snapshotSuite>/NAME.txt`), under the
    /// environment's policy (nothing is written under `CI=true`), each comparison logged for
    /// `snapshots check` and `prune` as a frame snapshot's is.
    public convenience init(
        app: App, directory: URL, snapshotSuite: String = "Scenarios", size: TerminalSize = .standard,
        language: String? = nil, stallLimit: Duration? = LoopStall.defaultStallLimit,
        filePath: String = #filePath
    ) {
        self.init(
            app: app, directory: directory,
            snapshots: SnapshotStore.forPackage(
                containing: filePath, policy: .fromEnvironment(ProcessInfo.processInfo.environment)),
            snapshotSuite: snapshotSuite, size: size, language: language, stallLimit: stallLimit)
    }

    public func run(_ script: Script) async -> Outcome {
        // Every reference the script names is in use, even past a line that stops it.
        for case .snapshot(let name) in script.steps.map(\.command) {
            snapshots?.runLog?.noteCompared(SnapshotPath(suite: snapshotSuite, name: name))
        }
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
        /// Faults named before the launch, injected into the app it launches.
        var faults: [(line: Int, name: String)] = []
    }

    /// The failure of `fault NAME` for a fault `app` does not have, naming those it has.
    private static func unknownFault(_ name: String, of app: App) -> String {
        "this app has no fault '\(name)'"
            + (app.faults.isEmpty ? "" : "; its faults are \(app.faults.joined(separator: ", "))")
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
            app.stallLimit = stallLimit
            for (line, name) in run.faults where !(await app.app.inject(fault: name)) {
                run.failures.append(ScriptError(line: line, message: Self.unknownFault(name, of: app.app)))
            }
            run.faults = []
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
        case .fault(let name):
            guard let session else {
                // A fault before the launch meets the launch's first answers.
                run.faults.append((line, name))
                return
            }
            guard try await session.inject(fault: name) else {
                return failed(Self.unknownFault(name, of: session.app))
            }
        case .expect(let text), .expectNot(let text):
            guard let frame = session?.frame else { return }
            let wanted = command == .expect(text)
            guard frame.shows(text) == wanted else {
                let problem = wanted ? "is not on the screen" : "is on the screen"
                return failed(
                    "\(verb(wanted)) \"\(text)\" failed: the text \(problem)."
                        + asleep(in: session) + " The frame was:\n\(frame.plainText)")
            }
            run.transcript.append("✓ line \(line): \(verb(wanted)) \"\(text)\"")
        case .print:
            guard let frame = session?.frame else { return }
            run.transcript.append("── line \(line): \(frame.width)x\(frame.height) ──\n\(frame.plainText)")
        case .snapshot(let name):
            guard let frame = session?.frame else { return }
            guard let snapshots else {
                return failed("snapshot \(name): this runner compares no snapshots (it was given none)")
            }
            switch snapshots.check(frame.snapshotText, suite: snapshotSuite, name: name) {
            case .matched: run.transcript.append("✓ line \(line): snapshot \(name)")
            case .recorded(let path): run.transcript.append("✎ line \(line): recorded \(path)")
            case .missing(let message), .mismatched(let message): failed(message)
            }
        }
    }

    private func verb(_ wanted: Bool) -> String { wanted ? "expect" : "expect-not" }

    /// Says which effects sleep on the session's manual clock, which only `settle` or `advance` wakes,
    /// or that work is still pending.
    private func asleep(in session: DriverSession<App>?) -> String {
        guard let loop = session?.loop, loop.hasPendingWork else { return "" }
        let asleep = loop.effectsAsleep
        guard !asleep.isEmpty else { return " Work is still running: `settle` first to let it finish." }
        return
            " \(asleep.count) effect(s) are asleep on the script's clock (\(asleep.joined(separator: ", "))): "
            + "`advance` or `settle` first to wake them."
    }
}
