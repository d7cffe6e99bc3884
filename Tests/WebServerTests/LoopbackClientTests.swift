import Foundation
import Testing
import WebCore
import WebServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The loopback client the tests and the benchmarks share, against a server answering `GET /kilo`
/// with 1000 bytes: whole responses, one after another on a kept-alive connection, its size limit
/// exactly at a response's length, and every wait ending at its deadline.
@Suite("Loopback client")
struct LoopbackClientTests {
    /// The server's answer to `GET /kilo`: this head (the server adds its fields) and 1000 bytes.
    static let head =
        "HTTP/1.1 200 OK\r\nContent-Length: 1000\r\nConnection: keep-alive\r\n"
        + "X-Content-Type-Options: nosniff\r\n\r\n"
    static let body = String(repeating: "x", count: 1000)
    /// 98 bytes of head and 1000 of body.
    static let responseLength = 1098

    static func kiloServer() throws -> (HTTPServer, Int) {
        var router = Router()
        router.get("/kilo", constant: HTTPResponse(status: 200, body: .bytes(Data(body.utf8))))
        let server = HTTPServer(router: router, policy: RequestPolicy())
        return (server, try server.start(port: 0))
    }

    static func request(_ port: Int) -> String {
        "GET /kilo HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
    }

    @Test("a response as long as the limit is read whole")
    func responseAtTheLimit() throws {
        let (server, port) = try Self.kiloServer()
        defer { server.stop() }
        let client = try LoopbackClient(port: port, maxBytes: Self.responseLength)
        let response = try client.exchange(Self.request(port), within: 30)
        #expect(response.status == 200)
        #expect(response.bytes.count == Self.responseLength)
        #expect(String(decoding: response.bytes, as: UTF8.self) == Self.head + Self.body)
        #expect(response.bodyText == Self.body)
    }

    @Test("a response one byte longer than the limit is refused, and a receive stops at the limit")
    func responseOverTheLimit() throws {
        let (server, port) = try Self.kiloServer()
        defer { server.stop() }
        let refusing = try LoopbackClient(port: port, maxBytes: Self.responseLength - 1)
        #expect(throws: LoopbackClient.Failure.tooLarge(limit: 1097)) {
            try refusing.exchange(Self.request(port), within: 30)
        }
        let reading = try LoopbackClient(port: port, maxBytes: Self.responseLength - 1)
        reading.send(Self.request(port))
        let received = reading.receive(for: 30)
        #expect(received.bytes.count == 1097)
        #expect(received.reachedLimit)
        #expect(!received.closed)
        #expect(received.text == Self.head + Self.body.dropLast())
    }

    @Test("two requests sent at once: two responses, the second kept for the next call")
    func keptAlive() throws {
        let (server, port) = try Self.kiloServer()
        defer { server.stop() }
        let client = try LoopbackClient(port: port)
        client.send(Self.request(port) + Self.request(port))
        let first = try client.response(within: 30)
        let second = try client.response(within: 30)
        #expect(first.bodyText == Self.body)
        #expect(second.bodyText == Self.body)
        #expect(throws: LoopbackClient.Failure.timedOut) { try client.response(within: 0) }
    }

    @Test("a server that has not answered: the wait ends at the deadline, the connection still open")
    func deadline() throws {
        let (server, port) = try Self.kiloServer()
        defer { server.stop() }
        let client = try LoopbackClient(port: port)
        client.send("GET /kilo HTTP/1.1\r\n")
        #expect(throws: LoopbackClient.Failure.timedOut) { try client.response(within: 0.05) }
        let received = client.receive(for: 0.05)
        #expect(received.bytes.isEmpty)
        #expect(!received.closed)
    }

    @Test("a server that closed: the response fails as closed")
    func closed() throws {
        let (server, port) = try Self.kiloServer()
        let client = try LoopbackClient(port: port)
        server.stop()
        #expect(throws: LoopbackClient.Failure.closed) { try client.exchange(Self.request(port), within: 30) }
    }

    /// The port is held bound and never listened on, so no server of another test, started at the same
    /// moment, can be given it (a stopped server's port once was, and the connection succeeded).
    @Test("a port nobody listens on: the connection fails, naming the port and the reason")
    func refused() throws {
        let (descriptor, port) = try Self.boundPort()
        defer { close(descriptor) }
        #expect(throws: LoopbackClient.Failure.connect(port: port, errno: ECONNREFUSED)) {
            try LoopbackClient(port: port)
        }
        #expect(
            LoopbackClient.Failure.connect(port: 8, errno: ECONNREFUSED).description
                == "connect to 127.0.0.1:8 failed: Connection refused")
    }

    /// A TCP socket bound to a free loopback port and not listening, and the port.
    static func boundPort() throws -> (Int32, Int) {
        #if canImport(Glibc)
            let stream = Int32(SOCK_STREAM.rawValue)
        #else
            let stream = SOCK_STREAM
        #endif
        let descriptor = socket(AF_INET, stream, 0)
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw POSIXError(.EADDRINUSE)
        }
        return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }
}
