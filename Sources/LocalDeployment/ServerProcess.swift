import ChildProcesses
import Foundation
import WebServer

/// A server of this package (`openmarket web`, `openmarket market`, `case-studies web`), built beside
/// the running executable, run as a child process under a shell's `ulimit -n`, as a server is run when
/// its descriptors are the point: its own stdin (`/dev/null`), stdout (a pipe, whose
/// first line gives the port) and stderr (a file), stopped with SIGKILL. The shell sets the limit and
/// becomes the server (`exec`), bound to the test process (`runBoundToParent`): when the test process
/// dies, crashed or killed, so does the server, and no server outlives the run.
public final class ServerProcess {
    public let port: Int
    private let process = Process()
    private let errorFile: URL

    /// The executable `name` of this package beside the running one (a test bundle, a benchmark), in
    /// the same build folder, or nil when not built.
    public static func built(_ name: String) -> URL? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
            .deletingLastPathComponent()
        while folder.path != "/", !folder.lastPathComponent.hasSuffix("debug"),
            !folder.lastPathComponent.hasSuffix("release")
        {
            folder.deleteLastPathComponent()
        }
        let candidate = folder.appendingPathComponent(name)
        return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
    }

    /// Starts `openmarket web --port 0 --io io` with at most `descriptors` open files.
    public convenience init(descriptors: Int, io: IOBackend, seconds: Double = 60) throws {
        try self.init(
            ["web", "--port", "0", "--io", io.rawValue], descriptors: descriptors, seconds: seconds)
    }

    /// Starts `program arguments` (a command of this package that prints its address first) with `environment` and
    /// at most `descriptors` open files (else the shell's limit); throws when it printed no address within `seconds` (it is then
    /// killed). A guard against a server that hangs before it listens, so generous: it starts in well
    /// under a second, and nothing shows how far a start has got, so no quieter guard can tell a slow
    /// start from a stuck one.
    public init(
        _ arguments: [String], of program: String = "openmarket", environment: [String: String] = [:],
        descriptors: Int? = nil, seconds: Double = 60
    ) throws {
        guard let executable = Self.built(program) else { throw CocoaError(.fileNoSuchFile) }
        errorFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "\(program)-\(arguments.first ?? "app")-\(UUID().uuidString).stderr")
        try Data().write(to: errorFile)
        let errors = try FileHandle(forWritingTo: errorFile)
        defer { try? errors.close() }
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let limit = descriptors.map { "ulimit -n \($0) && " } ?? ""
        process.arguments = ["-c", "\(limit)exec \"$0\" \"$@\"", executable.path] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, mine in mine }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        try process.runBoundToParent()
        // A guard: a child that never prints its address is killed, which ends the read below.
        let guardTimer = DispatchWorkItem { [process] in process.killAndWait() }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: guardTimer)
        var line = Data()
        while !line.contains(0x0A) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        guardTimer.cancel()
        let text = String(decoding: line, as: UTF8.self)
        guard let port = text.split(separator: ":").last.flatMap({ Int($0.prefix { $0.isNumber }) }) else {
            process.killAndWait()
            throw CocoaError(.fileReadCorruptFile)
        }
        self.port = port
    }

    /// Asks it to stop (SIGTERM), waits for it to exit (killed if it has not within `seconds`, a guard
    /// against one that never does), and returns its exit status and what it wrote to stderr. A child
    /// of the test process starts with SIGTERM blocked (the project's notes); `openmarket`'s servers
    /// unblock it themselves, which is what a test of their stopping checks.
    public func askToStop(seconds: Double = 60) -> (status: Int32, log: String) {
        process.sendTerminationSignal()
        let guardTimer = DispatchWorkItem { [process] in process.killAndWait() }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: guardTimer)
        process.waitForExit()
        guardTimer.cancel()
        defer { try? FileManager.default.removeItem(at: errorFile) }
        return (process.terminationStatus, (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "")
    }

    /// Its resident memory now (`VmRSS`), in KB; 0 once it has ended.
    public var residentKilobytes: Double {
        let status =
            (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return line.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
    }

    /// Stops it (SIGKILL) and returns what it wrote to stderr.
    @discardableResult
    public func stop() -> String {
        process.killAndWait()
        defer { try? FileManager.default.removeItem(at: errorFile) }
        return (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
    }
}
