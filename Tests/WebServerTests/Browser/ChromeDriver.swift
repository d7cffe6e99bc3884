import ChildProcesses
import Foundation
import WebServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// chromedriver as a child process on a loopback port picked here, with its own output. chromedriver
/// does not take port 0 (it says "IPv4 port not available. Exiting..." on some starts), so a free port
/// is found first, and a start counts only once chromedriver said it started and its `/status` says
/// it is ready; otherwise that process is killed and another port tried, a few times. It ends with
/// the test process (`runBoundToParent`), and the browser it starts ends with it (`browserBinary`).
///
/// `@unchecked Sendable`: the process is started in `init` and afterwards only signalled and waited
/// for, which `Process` allows from any thread.
final class ChromeDriver: @unchecked Sendable {
    static let executable = "/usr/bin/chromedriver"

    private let process: Process
    let port: Int

    private init(process: Process, port: Int) {
        self.process = process
        self.port = port
    }

    /// Starts chromedriver, trying `attempts` ports, each given `patience` seconds to become ready: a
    /// guard against a start that hangs, so generous (chromedriver is ready in well under a second).
    /// It stays a bound on the whole start, which shows no steps a quieter guard could watch.
    static func start(attempts: Int = 5, patience: Double = 30) async throws -> ChromeDriver {
        var failures: [String] = []
        for _ in 1...attempts {
            let port = try LoopbackPort.free()
            let process = Process()
            let output = Pipe()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["--port=\(port)"]
            process.standardOutput = output
            process.standardError = output
            process.standardInput = FileHandle.nullDevice
            try process.runBoundToParent()
            let said = await self.output(
                of: output.fileHandleForReading, until: "started successfully", within: patience)
            if said.contains("started successfully"), await isReady(port: port, within: patience) {
                return ChromeDriver(process: process, port: port)
            }
            process.killAndWait()
            failures.append("port \(port): \(said.isEmpty ? "no answer" : said)")
        }
        throw WebDriver.Failure(
            description: "chromedriver did not start: \(failures.joined(separator: "; "))")
    }

    /// Stops chromedriver: SIGKILL, which a test's child cannot block, then waits for it to end.
    func kill() {
        process.killAndWait()
    }

    /// What chromedriver is told to start as the browser: a script that starts Chromium bound to
    /// chromedriver (`Process.commandBoundToParent`), so that the browser ends with chromedriver, which
    /// ends with the test process. (A browser whose chromedriver was killed otherwise runs on.) Plain
    /// Chromium where there is no way to bind it.
    static let browserBinary: String = {
        guard let words = Process.commandBoundToParent(WebDriver.chromium) else { return WebDriver.chromium }
        let script = FileManager.default.temporaryDirectory.appendingPathComponent(
            "openmarket-chromium-\(ProcessInfo.processInfo.processIdentifier).sh")
        let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let text = "#!/bin/sh\nexec \(quoted.joined(separator: " ")) \"$@\"\n"
        guard (try? text.write(to: script, atomically: true, encoding: .utf8)) != nil,
            (try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path))
                != nil
        else { return WebDriver.chromium }
        return script.path
    }()

    /// What `handle` gives until it contains `marker`, ends, or `seconds` pass, read on a thread of its
    /// own: each read waits in `poll` for at most the time left, so none outlives the deadline.
    private static func output(of handle: FileHandle, until marker: String, within seconds: Double) async
        -> String
    {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(returning: outputNow(of: handle, until: marker, within: seconds))
            }
        }
    }

    private static func outputNow(of handle: FileHandle, until marker: String, within seconds: Double)
        -> String
    {
        let deadline = Date(timeIntervalSinceNow: seconds)
        var text = ""
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !text.contains(marker) {
            let remaining = Int32(max(0, deadline.timeIntervalSinceNow * 1_000))
            var descriptor = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
            guard remaining > 0, poll(&descriptor, 1, remaining) > 0 else { break }
            let count = buffer.withUnsafeMutableBytes {
                read(handle.fileDescriptor, $0.baseAddress, $0.count)
            }
            guard count > 0 else { break }
            text += String(decoding: buffer[0..<count], as: UTF8.self)
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether the server on `port` answers `GET /status` within `seconds` saying it is ready.
    private static func isReady(port: Int, within seconds: Double) async -> Bool {
        guard let client = try? LoopbackClient(port: port),
            let response = try? await client.exchange(
                "GET /status HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n",
                within: seconds),
            response.status == 200
        else { return false }
        let object = try? JSONSerialization.jsonObject(with: Data(response.body))
        let value = (object as? [String: Any])?["value"] as? [String: Any]
        return value?["ready"] as? Bool == true
    }
}
