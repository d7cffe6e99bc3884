import Foundation
import Testing

/// The built `openmarket` executable against a hostile loopback server, run as a person runs it: the
/// one-shot render and `drive` end within their limits with the alert on screen, the app's peak
/// memory stays small, and clear text to another machine is refused before any connection.
@Suite(
    "openmarket against a hostile server", .serialized, .sharedLoopbackServer(), .timeLimit(.minutes(1)))
struct CommandLineHostileServerTests {
    let server: LoopbackServer
    /// The vendor's credentials, which the app takes only from the environment.
    let environment = [
        "OPENMARKET_IDENTIFIER": "cli-identifier", "OPENMARKET_VENDOR_ID": "6",
        "OPENMARKET_PASSWORD": "cli-password",
    ]

    init() async throws {
        server = try #require(SharedLoopbackServer.current)
        try await server.reset()
    }

    @Test("an endless first page: the one-shot render ends at once with the alert, under 300 MB")
    func endlessPage() async throws {
        try await server.inject([Fault(kind: .endless, pathPrefix: "/api/products", times: 5)])
        let run = try AppProcess.run(
            ["--server", server.baseURL.absoluteString, "--lang", "en"], environment: environment,
            timeLimit: .seconds(20))
        #expect(!run.killed, "still running after \(run.elapsed); \(run.peakKilobytes) KB")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.elapsed < .seconds(10), "took \(run.elapsed)")
        #expect(run.stdout.contains("The server's answer was too large (over 2 MB)."), "\(run.stdout)")
        #expect(run.peakKilobytes > 0)
        #expect(run.peakKilobytes < 300 * 1024, "peak resident memory \(run.peakKilobytes) KB")
    }

    // `--deadline` takes whole seconds; the shortest, 1 s, keeps the waits (during which URLSession on
    // Linux spins a core, see HostileServerTests) short.
    @Test("a dripping first page: the one-shot render ends at the 1 s deadline with the alert")
    func drippingPage() async throws {
        try await server.inject([Fault(kind: .drip, pathPrefix: "/api/products", times: 5)])
        let run = try AppProcess.run(
            ["--server", server.baseURL.absoluteString, "--lang", "ko", "--deadline", "1"],
            environment: environment, timeLimit: .seconds(20))
        #expect(!run.killed, "still running after \(run.elapsed)")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.elapsed >= .milliseconds(900) && run.elapsed < .seconds(5), "took \(run.elapsed)")
        #expect(run.stdout.contains("서버 응답이 없습니다. 잠시 후 다시 시도해주세요."), "\(run.stdout)")
    }

    @Test("drive against a dripping server settles at the deadline and its expectation holds")
    func driveEnds() async throws {
        try await server.inject([Fault(kind: .drip, pathPrefix: "/api/products", times: 5)])
        let script = FileManager.default.temporaryDirectory.appendingPathComponent(
            "drip-\(UUID().uuidString).scenario")
        try Data("size 80x24\nlang en\nlaunch\nsettle\nexpect \"The server didn't answer.\"\n".utf8)
            .write(to: script)
        defer { try? FileManager.default.removeItem(at: script) }
        let run = try AppProcess.run(
            ["drive", script.path, "--server", server.baseURL.absoluteString, "--deadline", "1"],
            environment: environment, timeLimit: .seconds(20))
        #expect(!run.killed, "still running after \(run.elapsed)")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.elapsed >= .milliseconds(900) && run.elapsed < .seconds(5), "took \(run.elapsed)")
    }

    @Test("http to localhost is accepted: the first page is drawn")
    func clearTextToLoopback() async throws {
        let run = try AppProcess.run(
            ["--server", "http://localhost:\(server.port)", "--lang", "en"], environment: environment,
            timeLimit: .seconds(20))
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("Stock"), "\(run.stdout)")
        #expect(try await server.requests().map(\.path).contains("/api/products"))
    }

    @Test(
        "http to another machine is refused with exit 2 before any connection",
        arguments: [
            "http://192.0.2.1:8080", "http://example.com", "http://128.0.0.1", "http://127.0.0.1.evil.com",
        ])
    func clearTextRefused(address: String) throws {
        let run = try AppProcess.run(
            ["--server", address, "--lang", "en"], environment: environment, timeLimit: .seconds(10))
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix(
                "openmarket: --server must use https: http sends the vendor's credentials in clear text, "
                    + "so it is only for this machine (localhost, 127.0.0.0/8, ::1)\n"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.elapsed < .seconds(3), "took \(run.elapsed)")
    }
}
