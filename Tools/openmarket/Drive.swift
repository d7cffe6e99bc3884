import Foundation
import TextFrontEnd
import TextSnapshot

/// `openmarket drive SCRIPT`: runs a scenario headlessly and prints its transcript.
enum Drive {
    @MainActor
    static func run(scriptPath: String, invocation: Invocation, sessions: SessionFactory) async -> Int32 {
        let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let scriptURL =
            scriptPath == "-" ? nil : URL(fileURLWithPath: scriptPath, relativeTo: currentDirectory)
        guard let text = read(scriptURL) else {
            Output.error("openmarket drive: cannot read the script '\(scriptPath)'")
            return 2
        }
        let script: Script
        do {
            script = try Script(parsing: text)
        } catch {
            Output.error("openmarket drive: \(scriptPath): \(error)")
            return 2
        }
        let directory = scriptURL?.deletingLastPathComponent() ?? currentDirectory
        let policy = SnapshotPolicy.fromEnvironment(ProcessInfo.processInfo.environment)
        let snapshots =
            SnapshotStore.forPackage(
                containing: (scriptURL ?? currentDirectory.appendingPathComponent("-")).path, policy: policy)
            ?? SnapshotStore(folder: currentDirectory.appendingPathComponent("Snapshots"), policy: policy)
        let runner = ScriptRunner(
            directory: directory, snapshots: snapshots, size: invocation.size ?? .standard,
            language: invocation.language
        ) { size, language in
            sessions.headless(size: size, language: language, directory: directory)
        }
        let outcome = await runner.run(script)
        if !outcome.transcript.isEmpty { Output.print(outcome.transcript) }
        guard let failure = outcome.failure else { return 0 }
        Output.error("openmarket drive: \(scriptPath): \(failure)")
        return 1
    }

    private static func read(_ url: URL?) -> String? {
        guard let url else {
            return String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        }
        return try? String(contentsOf: url, encoding: .utf8)
    }
}

/// `openmarket` when the output is not a terminal: waits for the first screen to load, prints it once
/// as plain text, and exits.
enum OneShot {
    @MainActor
    static func run(invocation: Invocation, sessions: SessionFactory) async -> Int32 {
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let session = sessions.headless(
            size: invocation.size ?? .standard, language: invocation.language, directory: directory)
        session.launch()
        await session.settle()
        Output.print(ScriptRunner.plain(session.frame))
        return 0
    }
}
