import ChildProcesses
import Foundation

#if canImport(Glibc)
    import Glibc

    /// `getrusage`'s selector for the reaped children, as each C library spells it.
    private let reapedChildren = RUSAGE_CHILDREN.rawValue
#elseif canImport(Darwin)
    import Darwin

    private let reapedChildren = RUSAGE_CHILDREN
#endif

/// Runs the built `openmarket` executable as a child process, the way a person runs it, and reports how
/// it ended, what it printed and the most memory it held.
///
/// The child gets its own stdin (`/dev/null`), stdout and stderr (files), so it never waits on the
/// test's terminal or a full pipe, is stopped with SIGKILL if it outlives `timeLimit`, and ends with
/// the test process (`runBoundToParent`).
struct AppProcess {
    struct Run {
        let status: Int32
        let killed: Bool
        let stdout: String
        let stderr: String
        /// The child's peak resident memory in KB: the larger of the last `VmHWM` read from
        /// `/proc/PID/status` while it ran and `ru_maxrss` of the reaped children.
        let peakKilobytes: Int
    }

    /// `openmarket` next to the test bundle (the same build configuration), or nil when not built.
    static var executable: URL? { built("openmarket") }

    /// The executable `name` of this package next to the test bundle, or nil when not built.
    static func built(_ name: String) -> URL? { Process.packageExecutable(name) }

    /// Runs `openmarket arguments` to its end. `timeLimit` is a guard against a child that hangs, so
    /// generous: the runs tested end by their own deadlines (a second or two) or at once, and nothing
    /// shows how far a child has got, so no quieter guard could tell a slow child from a stuck one.
    static func run(
        _ arguments: [String], environment: [String: String], timeLimit: Duration
    ) throws -> Run {
        guard let executable else {
            throw LoopbackServerError(
                "no built openmarket next to \(CommandLine.arguments[0]); run swift build")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "openmarket-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("stdout")
        let errURL = folder.appendingPathComponent("stderr")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        defer {
            try? out.close()
            try? err.close()
        }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment.merging(["PATH": "/usr/bin:/bin"]) { mine, _ in mine }
        process.currentDirectoryURL = folder
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        let started = ContinuousClock.now
        try process.runBoundToParent()
        var sampled = 0
        var killed = false
        while process.isRunning {
            sampled = max(sampled, highWaterMark(of: process.processIdentifier) ?? 0)
            if ContinuousClock.now - started > timeLimit {
                process.killAndWait()
                killed = true
                break
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        process.waitForExit()
        var usage = rusage()
        getrusage(reapedChildren, &usage)
        return Run(
            status: process.terminationStatus, killed: killed,
            stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "",
            peakKilobytes: max(sampled, Int(usage.ru_maxrss)))
    }

    /// `VmHWM` of `/proc/PID/status` in KB, or nil once the process has gone.
    private static func highWaterMark(of pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
            return nil
        }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(
                line.dropFirst(6).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "")
        }
        return nil
    }
}
