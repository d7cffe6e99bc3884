#if os(Linux) || os(macOS)
    import Foundation

    /// `APP explore` with its sessions in a child process of the program (an `ExploreWorker`), because
    /// a trap (a Swift runtime error, a failed precondition) stops a process and cannot be caught in
    /// it. When the child ends by itself its output and exit status are the run's. When it traps, the
    /// session it was running (its progress file) is shrunk here like any failure, each candidate run
    /// in a child of its own, and reported with its seed, script and recording.
    @MainActor
    struct ExploreSupervisor<App: TextApp> {
        /// The program: this process's executable.
        let executable: URL
        /// The arguments after the program's name, the seed given as a number.
        let arguments: [String]
        let name: String
        /// The explorer the worker runs, whose shrinking the supervisor does.
        let explorer: Explorer<App>
        /// A folder of the supervisor's own, for the progress file and the candidates' scripts.
        let folder: URL

        /// Runs the worker; its exit status, or the trap's reproducer written by `report` and its status.
        func run(report: (ExploreFailure) async -> Int32) async -> Int32 {
            let progress = folder.appendingPathComponent("progress")
            let ending = await child(arguments, progress: progress, checking: nil, quiet: false)
            guard case .signalled(let signal) = ending else {
                if case .exited(let status) = ending { return status }
                return 2
            }
            guard let (seed, commands) = ExploreProgress.read(progress, languages: App.languages),
                let seed, let last = commands.last
            else {
                StandardStreams.error("\(name) explore: the explorer stopped on \(Self.describe(signal))")
                return 1
            }
            StandardStreams.error(
                "\(name) explore: the session of seed \(seed) trapped at '\(last.line)' "
                    + "(\(Self.describe(signal))); shrinking it, each try in a process of its own")
            let setUp = commands.firstIndex(of: .launch).map { $0 + 1 } ?? 0
            let failure = await explorer.shrunk(
                commands, broken: Self.trap(signal, at: last), seed: seed, foundSteps: commands.count - setUp,
                run: runInChild)
            return await report(failure)
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
                    arguments, progress: progress, checking: script, quiet: true),
                let ran = ExploreProgress.read(progress, languages: App.languages)?.commands,
                let last = ran.last
            else { return nil }
            return (Self.trap(signal, at: last), ran.count)
        }

        /// Runs this program with `arguments` as a worker; how it ended. Its standard output and error
        /// are this process's, or none when `quiet`.
        private func child(_ arguments: [String], progress: URL, checking: URL?, quiet: Bool) async
            -> ExploreChild.Ending
        {
            await ExploreChild.run(
                executable, arguments, progress: progress, checking: checking, quiet: quiet, name: name)
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
                progress: folder.appendingPathComponent("recording-progress"), checking: nil, quiet: true)
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
        /// How a child ended.
        enum Ending: Equatable, Sendable {
            case exited(Int32)
            case signalled(Int32)
        }

        /// Runs `executable` with `arguments` as a worker (`ExploreWorker`) writing its progress to
        /// `progress`, checking the script `checking` if given; how it ended. Its standard output and
        /// error are this process's, or none when `quiet`.
        static func run(
            _ executable: URL, _ arguments: [String], progress: URL, checking: URL?, quiet: Bool, name: String
        ) async -> Ending {
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            var environment = ProcessInfo.processInfo.environment
            environment[ExploreWorker.progressVariable] = progress.path
            environment[ExploreWorker.checkVariable] = checking?.path
            process.standardInput = FileHandle.nullDevice
            if quiet {
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                // A trap's backtrace, which no one reads here, takes a good part of a second.
                environment["SWIFT_BACKTRACE"] = "enable=no"
            }
            process.environment = environment
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
