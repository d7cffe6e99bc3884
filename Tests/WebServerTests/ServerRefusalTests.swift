import Foundation
import HTMLUI
import Loop
import Screens
import Testing
import WebCore
import WebFrontEnd
import WebServer

/// What the server refuses over a real loopback socket, as smoke tests of what the in-memory tests
/// (`WebFrontEndTests`, `HTTPConnectionTests`) check in full: each refusal gets its 4xx and changes
/// nothing, slow and idle clients are closed on the server's clock, keep-alive.
@Suite("Web server refusals")
@MainActor
struct ServerRefusalTests {
    @Test(
        "a Host that is not this server (DNS rebinding) gets 421 and no session",
        arguments: IOBackend.available)
    func foreignHost(io: IOBackend) async throws {
        let running = try RunningApp(io: io)
        let client = try LoopbackClient(port: running.port)
        client.send("GET / HTTP/1.1\r\nHost: attacker.example:\(running.port)\r\n\r\n")
        let answer = await client.receive(for: 10)
        #expect(answer.status == 421)
        #expect(running.app.sessionCount == 0)
    }

    @Test("a body over the limit gets 413 before any of it is sent", arguments: IOBackend.available)
    func tooLarge(io: IOBackend) async throws {
        let running = try RunningApp(io: io)
        let page = try await running.open("/")
        let client = try LoopbackClient(port: running.port)
        client.send(
            "POST /s/\(page.session)/upload HTTP/1.1\r\nHost: 127.0.0.1:\(running.port)\r\n"
                + "X-Session-Token: \(page.token)\r\nContent-Type: multipart/form-data; boundary=x\r\n"
                + "Content-Length: 30000000\r\n\r\n")
        let answer = await client.receive(for: 10)
        #expect(answer.status == 413)
        #expect(answer.closed)
    }

    /// Time passes on the server's manual clock, on either backend. The slow client's bytes came
    /// first, so the wait that reports the other client's request reports them too (or an earlier one
    /// did): once the other is answered, the slow head has started. The idle connection, opened first,
    /// was accepted first.
    @Test(
        "idle and slow connections are closed at their timeouts on the server's clock; others are served",
        arguments: IOBackend.available)
    func slowClients(io: IOBackend) async throws {
        var limits = HTTPLimits()
        limits.idleTimeout = 15
        limits.headTimeout = 10
        let clock = ManualClock()
        let running = try RunningApp(limits: limits, clock: clock, io: io)
        let port = running.port
        let idle = try LoopbackClient(port: port)
        let slow = try LoopbackClient(port: port)
        let other = try LoopbackClient(port: port)
        slow.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:")
        other.send(
            "GET \(ClientScript.path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
        let answer = await other.receive(for: 30)
        #expect(answer.status == 200)
        #expect(answer.closed)

        clock.advance(by: .seconds(10))
        let slowAnswer = await slow.receive(for: 30)
        #expect(slowAnswer.status == 408)
        #expect(slowAnswer.closed)
        #expect(await idle.receive(for: 0).closed == false, "the idle connection has 5 s left")
        clock.advance(by: .seconds(5))
        let idleAnswer = await idle.receive(for: 30)
        #expect(idleAnswer.text.isEmpty)
        #expect(idleAnswer.closed)
    }

    @Test("keep-alive: two requests on one connection, each answered", arguments: IOBackend.available)
    func keepAlive(io: IOBackend) async throws {
        let running = try RunningApp(io: io)
        let client = try LoopbackClient(port: running.port)
        let request = "GET /app.css HTTP/1.1\r\nHost: 127.0.0.1:\(running.port)\r\n\r\n"
        client.send(request + request)
        let answer = await client.receive(for: 10) { bytes in
            String(decoding: bytes, as: UTF8.self).components(separatedBy: "HTTP/1.1 200 OK").count == 3
        }
        #expect(answer.text.components(separatedBy: "HTTP/1.1 200 OK").count == 3)
        #expect(!answer.closed)
    }
}
