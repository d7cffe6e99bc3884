import ChildProcesses
import Foundation
import WebServer

/// A `redis-server` of this process's own on a free loopback port, its files in a temporary folder:
/// no root, no system service, bound to this process. It can be stopped and started again on the same
/// port, as an operator restarts Redis.
public final class RedisServer {
    public static let installCommand = "apt-get update && apt-get install -y redis-server"
    public static var isInstalled: Bool { executable != nil }
    private static var executable: URL? {
        ["/usr/bin/redis-server", "/usr/local/bin/redis-server"].map(URL.init(fileURLWithPath:))
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    public let port: Int
    private let folder: URL
    private var process: Process?

    public init() throws {
        port = try LoopbackPort.free()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("redis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try start()
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// `redis://127.0.0.1:PORT`.
    public var url: String { "redis://127.0.0.1:\(port)" }

    /// Starts it and returns once it says it is ready to accept connections; throws if it ends first.
    public func start() throws {
        guard let executable = Self.executable else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        let output = Pipe()
        process.executableURL = executable
        process.arguments = [
            "--port", "\(port)", "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir",
            folder.path,
            "--daemonize", "no", "--loglevel", "notice",
        ]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.runBoundToParent()
        self.process = process
        try output.waitUntilSaid("Ready to accept connections")
    }

    /// Stops it (SIGKILL): every connection to it drops.
    public func stop() {
        process?.killAndWait()
        process = nil
    }

    /// Redis's answer to the command `arguments`, as RESP text.
    public func command(_ arguments: String...) throws -> String {
        let client = try LoopbackClient(port: port, within: 5)
        var request = "*\(arguments.count)\r\n"
        for argument in arguments { request += "$\(argument.utf8.count)\r\n\(argument)\r\n" }
        guard client.send(request, within: 5) else { throw CocoaError(.fileWriteUnknown) }
        return client.receive(for: 5) { $0.last == 10 }.text
    }

    /// How many connections subscribe to `channel`.
    public func subscribers(of channel: String) -> Int {
        guard let answer = try? command("PUBSUB", "NUMSUB", channel) else { return 0 }
        // *2\r\n$N\r\nCHANNEL\r\n:COUNT\r\n
        return answer.split(separator: ":").last.flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
    }
}
