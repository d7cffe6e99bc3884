import Foundation
import TextSnapshot
import TextUI

/// Runs a text app the way its command line asked (`DriverInvocation`): a scenario script, one plain
/// render when the output is not a terminal, or the interactive app. Exit statuses: 0 success, 1 a
/// script expectation failed (its line, the expectation and the frame seen go to standard error), 2 a
/// usage or script error, reported before anything runs.
@MainActor
public enum DriverCommand {
    /// - Parameters:
    ///   - invocation: what the command line asked for.
    ///   - name: the program's name, for messages (`openmarket drive: …`).
    ///   - terminal: the terminal to run on interactively; nil when the output is not a terminal.
    ///   - makeApp: the app, resolving relative paths it is given (a file typed into a form) in a folder:
    ///     the script's for `drive`, the current one otherwise.
    public static func run<App: TextApp>(
        _ invocation: DriverInvocation, name: String, terminal: (some TerminalDevice)?,
        makeApp: (_ folder: URL) -> App
    ) async -> Int32 {
        let currentFolder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        switch invocation.mode {
        case .drive(let path):
            return await drive(path, invocation: invocation, name: name, makeApp: makeApp)
        case .app:
            let app = makeApp(currentFolder)
            if let terminal {
                await InteractiveRunner.run(app, on: terminal, language: invocation.language)
            } else {
                do {
                    StandardStreams.print(
                        try await PlainRender.render(
                            app, size: invocation.size ?? .standard, language: invocation.language))
                } catch {
                    StandardStreams.error("\(name): \(error)")
                    return 1
                }
            }
            return 0
        }
    }

    private static func drive<App: TextApp>(
        _ path: String, invocation: DriverInvocation, name: String, makeApp: (URL) -> App
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
        let runner = ScriptRunner(
            app: makeApp(folder), directory: folder, snapshots: snapshots, size: invocation.size ?? .standard,
            language: invocation.language)
        let outcome = await runner.run(script)
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
