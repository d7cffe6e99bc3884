import Foundation

/// The session an explore worker (`ExploreWorker`) is running, written to a file before each command
/// runs: its seed on the first line, then its commands as script lines. When the worker traps, the
/// process that started it reads which session it was in and the command that stopped it.
///
/// It holds one session at a time (`begin` empties it), so it holds at most a session's set-up and
/// its steps (`DriverInvocation` takes at most 10,000).
@MainActor
final class ExploreProgress {
    private let handle: FileHandle

    /// A progress file at `url`, created or emptied.
    /// - Throws: when it cannot be created.
    init(creating url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        handle = try FileHandle(forWritingTo: url)
    }

    deinit {
        try? handle.close()
    }

    /// Starts a session named by `seed`, forgetting the one before.
    func begin(seed: UInt64) {
        try? handle.truncate(atOffset: 0)
        write("seed \(seed)")
    }

    /// Records that `command` runs next.
    func running(_ command: ScriptCommand) {
        write(command.line)
    }

    private func write(_ line: String) {
        try? handle.write(contentsOf: Data((line + "\n").utf8))
    }

    /// What the file at `url` says: the session's seed (nil for a script checked, which has none) and
    /// the commands it ran, the last the one running when the worker stopped; nil when it cannot be
    /// read or a line is no command.
    static func read(_ url: URL, languages: [String]) -> (seed: UInt64?, commands: [ScriptCommand])? {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        var seed: UInt64?
        if let first = lines.first, first.hasPrefix("seed ") {
            seed = UInt64(first.dropFirst(5))
            lines.removeFirst()
        }
        let (script, errors) = Script.parse(lines.joined(separator: "\n"), languages: languages)
        guard errors.isEmpty else { return nil }
        return (seed, script.steps.map(\.command))
    }
}
