import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// Runs `Tools/market-server/server.py`, a loopback stand-in for the Open Market server, for integration
/// tests of the HTTP client. The server answers from the sample payloads, records every request and can
/// be told to misbehave (see `Fault`).
///
/// Start one per test (`try LoopbackServer.start()`), point the client at `baseURL`, and `stop()` it at
/// the end (it also stops when released). Following NOTES.md, the child gets its own stdout (a pipe read
/// for the `PORT n` line), stderr (`/dev/null`) and stdin (a pipe the server watches: it exits when the
/// pipe closes), and is stopped with SIGKILL, never `terminate()`, whose SIGTERM a test's child ignores.
///
/// `@unchecked Sendable`: every stored property is set in `init` and never replaced; the one mutable
/// flag, `stopped`, is guarded by `lock`, and `Process`, `Pipe`, `FileHandle` and `URLSession` are safe
/// to use from any thread for the calls made here.
final class LoopbackServer: @unchecked Sendable {
    /// `http://127.0.0.1:<port>`, the root the contract's paths hang from.
    let baseURL: URL
    let port: Int
    private let process: Process
    private let stdin: Pipe
    private let stdout: Pipe
    private let session: URLSession
    private let lock = NSLock()
    private var stopped = false

    private init(process: Process, stdin: Pipe, stdout: Pipe, port: Int) {
        self.process = process
        self.stdin = stdin
        self.stdout = stdout
        self.port = port
        self.baseURL = URL(string: "http://127.0.0.1:\(port)")!
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 10
        self.session = URLSession(configuration: configuration)
    }

    deinit {
        stop()
    }

    /// Starts the server for `api` ("v1" or "v2") and waits (10 s at most) for the port it bound.
    static func start(api: String = "v1") throws -> LoopbackServer {
        let root = try packageRoot()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", root.appendingPathComponent("Tools/market-server/server.py").path,
            "--samples", try samplesFolder(root: root).path, "--api", api,
        ]
        process.currentDirectoryURL = root
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        do {
            let port = try readPort(from: stdout.fileHandleForReading, timeout: 10)
            return LoopbackServer(process: process, stdin: stdin, stdout: stdout, port: port)
        } catch {
            try? stdin.fileHandleForWriting.close()
            for _ in 0..<20 where process.isRunning { Thread.sleep(forTimeInterval: 0.05) }
            let wasRunning = process.isRunning
            if wasRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            let fate = wasRunning ? "was killed" : "exited with status \(process.terminationStatus)"
            throw LoopbackServerError("\(error) (the server \(fate); ran \(process.arguments ?? []))")
        }
    }

    /// Ends the server: closes its stdin, SIGKILLs it and reaps it. Safe to call more than once.
    func stop() {
        lock.lock()
        let alreadyStopped = stopped
        stopped = true
        lock.unlock()
        guard !alreadyStopped else { return }
        try? stdin.fileHandleForWriting.close()
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        session.invalidateAndCancel()
    }

    /// Every request the server has received since it started or was last `reset()`, oldest first.
    func requests() async throws -> [RecordedRequest] {
        let data = try await control("GET", "__requests")
        return try JSONDecoder().decode([RecordedRequest].self, from: data)
    }

    /// The bytes the streaming answer to the request at `path` wrote, as soon as it has ended (see
    /// `RecordedRequest.streamed`), asking every 20 ms; nil if it still streams after `limit`.
    func streamedBytes(path: String, within limit: Duration) async throws -> Int? {
        let end = ContinuousClock.now + limit
        while true {
            if let streamed = try await requests().first(where: { $0.path == path })?.streamed {
                return streamed
            }
            guard ContinuousClock.now < end else { return nil }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Forgets the recorded requests and any faults not used up yet.
    func reset() async throws {
        _ = try await control("POST", "__reset")
    }

    /// Adds faults; each applies to the next `times` matching requests, first matching fault first.
    func inject(_ faults: [Fault]) async throws {
        _ = try await control("POST", "__faults", body: try JSONEncoder().encode(faults))
    }

    private func control(_ method: String, _ path: String, body: Data? = nil) async throws -> Data {
        var request = URLRequest(url: baseURL.appendingPathComponent(path))
        request.httpMethod = method
        request.httpBody = body
        if body != nil { request.setValue("application/json", forHTTPHeaderField: "Content-Type") }
        let (data, response) = try await session.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard status == 200 else {
            let text = String(decoding: data, as: UTF8.self)
            throw LoopbackServerError("\(method) /\(path) answered \(status): \(text)")
        }
        return data
    }

    // MARK: - Finding things and reading the port

    private static func packageRoot() throws -> URL {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        throw LoopbackServerError("no Package.swift above \(#filePath)")
    }

    /// `$OPENMARKET_SAMPLES`, else `<root>/../shared/openmarket-api/samples`, else the copy in
    /// `Tests/MarketTests/Samples`.
    private static func samplesFolder(root: URL) throws -> URL {
        if let path = ProcessInfo.processInfo.environment["OPENMARKET_SAMPLES"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let candidates = [
            root.deletingLastPathComponent().appendingPathComponent("shared/openmarket-api/samples"),
            root.appendingPathComponent("Tests/MarketTests/Samples"),
        ]
        for folder in candidates where FileManager.default.fileExists(atPath: folder.path) {
            return folder.standardizedFileURL
        }
        throw LoopbackServerError(
            "no samples folder; tried \(candidates.map(\.path)); set OPENMARKET_SAMPLES")
    }

    /// Reads the `PORT <n>` line on a thread of its own, so a silent server cannot block the test.
    private static func readPort(from handle: FileHandle, timeout: Double) throws -> Int {
        let received = LineBox()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var buffer = Data()
            while !buffer.contains(UInt8(ascii: "\n")) {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
            }
            received.set(buffer)
            done.signal()
        }
        guard done.wait(timeout: .now() + timeout) == .success else {
            throw LoopbackServerError("market server printed no PORT line within \(Int(timeout)) s")
        }
        let text = String(decoding: received.get(), as: UTF8.self)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
        guard line.hasPrefix("PORT "), let port = Int(line.dropFirst(5)) else {
            throw LoopbackServerError("market server printed no PORT line; stdout: \(text.debugDescription)")
        }
        return port
    }
}

/// The bytes the port reader thread hands over.
private final class LineBox: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func set(_ value: Data) {
        lock.lock()
        data = value
        lock.unlock()
    }

    func get() -> Data {
        lock.lock()
        defer { lock.unlock() }
        return data
    }
}

struct LoopbackServerError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// One request as the loopback server recorded it (`GET /__requests`).
struct RecordedRequest: Decodable, Sendable {
    let method: String
    /// The path without the query, as sent (still percent-encoded).
    let path: String
    /// The raw query string without `?`, or "".
    let query: String
    /// Header names lowercased; repeated headers joined with ", ".
    let headers: [String: String]
    let bodyBase64: String
    /// The body parsed as JSON, or nil when it is empty or not JSON.
    let json: JSONValue?
    /// The parts of a multipart/form-data body, or nil when the request was not multipart or broken.
    let multipart: [RecordedPart]?
    /// Why the multipart framing was rejected (the server then answered 400), or nil.
    let multipartError: String?
    /// The body bytes a streaming fault (endless, drip, oversized) wrote, counted once it ended because
    /// it was all sent or the client hung up; nil while it still streams, or for any other answer.
    let streamed: Int?

    enum CodingKeys: String, CodingKey {
        case method, path, query, headers, json, multipart, streamed
        case bodyBase64 = "body_base64"
        case multipartError = "multipart_error"
    }

    var body: Data { Data(base64Encoded: bodyBase64) ?? Data() }

    func header(_ name: String) -> String? { headers[name.lowercased()] }

    func parts(named name: String) -> [RecordedPart] { multipart?.filter { $0.name == name } ?? [] }

    /// Any JSON value, keys kept exactly as sent.
    enum JSONValue: Decodable, Sendable, Equatable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object([String: JSONValue])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let value = try? container.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? container.decode(Double.self) {
                self = .number(value)
            } else if let value = try? container.decode(String.self) {
                self = .string(value)
            } else if let value = try? container.decode([JSONValue].self) {
                self = .array(value)
            } else {
                self = .object(try container.decode([String: JSONValue].self))
            }
        }

        subscript(key: String) -> JSONValue? {
            if case .object(let fields) = self { return fields[key] }
            return nil
        }

        var string: String? {
            if case .string(let value) = self { return value }
            return nil
        }

        var number: Double? {
            if case .number(let value) = self { return value }
            return nil
        }
    }
}

/// One part of a recorded multipart/form-data body.
struct RecordedPart: Decodable, Sendable {
    let name: String
    let filename: String?
    let contentType: String?
    /// The part's bytes as UTF-8, or nil when they are not valid UTF-8 (e.g. an image).
    let text: String?
    /// The part's byte count.
    let size: Int

    enum CodingKeys: String, CodingKey {
        case name, filename, text, size
        case contentType = "content_type"
    }
}

/// A misbehaviour the loopback server applies to the next `times` requests matching `method` (any if nil)
/// and `pathPrefix` (any if nil). Faulted requests are still recorded.
struct Fault: Encodable, Sendable {
    enum Kind: String, Encodable, Sendable {
        /// Answer `status` with `body` (default `{"code":<status>,"message":"injected failure"}`).
        case status
        /// Close the connection with a TCP reset instead of answering. On Linux, URLSession (libcurl)
        /// silently retries a request whose reused keep-alive connection is reset before any answer
        /// byte, so the client only sees the error on a fresh connection; use `times: 2` to be sure.
        case reset
        /// Announce the full Content-Length, send half the body, close.
        case truncate
        /// Wait `delayMilliseconds`, then answer normally.
        case delay
        /// Answer normally but as `text/html` with body `<html>oops</html>`.
        case wrongContentType = "wrong_content_type"
        /// Answer 200 `application/json` with the body `{"page_no": 1, "pages": [`.
        case malformedJSON = "malformed_json"
        /// Answer 200 (`contentType`, default JSON) with no length and a body that never ends: a JSON
        /// string growing by 1 MB at a time, until the client hangs up.
        case endless
        /// Announce a Content-Length of `length` (default 100,000) and send one byte every
        /// `intervalMilliseconds` (default 1,000).
        case drip
        /// Answer `status` (default 307) with `Location: location` and no body.
        case redirect
        /// Announce and send `length` bytes (default 64 MB) at once: a PNG signature, then zeros.
        case oversized
    }

    var kind: Kind
    var method: String?
    var pathPrefix: String?
    var times: Int
    var status: Int?
    var body: String?
    var delayMilliseconds: Int?
    var contentType: String?
    var length: Int?
    var intervalMilliseconds: Int?
    var location: String?

    init(
        kind: Kind, method: String? = nil, pathPrefix: String? = nil, times: Int = 1, status: Int? = nil,
        body: String? = nil, delayMilliseconds: Int? = nil, contentType: String? = nil, length: Int? = nil,
        intervalMilliseconds: Int? = nil, location: String? = nil
    ) {
        self.kind = kind
        self.method = method
        self.pathPrefix = pathPrefix
        self.times = times
        self.status = status
        self.body = body
        self.delayMilliseconds = delayMilliseconds
        self.contentType = contentType
        self.length = length
        self.intervalMilliseconds = intervalMilliseconds
        self.location = location
    }

    enum CodingKeys: String, CodingKey {
        case kind, method, times, status, body, length, location
        case pathPrefix = "path_prefix"
        case delayMilliseconds = "delay_ms"
        case contentType = "content_type"
        case intervalMilliseconds = "interval_ms"
    }
}
