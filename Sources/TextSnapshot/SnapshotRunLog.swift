import Foundation

/// The record of which references the test processes compared, kept in the build folder
/// (`.build/snapshot-runs/`) so that `snapshots list`, `check` and `prune` can tell the references no
/// test compares any more.
///
/// Each test process writes one log, `<run>-<process id>.log`, so the processes of one `swift test`
/// (XCTest's and Swift Testing's) form one run: the run is `SNAPSHOT_RUN_ID` when
/// `swift run snapshots test` started it, else the parent process. A log says whether its process ran
/// every test and ends with `complete` when the process exited normally. Under `snapshots test` the
/// scope is what the tool passed (`SNAPSHOT_RUN_SCOPE`), since it knows the arguments it gave
/// `swift test`; otherwise it is read from the process's command line, anything unrecognised counting
/// as a filter. Only a run whose every log is complete and unfiltered can make a reference obsolete; a
/// filtered or crashed run never does.
public final class SnapshotRunLog: @unchecked Sendable {
    /// The folder the logs are in.
    public let directory: URL
    private let scope: Scope
    private let lock = NSLock()
    private var handle: FileHandle?
    private var noted: Set<SnapshotPath> = []

    /// Whether a process ran the whole test suite.
    public enum Scope: String, Sendable {
        case full
        case filtered

        /// The scope `swift run snapshots test` gave in `environment`, or else that of a test process
        /// started with `arguments`.
        public static func of(environment: [String: String], arguments: [String]) -> Scope {
            guard let given = environment[SnapshotRunLog.scopeVariable] else {
                return of(arguments: arguments)
            }
            return Scope(rawValue: given) ?? .filtered
        }

        /// The scope of a test process started with `arguments` (its own path first).
        public static func of(arguments: [String]) -> Scope {
            let unfiltered: Set = [
                "--skip-build", "--testing-library", "swift-testing", "xctest", "--parallel",
            ]
            return arguments.dropFirst().allSatisfy(unfiltered.contains) ? .full : .filtered
        }
    }

    /// The variable through which `swift run snapshots test` tells its test processes their scope.
    public static let scopeVariable = "SNAPSHOT_RUN_SCOPE"
    /// The variable through which `swift run snapshots test` tells its test processes their run.
    public static let runVariable = "SNAPSHOT_RUN_ID"

    /// A log for this process in `directory`, of the given scope.
    public init(
        directory: URL,
        scope: Scope = .of(environment: ProcessInfo.processInfo.environment, arguments: CommandLine.arguments)
    ) {
        self.directory = directory
        self.scope = scope
    }

    /// The one log of this process for `directory`, shared by every store that writes there.
    public static func shared(in directory: URL) -> SnapshotRunLog {
        sharedLock.withLock {
            if let log = sharedLogs[directory.standardizedFileURL.path] { return log }
            let log = SnapshotRunLog(directory: directory)
            sharedLogs[directory.standardizedFileURL.path] = log
            return log
        }
    }

    /// Notes that `path` was compared; each path is written once.
    public func noteCompared(_ path: SnapshotPath) {
        lock.withLock {
            guard noted.insert(path).inserted, let handle = openedHandle() else { return }
            handle.write(Data("compared: \(path.reference)\n".utf8))
        }
    }

    /// Writes `complete`: the process is ending normally, every comparison it makes is noted.
    public func markComplete() {
        lock.withLock {
            guard let handle else { return }
            handle.write(Data("complete\n".utf8))
            try? handle.close()
            self.handle = nil
        }
    }

    /// The log file, created with its header on first use; superseded runs are deleted then.
    private func openedHandle() -> FileHandle? {
        if let handle { return handle }
        let given = ProcessInfo.processInfo.environment[Self.runVariable].flatMap { Int32($0) }
        let file = directory.appendingPathComponent(
            "\(given ?? getppid())-\(ProcessInfo.processInfo.processIdentifier).log")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        SnapshotRunHistory(directory: directory).deleteRunsBeforeLastFullRun()
        let header = "scope: \(scope.rawValue)\nstarted: \(Date().timeIntervalSince1970)\n"
        guard FileManager.default.createFile(atPath: file.path, contents: Data(header.utf8)),
            let handle = try? FileHandle(forWritingTo: file)
        else { return nil }
        handle.seekToEndOfFile()
        self.handle = handle
        Self.markCompleteAtExit(self)
        return handle
    }

    private static let sharedLock = NSLock()
    nonisolated(unsafe) private static var sharedLogs: [String: SnapshotRunLog] = [:]
    nonisolated(unsafe) private static var logsToComplete: [SnapshotRunLog] = []

    /// Marks `log` complete when the process exits normally (a crash leaves it incomplete).
    private static func markCompleteAtExit(_ log: SnapshotRunLog) {
        sharedLock.withLock {
            if logsToComplete.isEmpty {
                atexit {
                    for log in SnapshotRunLog.sharedLock.withLock({ SnapshotRunLog.logsToComplete }) {
                        log.markComplete()
                    }
                }
            }
            logsToComplete.append(log)
        }
    }
}
