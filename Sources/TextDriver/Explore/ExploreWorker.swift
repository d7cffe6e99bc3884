import Foundation

/// An explore run in a child process of the program (`ExploreSupervisor`), so that a trap stops the
/// child and not the explorer: what the environment asks of it. The child writes the session it runs
/// to a progress file (`ExploreProgress`) before each command, and either explores its share of the
/// runs (`ExploreShard`), writing what it found to a result file (`ExploreOutcome`) and the run it
/// found failing beside it (`ExploreFindings`), or checks one script, a candidate of a trap's
/// shrinking.
struct ExploreWorker {
    /// The variable naming the progress file: set, the process is a worker.
    static let progressVariable = "TEXTDRIVER_EXPLORE_PROGRESS"
    /// The variable naming the script a worker checks rather than explores.
    static let checkVariable = "TEXTDRIVER_EXPLORE_CHECK"
    /// The variables naming the worker's share of the runs (`INDEX/COUNT`) and its result file.
    static let shardVariable = "TEXTDRIVER_EXPLORE_SHARD"
    static let resultVariable = "TEXTDRIVER_EXPLORE_RESULT"

    /// Where the worker writes its progress.
    let progress: URL
    /// The script to check, if that is what the worker is for.
    let checking: URL?
    /// The share of the runs it explores, and where it writes what it found.
    let shard: ExploreShard
    let result: URL?

    /// The worker `environment` asks for; nil when this process is none.
    init?(environment: [String: String]) {
        guard let progress = environment[Self.progressVariable] else { return nil }
        self.progress = URL(fileURLWithPath: progress)
        checking = environment[Self.checkVariable].map(URL.init(fileURLWithPath:))
        shard = environment[Self.shardVariable].flatMap(ExploreShard.init) ?? .whole
        result = environment[Self.resultVariable].map(URL.init(fileURLWithPath:))
    }

    /// Explores the worker's share of the runs with `explorer` and writes what it found to the result
    /// file: exit status 0, or 2 when the file cannot be written.
    @MainActor
    func explore<App: TextApp>(with explorer: Explorer<App>, name: String) async -> Int32 {
        var explorer = explorer
        explorer.shard = shard
        explorer.findings = result.map {
            ExploreFindings(folder: $0.deletingLastPathComponent(), worker: shard.index)
        }
        let outcome = ExploreOutcome(await explorer.report())
        guard let result else {
            StandardStreams.error("\(name) explore: a worker needs \(Self.resultVariable)")
            return 2
        }
        do {
            try outcome.write(to: result)
            return 0
        } catch {
            StandardStreams.error(
                "\(name) explore: cannot write \(result.path): \(error.localizedDescription)")
            return 2
        }
    }

    /// Runs the script at `script` as `explorer` runs a session: exit status 0 when it breaks no
    /// invariant, 1 when it breaks one, 2 when it cannot be read.
    @MainActor
    static func check<App: TextApp>(_ script: URL, with explorer: Explorer<App>) async -> Int32 {
        guard let text = try? String(contentsOf: script, encoding: .utf8),
            case (let parsed, []) = Script.parse(text, languages: App.languages)
        else { return 2 }
        return await explorer.run(parsed.steps.map(\.command)) == nil ? 0 : 1
    }
}
