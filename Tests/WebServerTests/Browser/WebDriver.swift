import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A headless Chromium driven through chromedriver over W3C WebDriver, which is plain HTTP and JSON.
/// chromedriver runs as a child process on a port it picks, with its own output, and is stopped with
/// SIGKILL after the browser session is deleted (which closes the browser).
@MainActor
final class WebDriver {
    nonisolated static let chromium = "/usr/bin/chromium"
    nonisolated static let chromedriver = "/usr/bin/chromedriver"
    nonisolated static let installCommand = "apt-get update && apt-get install -y chromium chromium-driver"

    /// Whether both programs are installed.
    nonisolated static var isInstalled: Bool {
        FileManager.default.isExecutableFile(atPath: chromium)
            && FileManager.default.isExecutableFile(atPath: chromedriver)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let process = Process()
    private let port: Int
    private var session = ""
    /// The browser's process, killed after the session is deleted in case it outlives it.
    private var browserProcess: Int32?

    /// Starts chromedriver and a browser session with a window of `width` x `height`.
    init(width: Int, height: Int) async throws {
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: Self.chromedriver)
        process.arguments = ["--port=0"]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        port = try Self.port(from: output.fileHandleForReading, process: process)
        let capabilities: [String: Any] = [
            "capabilities": [
                "alwaysMatch": [
                    "browserName": "chrome",
                    "goog:chromeOptions": [
                        "binary": Self.chromium,
                        "args": [
                            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                            "--window-size=\(width),\(height)",
                        ],
                    ],
                ]
            ]
        ]
        do {
            let answer = try await command("POST", "/session", capabilities)
            guard let value = answer as? [String: Any], let id = value["sessionId"] as? String else {
                throw Failure(description: "no session: \(String(describing: answer))")
            }
            session = id
            let capabilities = value["capabilities"] as? [String: Any]
            browserProcess = (capabilities?["goog:processID"] as? Int).map { Int32($0) }
        } catch {
            kill()
            throw error
        }
    }

    /// Closes the browser and stops chromedriver.
    func quit() async {
        if !session.isEmpty { _ = try? await command("DELETE", "/session/\(session)", nil) }
        if let browserProcess { signalKill(browserProcess) }
        kill()
    }

    private func kill() {
        guard process.isRunning else { return }
        signalKill(process.processIdentifier)
        process.waitUntilExit()
    }

    private func signalKill(_ process: Int32) {
        #if canImport(Glibc)
            _ = Glibc.kill(process, SIGKILL)
        #else
            _ = Darwin.kill(process, SIGKILL)
        #endif
    }

    /// The port from chromedriver's "started successfully on port N" line.
    private static func port(from handle: FileHandle, process: Process) throws -> Int {
        var text = ""
        let deadline = Date(timeIntervalSinceNow: 20)
        while Date() < deadline {
            let data = handle.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
            if let range = text.range(of: "successfully on port "),
                let port = Int(text[range.upperBound...].prefix { $0.isNumber }),
                text[range.upperBound...].contains(".")
            {
                return port
            }
        }
        throw Failure(description: "chromedriver did not say its port: \(text)")
    }

    // MARK: - Commands

    func open(_ url: String) async throws {
        _ = try await command("POST", "/session/\(session)/url", ["url": url])
    }

    var currentURL: String {
        get async throws { try await command("GET", "/session/\(session)/url", nil) as? String ?? "" }
    }

    /// The first element matching `css`.
    func element(_ css: String) async throws -> String {
        let answer = try await command(
            "POST", "/session/\(session)/element", ["using": "css selector", "value": css])
        guard let value = answer as? [String: Any], let id = value.values.first as? String else {
            throw Failure(description: "no element \(css)")
        }
        return id
    }

    /// Clicks the first element matching `css`, finding it again if a patch replaced it meanwhile.
    func click(_ css: String) async throws {
        for attempt in 1...5 {
            do {
                let id = try await element(css)
                _ = try await command("POST", "/session/\(session)/element/\(id)/click", [String: String]())
                return
            } catch let failure as Failure where failure.description.contains("stale element") && attempt < 5
            {
                try await Task.sleep(for: .milliseconds(100))
            }
        }
    }

    /// Types `text` into the element (for a file input: the file's absolute path).
    func type(_ text: String, into css: String) async throws {
        let id = try await element(css)
        _ = try await command("POST", "/session/\(session)/element/\(id)/value", ["text": text])
    }

    func clear(_ css: String) async throws {
        let id = try await element(css)
        _ = try await command("POST", "/session/\(session)/element/\(id)/clear", [String: String]())
    }

    /// Runs `script` (a function body) in the page and returns its value.
    func run(_ script: String, _ arguments: [Any] = []) async throws -> Any? {
        try await command("POST", "/session/\(session)/execute/sync", ["script": script, "args": arguments])
    }

    /// Waits until `condition` (a JavaScript expression) is true, else fails naming it.
    func wait(for condition: String, timeout: Double = 30) async throws {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if try await run("return Boolean(\(condition));") as? Bool == true { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw Failure(description: "timed out waiting for \(condition)")
    }

    /// Saves a screenshot of the page as PNG.
    func screenshot(to file: URL) async throws {
        let answer = try await command("GET", "/session/\(session)/screenshot", nil)
        guard let encoded = answer as? String, let data = Data(base64Encoded: encoded) else {
            throw Failure(description: "no screenshot: \(String(describing: answer).prefix(300))")
        }
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    /// Sends a command and returns its `value`, or throws the WebDriver error. Over a bare socket, one
    /// connection a command: URLSession on Linux refuses chromedriver's header lines, which have no
    /// space after the colon ("Failed writing header").
    private func command(_ method: String, _ path: String, _ body: Any?) async throws -> Any? {
        let payload =
            try body.map { String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self) }
            ?? ""
        let client = try RawClient(port: port)
        client.send(
            "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
                + "Content-Type: application/json\r\nContent-Length: \(payload.utf8.count)\r\n\r\n\(payload)")
        let text = await client.receiveResponse(for: 30)
        guard let split = text.range(of: "\r\n\r\n") else {
            throw Failure(description: "\(method) \(path): no answer")
        }
        let object = try? JSONSerialization.jsonObject(
            with: Data(text[split.upperBound...].utf8), options: [.fragmentsAllowed])
        let value = (object as? [String: Any])?["value"]
        guard RawClient.status(of: text) == 200 else {
            throw Failure(description: "\(method) \(path): \(text.prefix(500))")
        }
        return value is NSNull ? nil : value
    }
}
