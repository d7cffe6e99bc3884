import ChildProcesses
import Foundation
import ScreensLive
import TextDriver
import TextFrontEnd

/// How fast `openmarket explore` explores: Open Market on a new embedded market a session, 50
/// sessions of 50 random steps (keys, typed text, faults, time) with every invariant checked after
/// each step, from seed 1, timed whole, three times, in this process; then the release `openmarket
/// explore` built beside this executable, 600 sessions of 50 steps (its market shows the demo's
/// photos), in one worker process and in one a processor, each timed whole (its start, about a tenth
/// of a second, included) three times.
@MainActor
enum ExploreBenchmark {
    struct Results {
        var sessions: Int
        var steps: Int
        var seconds: [Double]
        /// The command line's runs: its workers, and the seconds of each of the three.
        var commandLine: [(jobs: Int, seconds: [Double])] = []
    }

    /// The command line's sessions and steps.
    static let commandLineRuns = 600
    static let commandLineSteps = 50

    static func run() async -> Results {
        let credentials = DemoCredentials.from([:])
        var explorer = Explorer { OpenMarketTextApp(.inMemory(seed: 2022, credentials: credentials)) }
        explorer.invariants = OpenMarketTextApp(.inMemory(seed: 2022, credentials: credentials)).invariants
        explorer.runs = 50
        explorer.steps = 50
        var seconds: [Double] = []
        var last: Explorer<OpenMarketTextApp>.Report?
        for _ in 0..<3 {
            let start = ContinuousClock.now
            let report = await explorer.report()
            last = report
            let elapsed = start.duration(to: .now)
            seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
            precondition(
                report.failure == nil, "the benchmark's sessions broke an invariant: \(report.failure!)")
        }
        var results = Results(sessions: last?.sessions ?? 0, steps: last?.steps ?? 0, seconds: seconds)
        if let app = BuiltApp.openmarket() {
            for jobs in Set([1, ExploreOptions.defaultJobs]).sorted() {
                results.commandLine.append((jobs, (0..<3).map { _ in commandLine(app, jobs: jobs) }))
            }
        }
        return results
    }

    /// The seconds `openmarket explore` takes in `jobs` workers, its start included.
    private static func commandLine(_ app: URL, jobs: Int) -> Double {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-bench-\(UUID())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = app
        process.arguments = [
            "explore", "--seed", "1", "--runs", "\(commandLineRuns)", "--steps", "\(commandLineSteps)",
            "--jobs", "\(jobs)",
        ]
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        let start = ContinuousClock.now
        do {
            try process.run()
        } catch {
            preconditionFailure("cannot start \(app.path): \(error)")
        }
        process.waitForExit()
        let elapsed = start.duration(to: .now)
        precondition(process.terminationStatus == 0, "openmarket explore broke an invariant or failed")
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    static func report(_ results: Results, json: Bool) -> String {
        let median = results.seconds.sorted()[results.seconds.count / 2]
        var figures: [(String, Double)] = [
            ("explore_steps_per_s", Double(results.steps) / median),
            ("explore_sessions_per_s", Double(results.sessions) / median),
        ]
        for (jobs, seconds) in results.commandLine {
            let median = seconds.sorted()[seconds.count / 2]
            figures.append(
                ("explore_cli_\(jobs)_jobs_steps_per_s", Double(commandLineRuns * commandLineSteps) / median))
        }
        if json {
            let body = figures.map { "\"\($0.0)\":\(String(format: "%.1f", $0.1))" }.joined(separator: ",")
            return "{\(body),\"sessions\":\(results.sessions),\"steps\":\(results.steps)}"
        }
        return figures.map { "\($0.0) \(String(format: "%.1f", $0.1))" }.joined(separator: "\n")
            + "\nsessions \(results.sessions), steps \(results.steps)"
    }
}
