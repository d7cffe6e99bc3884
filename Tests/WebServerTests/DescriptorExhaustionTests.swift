import Foundation
import LocalDeployment
import Testing
import WebServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `openmarket web` with more visitors than descriptors (a shell's `ulimit -n 256`, the hard limit too,
/// as the attacker had it). It must neither hang, spin nor crash: it admits what its capacity
/// allows, keeps descriptors to spare (libdispatch traps when it cannot open one) and answers the rest
/// 503.
///
/// Serialized: each case holds 300 sockets, and four at once took the test process past 1,300
/// descriptors. Foundation's `Process.run()` on Linux (Swift 6.3.1) reads past the end of its listing
/// of `/proc/self/fd` when the listing fills glibc's buffer (about 1,360 entries), so any test starting
/// a child meanwhile crashed the whole run (swift-corelibs-foundation pull request 5472, the fix).
@Suite("Out of descriptors", .serialized)
struct DescriptorExhaustionTests {
    @Test(
        "with more visitors than descriptors, a new visitor is answered 503; the server states its capacity and logs the trouble once",
        arguments: IOBackend.available
    )
    func answered503(io: IOBackend) async throws {
        // The test holds 300 sockets beside every other test's: its own limit is raised first, as a
        // server raises its own (the soft limit to the hard one), so only the server's is the point.
        Self.raiseOwnDescriptorLimit()
        let server = try ServerProcess(descriptors: 256, io: io)
        var held: [LoopbackClient] = []
        for _ in 0..<300 { held.append(try LoopbackClient(port: server.port)) }
        // Both visitors come at once, right after: the held connections, which never speak, are closed
        // at the server's real-time head timeout (10 s), and a visitor that came later than that on a
        // busy machine would be served instead.
        let visitor = try LoopbackClient(port: server.port)
        let second = try LoopbackClient(port: server.port)
        let answer = await visitor.receive(for: 30)
        let again = await second.receive(for: 30)
        let log = server.stop()
        #expect(answer.status == 503)
        #expect(answer.closed)
        #expect(again.status == 503)
        #expect(log.contains("serving up to 224 connections at once (descriptor limit 256, \(io))"))
        #expect(
            log.components(separatedBy: "at capacity (224 connections open)").count == 2,
            "logged once: \(log)")
        #expect(!log.contains("out of file descriptors"), "capacity keeps descriptors to spare: \(log)")
        #expect(!log.contains("Signal"), "no crash: \(log)")
        held.removeAll()
    }

    @Test(
        "at capacity, a visitor still sending its request reads the 503 and finishes sending, never reset",
        arguments: IOBackend.available
    )
    func refusedVisitorsReadTheirAnswer(io: IOBackend) async throws {
        Self.raiseOwnDescriptorLimit()
        let server = try ServerProcess(descriptors: 256, io: io)
        var held: [LoopbackClient] = []
        for _ in 0..<300 { held.append(try LoopbackClient(port: server.port)) }
        // Each sends its head, reads the answer, then sends its body: a server that closed with the head
        // unread resets the connection, and the body cannot be sent. More visitors than may linger at
        // once (8): each new one takes the place of the one that came first. On a machine busy enough
        // to take the server's head timeout (10 s, real time) over them, the held connections close and
        // the later visitors are served instead: only the refused ones are the point, the first of them
        // coming at once.
        var outcomes: [String] = []
        for _ in 0..<24 {
            let visitor = try LoopbackClient(port: server.port)
            let head = visitor.send(
                "POST /products HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nContent-Length: 10\r\n\r\n")
            let answer = await visitor.receive(for: 30) {
                String(decoding: $0, as: UTF8.self).contains("\r\n\r\n")
            }
            let body = visitor.send("0123456789")
            outcomes.append("answered \(answer.status ?? 0), head sent \(head), body sent \(body)")
        }
        let log = server.stop()
        let refused = outcomes.filter { $0.hasPrefix("answered 503") }
        #expect(outcomes.first?.hasPrefix("answered 503") == true, "\(outcomes)")
        #expect(
            refused == Array(repeating: "answered 503, head sent true, body sent true", count: refused.count))
        #expect(!log.contains("Signal"), "no crash: \(log)")
        held.removeAll()
    }

    /// Raises this process's soft limit on open files to its hard limit.
    static func raiseOwnDescriptorLimit() {
        var limit = rlimit()
        #if canImport(Glibc)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur < limit.rlim_max else { return }
        limit.rlim_cur = limit.rlim_max
        _ = setrlimit(resource, &limit)
    }
}
