import Foundation
import TextUI

/// `APP explore`: random sessions of the app (`Explorer`) with the framework's invariants and the
/// app's; the first failure, shrunk, is written to the `--out` folder as `explore-SEED.scenario` (the
/// script, which `APP drive` runs) and `explore-SEED.jsonl` (its recording, which `APP replay` opens on
/// the failing step). A program's sessions run in child processes (`ExploreSupervisor`), `--jobs` of
/// them sharing the runs, so that a trap is found and shrunk like any failure. Exit status: 0 nothing broken, 1 a failure found, 2 the folder
/// cannot be written.
@MainActor
enum ExploreCommand {
    static func run<App: TextApp>(
        _ options: ExploreOptions, invocation: DriverInvocation, name: String, inChildProcess: Bool,
        prepareWorker: () -> Void, makeApp: @escaping () -> App,
        drive: (_ invocation: DriverInvocation) async -> Int32
    ) async -> Int32 {
        var explorer = Explorer(invariants: makeApp().invariants, makeApp: makeApp)
        explorer.runs = options.runs
        explorer.steps = options.steps
        explorer.seed = options.seed
        explorer.timeLimit = options.time
        if let size = invocation.size { explorer.sizes = [size] }
        let worker = ExploreWorker(environment: ProcessInfo.processInfo.environment)
        if let worker {
            prepareWorker()
            explorer.progress = try? ExploreProgress(creating: worker.progress)
            if let script = worker.checking { return await ExploreWorker.check(script, with: explorer) }
            return await worker.explore(with: explorer, name: name)
        } else if options.isRandomSeed {
            StandardStreams.print(
                "\(name) explore: seed \(options.seed), picked at random (--seed \(options.seed) repeats it)")
        }
        let reporting = Reporting(options: options, invocation: invocation, name: name)
        #if os(Linux) || os(macOS)
            if inChildProcess, let executable = Bundle.main.executableURL {
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                    "\(name)-explore-\(UUID().uuidString)")
                try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(at: folder) }
                let supervisor = ExploreSupervisor(
                    executable: executable, arguments: workerArguments(options), name: name,
                    explorer: explorer,
                    folder: folder)
                return await supervisor.run(jobs: min(options.jobs, options.runs)) { failure in
                    await reporting.write(failure, summary: "") { recording in
                        await supervisor.record(recording)
                    }
                } passed: { sessions, steps in
                    reporting.passed(sessions: sessions, steps: steps)
                }
            }
        #endif
        let report = await explorer.report()
        guard let failure = report.failure else {
            return reporting.passed(sessions: report.sessions, steps: report.steps)
        }
        return await reporting.write(failure, summary: "\(report.sessions) sessions, \(report.steps) steps: ")
        {
            App.self is any RecordableApp.Type ? await drive($0) == 0 : false
        }
    }

    /// The worker's arguments: this program's, the seed given as the number picked.
    private static func workerArguments(_ options: ExploreOptions) -> [String] {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if let index = arguments.firstIndex(of: "--seed"), index + 1 < arguments.count {
            arguments[index + 1] = "\(options.seed)"
        }
        return arguments
    }

    /// Where and how a failure is written and said.
    @MainActor
    struct Reporting {
        let options: ExploreOptions
        let invocation: DriverInvocation
        let name: String

        /// Says that `sessions` of `steps` in all broke no invariant: exit status 0.
        func passed(sessions: Int, steps: Int) -> Int32 {
            StandardStreams.print(
                "\(name) explore: \(sessions) sessions, \(steps) steps from seed \(options.seed): "
                    + "no invariant broken")
            return 0
        }

        /// Writes `failure`'s script to the `--out` folder, says what broke after `summary` and records
        /// its session with `record` (given the `drive --record` invocation; whether it recorded).
        func write(
            _ failure: ExploreFailure, summary: String, record: @MainActor (DriverInvocation) async -> Bool
        ) async -> Int32 {
            let folder = URL(fileURLWithPath: options.out, isDirectory: true)
            let script = folder.appendingPathComponent("explore-\(failure.seed).scenario")
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(failure.script.utf8).write(to: script)
            } catch {
                StandardStreams.error(
                    "\(name) explore: cannot write \(script.path): \(error.localizedDescription)")
                return 2
            }
            StandardStreams.error("\(name) explore: \(summary)\(failure)\nwritten to \(script.path)")
            var recording = invocation
            recording.mode = .drive(script: script.path)
            recording.record = folder.appendingPathComponent("explore-\(failure.seed).jsonl").path
            if await record(recording) {
                StandardStreams.error("and recorded in \(recording.record ?? ""): \(name) replay opens it")
            }
            return 1
        }
    }
}
