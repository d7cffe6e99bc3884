import ChildProcesses
import Foundation

/// An nginx of this process's own in front of a shop's web processes: `deploy/nginx.conf` as the
/// repository carries it, with free ports for its addresses, run in the foreground without root, its
/// files (prefix, logs, temporary bodies) in a temporary folder, bound to this process.
public final class Nginx {
    public static let installCommand = "apt-get update && apt-get install -y nginx"
    public static var isInstalled: Bool { executable != nil }
    private static var executable: URL? {
        ["/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx"].map(URL.init(fileURLWithPath:))
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
    /// The configuration the repository carries.
    public static let configuration = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("deploy/nginx.conf")

    public let port: Int
    private let folder: URL
    private let process = Process()

    /// Starts nginx on `port` in front of the web processes on `webPorts` (web1, web2, web3 in order),
    /// and returns once it says its workers started; throws if it ends first.
    public init(port: Int, webPorts: [Int]) throws {
        guard let executable = Self.executable else { throw CocoaError(.fileNoSuchFile) }
        self.port = port
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("nginx-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var configuration = try String(contentsOf: Self.configuration, encoding: .utf8)
        configuration = configuration.replacingOccurrences(of: "127.0.0.1:8080", with: "127.0.0.1:\(port)")
        for (index, webPort) in webPorts.enumerated() {
            configuration = configuration.replacingOccurrences(
                of: "127.0.0.1:\(8081 + index)", with: "127.0.0.1:\(webPort)")
        }
        let file = folder.appendingPathComponent("nginx.conf")
        try configuration.write(to: file, atomically: true, encoding: .utf8)
        let output = Pipe()
        process.executableURL = executable
        process.arguments = ["-p", folder.path, "-c", file.path]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = output
        try process.runBoundToParent()
        try output.waitUntilSaid("start worker process")
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// Stops nginx and its workers: SIGTERM, which the master takes even from a test's child (it waits
    /// for signals with an empty mask) and passes to its workers; SIGKILL to all of them after 30 s, a
    /// guard against one that never stops. Never SIGKILL first: the workers would outlive the master,
    /// and `waitUntilExit` waits for them too (they hold what Foundation watches the child by).
    private func stop() {
        guard process.isRunning else { return }
        let master = process.processIdentifier
        let workers = Self.children(of: master)
        let guardTimer = DispatchWorkItem {
            for id in [master] + workers { Process.kill(id) }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: guardTimer)
        process.sendTerminationSignal()
        process.waitForExit()
        guardTimer.cancel()
    }

    /// The processes `id` started (nginx's workers), as Linux lists them.
    private static func children(of id: Int32) -> [Int32] {
        let list = (try? String(contentsOfFile: "/proc/\(id)/task/\(id)/children", encoding: .utf8)) ?? ""
        return list.split(separator: " ").compactMap {
            Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    /// `http://127.0.0.1:PORT`, the shop's address.
    public var base: String { "http://127.0.0.1:\(port)" }

    /// Each request nginx answered so far, as its access log says: `"GET / HTTP/1.1" 200 … upstream=…`.
    public var answered: [String] {
        let log =
            (try? String(contentsOf: folder.appendingPathComponent("access.log"), encoding: .utf8)) ?? ""
        return log.split(separator: "\n").map(String.init)
    }

    /// The status of an access log line.
    public static func status(of line: String) -> Int? {
        guard let request = line.range(of: "\" ") else { return nil }
        return Int(line[request.upperBound...].prefix { $0.isNumber })
    }
}
