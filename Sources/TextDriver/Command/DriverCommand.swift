import Foundation
import Loop
import Recording
import TextSnapshot
import TextUI

/// Runs a text app the way its command line asked (`DriverInvocation`): a scenario script, one plain
/// render when the output is not a terminal, or the interactive app, recorded if asked; or the replay
/// of a recording (`ReplayCommand`). Exit statuses: 0 success, 1 a script expectation failed (its
/// line, the expectation and the frame seen go to standard error) or a replay differs from its
/// recording, 2 a usage, script or recording error, reported before anything runs.
@MainActor
public enum DriverCommand {
    /// - Parameters:
    ///   - invocation: what the command line asked for.
    ///   - name: the program's name, for messages (`openmarket drive: …`).
    ///   - terminal: the terminal to run on interactively; nil when the output is not a terminal.
    ///   - exploresInChildProcess: whether `explore` runs its sessions in a child process of this
    ///     program (`ExploreSupervisor`), so that a trap is found and shrunk: a program's `main` says
    ///     true; in a test, which is no such program, explore runs in process.
    ///   - prepareExploreWorker: what such a child process does before its first session: a program's
    ///     `main` passes `SerialExecution.runGlobalJobsOnMainActor`, so that its sessions' tasks take
    ///     no thread hand-offs.
    ///   - makeApp: the app, resolving relative paths it is given (a file typed into a form) in a folder:
    ///     the script's for `drive`, the current one otherwise.
    public static func run<App: TextApp>(
        _ invocation: DriverInvocation, name: String, terminal: (some TerminalDevice)?,
        exploresInChildProcess: Bool = false, prepareExploreWorker: () -> Void = {},
        makeApp: (_ folder: URL) -> App
    ) async -> Int32 {
        let currentFolder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        if case .replay(let path) = invocation.mode {
            guard let app = makeApp(currentFolder) as? any RecordableApp else {
                StandardStreams.error("\(name): this app does not replay recordings")
                return 2
            }
            return await ReplayCommand.run(
                app, recording: path, invocation: invocation, name: name, terminal: terminal)
        }
        if case .explore(let options) = invocation.mode {
            // The explorer keeps the factory only while it runs.
            return await withoutActuallyEscaping(makeApp) { makeApp in
                await ExploreCommand.run(
                    options, invocation: invocation, name: name, inChildProcess: exploresInChildProcess,
                    prepareWorker: prepareExploreWorker, makeApp: { makeApp(currentFolder) }
                ) { recording in
                    await run(recording, name: name, terminal: terminal, makeApp: makeApp)
                }
            }
        }
        let record: (DriverSession<App>) -> AnyObject?
        do {
            record = try recorder(for: App.self, invocation: invocation, name: name)
        } catch {
            StandardStreams.error("\(name): \(error.message ?? "")")
            return 2
        }
        if case .drive(let path) = invocation.mode {
            return await drive(path, invocation: invocation, name: name, makeApp: makeApp, prepare: record)
        }
        let app = makeApp(currentFolder)
        if let terminal {
            await InteractiveRunner.run(app, on: terminal, language: invocation.language, prepare: record)
            return 0
        }
        do {
            StandardStreams.print(
                try await PlainRender.render(
                    app, size: invocation.size ?? .standard, language: invocation.language, prepare: record))
        } catch {
            StandardStreams.error("\(name): \(error)")
            return 1
        }
        return 0
    }

    /// What `--record FILE` asks of each session the run starts (a script may launch more than one,
    /// each recorded over the one before): its recorder, kept as long as the session runs. Records
    /// nothing when not asked.
    /// - Throws: `UsageError` when the app cannot record, or the file cannot be created.
    private static func recorder<App: TextApp>(
        for app: App.Type, invocation: DriverInvocation, name: String
    ) throws(UsageError) -> (DriverSession<App>) -> AnyObject? {
        guard let path = invocation.record else { return { _ in nil } }
        guard let recordable = app as? any RecordableApp.Type else {
            throw UsageError("this app does not record sessions")
        }
        let url = URL(fileURLWithPath: path)
        // Created now, so a path that cannot be written is refused before the app starts.
        var created: RecordingFile?
        do {
            created = try RecordingFile(creating: url)
        } catch {
            throw UsageError("\(error)")
        }
        return { session in
            do {
                let file = try created ?? RecordingFile(creating: url)
                created = nil
                return record(session, of: recordable, into: file, name: name)
            } catch {
                StandardStreams.error("\(name): \(error)")
                return nil
            }
        }
    }

    /// Records `session`, a session of `App`, into `file`: the app's type opened from the
    /// `RecordableApp` the command line's app turned out to be.
    private static func record<App: RecordableApp>(
        _ session: AnyObject, of app: App.Type, into file: RecordingFile, name: String
    ) -> AnyObject? {
        (session as? DriverSession<App>)?.record(
            as: name, write: file.write,
            report: { StandardStreams.error("\(name): \($0)") })
    }

    private static func drive<App: TextApp>(
        _ path: String, invocation: DriverInvocation, name: String, makeApp: (URL) -> App,
        prepare: @escaping (DriverSession<App>) -> AnyObject?
    ) async -> Int32 {
        let currentFolder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let scriptURL = path == "-" ? nil : URL(fileURLWithPath: path, relativeTo: currentFolder)
        guard let text = read(scriptURL) else {
            StandardStreams.error("\(name) drive: cannot read the script '\(path)'")
            return 2
        }
        let (script, errors) = Script.parse(text, languages: App.languages)
        guard errors.isEmpty else {
            for error in errors { StandardStreams.error("\(name) drive: \(path): \(error)") }
            return 2
        }
        let folder = scriptURL?.deletingLastPathComponent() ?? currentFolder
        let policy = SnapshotPolicy.fromEnvironment(ProcessInfo.processInfo.environment)
        let snapshots =
            SnapshotStore.forPackage(containing: folder.appendingPathComponent("-").path, policy: policy)
            ?? SnapshotStore(folder: currentFolder.appendingPathComponent("Snapshots"), policy: policy)
        let app = makeApp(folder)
        var recorders: [AnyObject] = []
        let runner = ScriptRunner<App>(
            directory: folder, snapshots: snapshots, size: invocation.size ?? .standard,
            language: invocation.language
        ) { size, language in
            let session = DriverSession(app: app, size: size, language: language, clock: ManualClock())
            if let recorder = prepare(session) { recorders.append(recorder) }
            return session
        }
        let outcome = await runner.run(script)
        withExtendedLifetime(recorders) {}
        if !outcome.transcript.isEmpty { StandardStreams.print(outcome.transcript) }
        for failure in outcome.failures { StandardStreams.error("\(name) drive: \(path): \(failure)") }
        return outcome.succeeded ? 0 : 1
    }

    private static func read(_ url: URL?) -> String? {
        guard let url else {
            return String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        }
        return try? String(contentsOf: url, encoding: .utf8)
    }
}
