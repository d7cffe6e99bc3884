import Foundation
import Testing

/// The built `openmarket` executable against the hostile in-process loopback server, run as a person
/// runs it: the one-shot render and `drive` end with the alert on screen, having hung up on the
/// server, the app's peak memory stays small, and clear text to another machine is refused before any
/// connection. A run still going after 30 s is killed: a guard against a hang, not a measure.
@Suite(
    "openmarket against a hostile server", .serialized, .sharedLoopbackServer(), .timeLimit(.minutes(1)))
struct CommandLineHostileServerTests {
    let server: LoopbackServer
    /// The vendor's credentials, which the app takes only from the environment.
    let environment = [
        "OPENMARKET_IDENTIFIER": "cli-identifier", "OPENMARKET_VENDOR_ID": "6",
        "OPENMARKET_PASSWORD": "cli-password",
    ]

    init() throws {
        server = try #require(SharedLoopbackServer.current)
        server.reset()
    }

    @Test("an endless first page: the one-shot render ends with the alert, hung up on it, under 300 MB")
    func endlessPage() async throws {
        server.inject([Fault(kind: .endless, pathPrefix: "/api/products", times: 5)])
        let run = try AppProcess.run(
            ["--server", server.baseURL.absoluteString, "--lang", "en"], environment: environment,
            timeLimit: .seconds(30))
        #expect(!run.killed, "still running after 30 s; \(run.peakKilobytes) KB")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("The server's answer was too large (over 2 MB)."), "\(run.stdout)")
        let endings = await server.endings()
        #expect(!endings.isEmpty && endings.allSatisfy { $0?.clientHungUp == true }, "\(endings)")
        #expect(run.peakKilobytes > 0)
        #expect(run.peakKilobytes < 300 * 1024, "peak resident memory \(run.peakKilobytes) KB")
    }

    // `--deadline` takes whole seconds; the shortest, 1 s, keeps the waits (during which URLSession on
    // Linux spins a core, see HostileServerTests) short.
    /// Expects every answer the server dripped to have been hung up on before its end.
    func expectDripsHungUp(sourceLocation: SourceLocation = #_sourceLocation) async {
        let endings = await server.endings()
        #expect(!endings.isEmpty, sourceLocation: sourceLocation)
        for ending in endings {
            #expect(ending?.clientHungUp == true, "\(endings)", sourceLocation: sourceLocation)
            #expect((ending?.bytesWritten ?? .max) < 100_000, "\(endings)", sourceLocation: sourceLocation)
        }
    }

    @Test("a dripping first page: the one-shot render ends at the 1 s deadline with the alert")
    func drippingPage() async throws {
        server.inject([Fault(kind: .drip, pathPrefix: "/api/products", times: 5, intervalMilliseconds: 100)])
        let run = try AppProcess.run(
            ["--server", server.baseURL.absoluteString, "--lang", "ko", "--deadline", "1"],
            environment: environment, timeLimit: .seconds(30))
        #expect(!run.killed, "still running after 30 s")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("서버 응답이 없습니다. 잠시 후 다시 시도해주세요."), "\(run.stdout)")
        await expectDripsHungUp()
    }

    @Test("drive against a dripping server settles at the deadline and its expectation holds")
    func driveEnds() async throws {
        server.inject([Fault(kind: .drip, pathPrefix: "/api/products", times: 5, intervalMilliseconds: 100)])
        let script = FileManager.default.temporaryDirectory.appendingPathComponent(
            "drip-\(UUID().uuidString).scenario")
        try Data("size 80x24\nlang en\nlaunch\nsettle\nexpect \"The server didn't answer.\"\n".utf8)
            .write(to: script)
        defer { try? FileManager.default.removeItem(at: script) }
        let run = try AppProcess.run(
            ["drive", script.path, "--server", server.baseURL.absoluteString, "--deadline", "1"],
            environment: environment, timeLimit: .seconds(30))
        #expect(!run.killed, "still running after 30 s")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        await expectDripsHungUp()
    }

    @Test("http to localhost is accepted: the first page is drawn")
    func clearTextToLoopback() async throws {
        let run = try AppProcess.run(
            ["--server", "http://localhost:\(server.port)", "--lang", "en"], environment: environment,
            timeLimit: .seconds(30))
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("Stock"), "\(run.stdout)")
        #expect(server.requests().map(\.path).contains("/api/products"))
    }

    @Test(
        "http to another machine is refused with exit 2 before any connection",
        arguments: [
            "http://192.0.2.1:8080", "http://example.com", "http://128.0.0.1", "http://127.0.0.1.evil.com",
        ])
    func clearTextRefused(address: String) throws {
        let run = try AppProcess.run(
            ["--server", address, "--lang", "en"], environment: environment, timeLimit: .seconds(30))
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix(
                "openmarket: --server must use https: http sends the vendor's credentials in clear text, "
                    + "so it is only for this machine (localhost, 127.0.0.0/8, ::1)\n"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }
}
