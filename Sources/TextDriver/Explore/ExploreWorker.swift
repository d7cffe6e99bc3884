import Foundation

/// An explore run in a child process of the program (`ExploreSupervisor`), so that a trap stops the
/// child and not the explorer: what the environment asks of it. The child writes the session it runs
/// to a progress file (`ExploreProgress`) before each command, and either explores as asked (its
/// output is the run's) or checks one script, a candidate of a trap's shrinking.
struct ExploreWorker {
    /// The variable naming the progress file: set, the process is a worker.
    static let progressVariable = "TEXTDRIVER_EXPLORE_PROGRESS"
    /// The variable naming the script a worker checks rather than explores.
    static let checkVariable = "TEXTDRIVER_EXPLORE_CHECK"

    /// Where the worker writes its progress.
    let progress: URL
    /// The script to check, if that is what the worker is for.
    let checking: URL?

    /// The worker `environment` asks for; nil when this process is none.
    init?(environment: [String: String]) {
        guard let progress = environment[Self.progressVariable] else { return nil }
        self.progress = URL(fileURLWithPath: progress)
        checking = environment[Self.checkVariable].map(URL.init(fileURLWithPath:))
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
