#if os(Linux) || os(macOS)
    import Foundation

    /// `APP explore` with its sessions in child processes of the program (`ExploreWorker`s), because
    /// a trap (a Swift runtime error, a failed precondition) stops a process and cannot be caught in
    /// it, and so that several share the runs (`--jobs`, `ExploreShard`). A worker that ends by itself
    /// writes what it found (`ExploreOutcome`); one that traps leaves the session it was running (its
    /// progress file). The failure of the lowest run is the one reported, the same whatever the number
    /// of workers: a trap is shrunk here like any failure, each candidate run in a child of its own.
    @MainActor
    struct ExploreSupervisor<App: TextApp> {
        /// The program: this process's executable.
        let executable: URL
        /// The arguments after the program's name, the seed given as a number.
        let arguments: [String]
        let name: String
        /// The explorer the workers run, whose shrinking the supervisor does.
        let explorer: Explorer<App>
        /// A folder of the supervisor's own, for the workers' progress and result files and the
        /// candidates' scripts.
        let folder: URL

        /// What a worker ended with.
        private enum Found {
            /// It ended by itself, every session of its share keeping every invariant.
            case passed(sessions: Int, steps: Int)
            /// It ended by itself with this failure, shrunk.
            case failed(ExploreFailure)
            /// It trapped while the session `seed` ran `commands`, the last the one that trapped.
            case trap(signal: Int32, seed: UInt64, commands: [ScriptCommand], worker: ExploreShard)
        }

        /// Runs `jobs` workers; the failure of the lowest run, shrunk and written by `report`, and its
        /// status, or what `passed` says of the sessions and steps run when none broke an invariant.
        func run(
            jobs: Int, report: (ExploreFailure) async -> Int32,
            passed: (_ sessions: Int, _ steps: Int) -> Int32
        ) async -> Int32 {
            var found: [Found] = []
            for (shard, ending) in await workers(jobs) {
                let progress = progressFile(shard)
                switch ending {
                case .exited(0):
                    showErrors(shard)
                    let outcome = ExploreOutcome.read(resultFile(shard))
                    if let outcome, outcome.failure == nil {
                        found.append(.passed(sessions: outcome.sessions, steps: outcome.steps))
                    } else if let failure = outcome?.failure(languages: App.languages) {
                        found.append(.failed(failure))
                    } else {
                        StandardStreams.error("\(name) explore: worker \(shard) left no result")
                        return 2
                    }
                case .exited(let status):
                    showErrors(shard)
                    return status
                case .signalled(let signal):
                    guard let (seed, commands) = ExploreProgress.read(progress, languages: App.languages),
                        let seed, !commands.isEmpty
                    else {
                        showErrors(shard)
                        StandardStreams.error(
                            "\(name) explore: the explorer stopped on \(Self.describe(signal))")
                        return 1
                    }
                    found.append(.trap(signal: signal, seed: seed, commands: commands, worker: shard))
                }
            }
            switch found.min(by: { run(of: $0) < run(of: $1) }) {
            case .failed(let failure)?:
                return await report(failure)
            case .trap(let signal, let seed, let commands, let worker)?:
                showErrors(worker)
                return await report(await shrunkTrap(signal, seed: seed, commands: commands))
            case .passed?, nil:
                let totals = found.map {
                    if case .passed(let sessions, let steps) = $0 { (sessions, steps) } else { (0, 0) }
                }
                return passed(totals.map(\.0).reduce(0, +), totals.map(\.1).reduce(0, +))
            }
        }

        /// How far from the first run the run that failed in `found` is; the most for a worker whose
        /// runs all passed.
        private func run(of found: Found) -> UInt64 {
            switch found {
            case .failed(let failure): failure.seed &- explorer.seed
            case .trap(_, let seed, _, _): seed &- explorer.seed
            case .passed: .max
            }
        }

        /// Runs `jobs` workers at once, each its share of the runs; how each ended.
        private func workers(_ jobs: Int) async -> [(ExploreShard, ExploreChild.Ending)] {
            let (executable, arguments, name) = (executable, arguments, name)
            return await withTaskGroup(of: (ExploreShard, ExploreChild.Ending).self) { group in
                for index in 0..<jobs {
                    let shard = ExploreShard(index: index, count: jobs)
                    let environment = Self.environment(
                        progress: progressFile(shard), checking: nil, shard: (shard, resultFile(shard)),
                        quiet: false)
                    let errors = errorsFile(shard)
                    group.addTask {
                        let ending = await ExploreChild.run(
                            executable, arguments, environment: environment, quiet: false, errors: errors,
                            name: name)
                        return (shard, ending)
                    }
                }
                var endings: [(ExploreShard, ExploreChild.Ending)] = []
                for await (shard, ending) in group {
                    // A trap is a failure of the run it stopped in: the other workers stop before later
                    // runs, as they do for a failure a worker notes itself.
                    if case .signalled = ending,
                        let seed = ExploreProgress.read(progressFile(shard), languages: App.languages)?.seed
                    {
                        ExploreFindings(folder: folder, worker: shard.index).found(
                            run: Int(truncatingIfNeeded: seed &- explorer.seed))
                    }
                    endings.append((shard, ending))
                }
                return endings.sorted { $0.0.index < $1.0.index }
            }
        }

        private func progressFile(_ shard: ExploreShard) -> URL {
            folder.appendingPathComponent("progress-\(shard.index)")
        }

        /// Where a worker's standard error goes, shown when what it says is reported: a trap's
        /// backtrace, or why it could not go on.
        private func errorsFile(_ shard: ExploreShard) -> URL {
            folder.appendingPathComponent("errors-\(shard.index)")
        }

        /// Shows what a worker wrote to its standard error, its first `ExploreChild.errorsShown` bytes.
        private func showErrors(_ shard: ExploreShard) {
            guard let handle = try? FileHandle(forReadingFrom: errorsFile(shard)) else { return }
            defer { try? handle.close() }
            guard let data = try? handle.read(upToCount: ExploreChild.errorsShown), !data.isEmpty else {
                return
            }
            FileHandle.standardError.write(data)
        }

        private func resultFile(_ shard: ExploreShard) -> URL {
            folder.appendingPathComponent("result-\(shard.index).json")
        }

        /// The trap by `signal` of the session `seed`, which ran `commands` up to it, shrunk.
        private func shrunkTrap(_ signal: Int32, seed: UInt64, commands: [ScriptCommand]) async
            -> ExploreFailure
        {
            let last = commands[commands.count - 1]
            StandardStreams.error(
                "\(name) explore: the session of seed \(seed) trapped at '\(last.line)' "
                    + "(\(Self.describe(signal))); shrinking it, each try in a process of its own")
            let setUp = commands.firstIndex(of: .launch).map { $0 + 1 } ?? 0
            return await explorer.shrunk(
                commands, broken: Self.trap(signal, at: last), seed: seed, foundSteps: commands.count - setUp,
                run: runInChild)
        }

        /// Runs `commands` in a worker of its own: the trap and how many commands ran up to it; nil when
        /// the worker did not trap.
        private func runInChild(_ commands: [ScriptCommand]) async -> (
            broken: Explorer<App>.Broken, count: Int
        )? {
            let script = folder.appendingPathComponent("candidate.scenario")
            let progress = folder.appendingPathComponent("candidate-progress")
            guard (try? Data(commands.map { $0.line + "\n" }.joined().utf8).write(to: script)) != nil,
                case .signalled(let signal) = await child(
                    arguments, progress: progress, checking: script, shard: nil, quiet: true),
                let ran = ExploreProgress.read(progress, languages: App.languages)?.commands,
                let last = ran.last
            else { return nil }
            return (Self.trap(signal, at: last), ran.count)
        }

        /// Runs this program with `arguments` as a worker; how it ended. Its standard output and error
        /// are this process's, or none when `quiet`.
        private func child(
            _ arguments: [String], progress: URL, checking: URL?, shard: (ExploreShard, result: URL)?,
            quiet: Bool
        ) async -> ExploreChild.Ending {
            await ExploreChild.run(
                executable, arguments,
                environment: Self.environment(
                    progress: progress, checking: checking, shard: shard, quiet: quiet),
                quiet: quiet, errors: nil, name: name)
        }

        /// What a worker's environment says besides this process's: its progress file, the script it
        /// checks or its share of the runs and result file.
        private static func environment(
            progress: URL, checking: URL?, shard: (ExploreShard, result: URL)?, quiet: Bool
        ) -> [String: String] {
            var environment = [
                ExploreWorker.progressVariable: progress.path,
                ExploreWorker.checkVariable: checking?.path,
                ExploreWorker.shardVariable: shard?.0.description,
                ExploreWorker.resultVariable: shard?.result.path,
            ].compactMapValues { $0 }
            if quiet {
                // A trap's backtrace, which no one reads here, takes a good part of a second.
                environment["SWIFT_BACKTRACE"] = "enable=no"
            }
            return environment
        }

        /// Records the session `recording` drives (`drive SCRIPT --record FILE`) in a child, which stops
        /// at its trap, with the options the program was given besides explore's: whether the recording
        /// holds the steps before it.
        func record(_ recording: DriverInvocation) async -> Bool {
            guard App.self is any RecordableApp.Type, case .drive(let script) = recording.mode,
                let file = recording.record
            else { return false }
            let options = ExploreOptions.removing(from: arguments.filter { $0 != "explore" })
            _ = await child(
                ["drive", script, "--record", file] + options,
                progress: folder.appendingPathComponent("recording-progress"), checking: nil, shard: nil,
                quiet: true)
            let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
            return size > 0
        }

        /// The broken invariant of a trap by `signal` while `command` ran.
        static func trap(_ signal: Int32, at command: ScriptCommand) -> Explorer<App>.Broken {
            .init(
                invariant: "nothing traps",
                message: "the app stopped on \(describe(signal)) at '\(command.line)'")
        }

        /// A signal as a person reads it: `signal 4 (SIGILL: a Swift runtime error)`.
        static func describe(_ signal: Int32) -> String {
            let names: [Int32: String] = [
                4: "SIGILL: a Swift runtime error", 5: "SIGTRAP: a Swift runtime error",
                6: "SIGABRT: an abort",
                7: "SIGBUS", 8: "SIGFPE", 11: "SIGSEGV: a bad memory access",
            ]
            return "signal \(signal)" + (names[signal].map { " (\($0))" } ?? "")
        }
    }

    /// A worker process of the program.
    enum ExploreChild {
        /// The most shown of what a worker wrote to its standard error: a trap's backtrace is a few
        /// kilobytes.
        static let errorsShown = 1 << 20

        /// How a child ended.
        enum Ending: Equatable, Sendable {
            case exited(Int32)
            case signalled(Int32)
        }

        /// Runs `executable` with `arguments` as a worker (`ExploreWorker`), `environment` added to this
        /// process's; how it ended. Its standard output and error are this process's, or none when
        /// `quiet`; its standard error goes to the file `errors` when given.
        static func run(
            _ executable: URL, _ arguments: [String], environment: [String: String], quiet: Bool,
            errors: URL?, name: String
        ) async -> Ending {
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            process.standardInput = FileHandle.nullDevice
            if quiet {
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
            }
            if let errors, FileManager.default.createFile(atPath: errors.path, contents: nil) {
                process.standardError = try? FileHandle(forWritingTo: errors)
            }
            return await withCheckedContinuation { continuation in
                process.terminationHandler = { process in
                    continuation.resume(
                        returning: process.terminationReason == .uncaughtSignal
                            ? .signalled(process.terminationStatus) : .exited(process.terminationStatus))
                }
                do {
                    try process.run()
                } catch {
                    process.terminationHandler = nil
                    StandardStreams.error("\(name) explore: cannot start \(executable.path): \(error)")
                    continuation.resume(returning: .exited(2))
                }
            }
        }
    }
#endif
