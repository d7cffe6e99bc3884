import Foundation
import Testing
import WebServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `openmarket web` with every descriptor taken (a shell's `ulimit -n 256`, the hard limit too, as the
/// issue's attacker had it). It must neither hang nor spin.
@Suite("Out of descriptors")
struct DescriptorExhaustionTests {
    @Test(
        "with every descriptor taken, a new visitor is answered 503; the server states its capacity and logs the trouble once",
        arguments: IOBackend.available
    )
    func answered503(io: IOBackend) async throws {
        // Issue 37: the server sometimes dies of a trap (SIGILL, in its log) just after it ran out of
        // descriptors; until that is found and fixed, a failure here is a known, intermittent one.
        await withKnownIssue(
            "the server can crash when out of descriptors (issue 37)", isIntermittent: true
        ) {
            try await exhaust(io)
        }
    }

    private func exhaust(_ io: IOBackend) async throws {
        // The test holds 300 sockets beside every other test's: its own limit is raised first, as a
        // server raises its own (the soft limit to the hard one), so only the server's is the point.
        Self.raiseOwnDescriptorLimit()
        let server = try ServerProcess(descriptors: 256, io: io)
        var held: [LoopbackClient] = []
        for _ in 0..<300 { held.append(try LoopbackClient(port: server.port)) }
        let visitor = try LoopbackClient(port: server.port)
        let answer = await visitor.receive(for: 30)
        let second = try LoopbackClient(port: server.port)
        let again = await second.receive(for: 30)
        let log = server.stop()
        #expect(answer.status == 503)
        #expect(answer.closed)
        #expect(again.status == 503)
        #expect(log.contains("serving up to 240 connections at once (descriptor limit 256, \(io))"))
        #expect(log.components(separatedBy: "out of file descriptors").count == 2, "logged once: \(log)")
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
