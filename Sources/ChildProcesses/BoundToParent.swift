import Foundation

extension Process {
    /// The program that asks the kernel, in the child, for the parent-death signal and then runs the
    /// child's program in its place: util-linux's, which Debian and every usual Linux install.
    public static let parentDeathWrapper = "/usr/bin/setpriv"

    /// Starts the process as `run()` does, bound to this one: on Linux it is killed (SIGKILL) when
    /// this process ends, however it ends (a crash, or CI's `timeout` killing the test run), so no
    /// child outlives its parent. The one way this package's tests and tools start a process that
    /// must not be left behind.
    ///
    /// How: the kernel's parent-death signal (`prctl(PR_SET_PDEATHSIG)`), which only the child can
    /// ask for. `Process` cannot run code in the child, so the child is started through
    /// `setpriv --pdeathsig KILL -- PROGRAM ARGUMENTS`, which asks for it and then executes the program
    /// in its own place: the same process id, standard input, output and error, exit status and
    /// signals, and the request survives that exec. The kernel sends the signal when the *thread*
    /// that started the child ends, not the process, so every bound child is started from one thread
    /// that lives as long as the process (a pool thread retired when idle would take its children
    /// with it).
    ///
    /// A parent killed in the instant between starting the child and `setpriv` asking (microseconds)
    /// leaves that child unbound. Elsewhere (not Linux, or no `setpriv`) it starts the process as
    /// `run()` does, unbound.
    /// - Throws: what `run()` throws; `CocoaError(.fileNoSuchFile)` when the program is not an
    ///   executable file.
    public func runBoundToParent() throws {
        guard let program = executableURL?.path, FileManager.default.isExecutableFile(atPath: program) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: executableURL?.path ?? ""])
        }
        guard let command = Self.commandBoundToParent(program) else {
            try run()
            return
        }
        executableURL = URL(fileURLWithPath: command[0])
        arguments = Array(command.dropFirst()) + (arguments ?? [])
        #if os(Linux)
            try Spawner.shared.run(self)
        #else
            try run()
        #endif
    }

    /// The words that start `program` (its arguments follow them) bound to the process that starts
    /// it, as `runBoundToParent()` does: for a child that another program starts, such as the browser
    /// chromedriver starts, given a script that runs these words. Nil where there is no way to
    /// (not Linux, or no `setpriv`).
    public static func commandBoundToParent(_ program: String) -> [String]? {
        #if os(Linux)
            guard FileManager.default.isExecutableFile(atPath: parentDeathWrapper) else { return nil }
            return [parentDeathWrapper, "--pdeathsig", "KILL", "--", program]
        #else
            return nil
        #endif
    }
}

#if os(Linux)
    /// The one thread every bound child is started from. It waits for work and never returns, so it
    /// ends only with the process, and the parent-death signal of its children comes only then.
    ///
    /// `@unchecked Sendable`: `jobs` is guarded by `condition`.
    private final class Spawner: @unchecked Sendable {
        static let shared = Spawner()

        private let condition = NSCondition()
        private var jobs: [@Sendable () -> Void] = []

        private init() {
            let thread = Thread { [self] in serve() }
            thread.name = "ChildProcesses.Spawner"
            thread.start()
        }

        /// Runs `process` on the spawner's thread and returns once it started (or failed to).
        func run(_ process: Process) throws {
            let started = Started(process)
            condition.lock()
            jobs.append { started.start() }
            condition.signal()
            condition.unlock()
            try started.wait()
        }

        private func serve() {
            while true {
                condition.lock()
                while jobs.isEmpty { condition.wait() }
                let job = jobs.removeFirst()
                condition.unlock()
                job()
            }
        }
    }

    /// One start handed to the spawner's thread, and its outcome.
    ///
    /// `@unchecked Sendable`: `process` is used only on the spawner's thread until `done` is signalled;
    /// `failure` is written before the signal and read after it.
    private final class Started: @unchecked Sendable {
        private let process: Process
        private let done = DispatchSemaphore(value: 0)
        private var failure: (any Error)?

        init(_ process: Process) { self.process = process }

        func start() {
            do { try process.run() } catch { failure = error }
            done.signal()
        }

        func wait() throws {
            done.wait()
            if let failure { throw failure }
        }
    }
#endif
