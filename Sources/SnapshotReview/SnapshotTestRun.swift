import TextSnapshot

/// How `swift run snapshots test [ARGS]` runs `swift test ARGS`: it knows the arguments it passes, so
/// it tells the test processes whether the run is full (as `cargo insta test` does) rather than leaving
/// them to guess from what SwiftPM passes them.
public enum SnapshotTestRun {
    /// The command it runs, in the package's root: `swift test` with `arguments`.
    public static func command(_ arguments: [String]) -> [String] { ["swift", "test"] + arguments }

    /// Whether `swift test arguments` runs every test: no `--filter`, `--skip`, `--specifier`, no
    /// testing library disabled, and not a `list` of the tests.
    public static func scope(of arguments: [String]) -> SnapshotRunLog.Scope {
        let narrowing: Set = [
            "--filter", "--skip", "-s", "--specifier", "--disable-swift-testing", "--disable-xctest", "list",
        ]
        let narrows = arguments.contains { argument in
            narrowing.contains(argument) || argument.hasPrefix("--filter=") || argument.hasPrefix("--skip=")
        }
        return narrows ? .filtered : .full
    }

    /// The environment added for the test processes: the run's scope, and the run they belong to
    /// (`run`, the tool's process id), so their logs form one run.
    public static func environment(arguments: [String], run: Int32) -> [String: String] {
        [SnapshotRunLog.scopeVariable: scope(of: arguments).rawValue, SnapshotRunLog.runVariable: "\(run)"]
    }
}
