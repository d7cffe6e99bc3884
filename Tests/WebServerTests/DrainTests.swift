import Foundation
import Loop
import Testing
import WebCore
import WebServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `HTTPServer.drain(within:)`, what a web process does when asked to stop (SIGTERM) so that a rolling
/// restart drops no one: it refuses new visitors (a proxy tries another process), closes each
/// WebSocket with 1012 so that its tab joins again elsewhere, answers the request under way, and
/// returns once every connection is gone, or at its bound on the server's clock (a `ManualClock`).
@Suite("Draining a server")
struct DrainTests {
    /// A request the test answers when it chooses, and knows has reached its handler.
    final class Gate: @unchecked Sendable {
        private let lock = NSLock()
        private var waiting: CheckedContinuation<Void, Never>?
        private var isOpen = false
        private let arrivals = AsyncStream<Void>.makeStream()

        /// The handler's wait, until `open()`.
        func pass() async {
            arrivals.continuation.yield()
            await withCheckedContinuation { continuation in
                let now: Bool = lock.withLock {
                    if isOpen { return true }
                    waiting = continuation
                    return false
                }
                if now { continuation.resume() }
            }
        }

        /// Returns once a request reached the handler.
        func reached() async {
            for await _ in arrivals.stream { return }
        }

        func open() {
            let continuation: CheckedContinuation<Void, Never>? = lock.withLock {
                isOpen = true
                defer { waiting = nil }
                return waiting
            }
            continuation?.resume()
        }
    }

    /// A server with a WebSocket at `/ws` and a request at `/slow` answered once `gate` opens; what it
    /// logs goes to `log`.
    static func server(
        gate: Gate, clock: ManualClock, log: @escaping @Sendable (String) -> Void = { _ in }
    ) throws -> (HTTPServer, Int) {
        var router = Router()
        router.get("/ws") { _ in .webSocket(WebSocketChannel(onText: { _ in }, onClose: {})) }
        router.get("/slow") { _ in
            await gate.pass()
            return .text("answered")
        }
        let server = HTTPServer(router: router, policy: RequestPolicy(), clock: clock, log: log)
        return (server, try server.start())
    }

    @Test(
        "asked to stop, it refuses new visitors, closes each WebSocket with 1012, answers the request under way, and returns once all are gone"
    )
    func drains() async throws {
        let gate = Gate()
        let (server, port) = try Self.server(gate: gate, clock: ManualClock())
        var socket: LoopbackWebSocket? = try await LoopbackWebSocket.connect(
            port: port, path: "/ws", origin: "http://127.0.0.1:\(port)")
        #expect(socket?.status == 101)
        let slow = try LoopbackClient(port: port)
        #expect(slow.send("GET /slow HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"))
        await gate.reached()
        let drained = Task { await server.drain(within: .seconds(10)) }

        var messages: [WebSocketMessage] = []
        await socket?.read(into: &messages, for: 60) {
            $0.contains { if case .close = $0 { true } else { false } }
        }
        #expect(messages == [.close(.serviceRestart, reason: "the server restarts: join again")])
        // The listener is closed: a new visitor is refused at once.
        #expect(throws: LoopbackClient.Failure.connect(port: port, errno: ECONNREFUSED)) {
            try LoopbackClient(port: port, within: 5)
        }
        gate.open()
        let answer = try await slow.response()
        #expect(answer.status == 200)
        #expect(answer.bodyText == "answered")
        #expect(
            String(decoding: answer.bytes[..<answer.head.length], as: UTF8.self).contains("Connection: close")
        )
        socket = nil
        #expect(await drained.value == 0)
    }

    @Test("a connection still open at the bound is closed then, and counted")
    func bound() async throws {
        let clock = ManualClock()
        let gate = Gate()
        let logged = AsyncStream<String>.makeStream()
        let (server, port) = try Self.server(gate: gate, clock: clock) { logged.continuation.yield($0) }
        let slow = try LoopbackClient(port: port)
        #expect(slow.send("GET /slow HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"))
        await gate.reached()
        let drained = Task { await server.drain(within: .seconds(10)) }
        // Once the drain began (its deadline set, as its log says), the clock passes its bound.
        var said = logged.stream.makeAsyncIterator()
        #expect(
            await said.next() == "stopping: no new connections; 1 open asked to end (at most 10.0 seconds)")
        clock.advance(by: .seconds(10))
        #expect(await drained.value == 1)
        #expect(await slow.receive(for: 60).closed)
    }
}
