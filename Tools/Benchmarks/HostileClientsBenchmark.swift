import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The release `openmarket web` under the hostile clients (`--only hostile-clients`):
/// - a WebSocket that pings and never reads, beside a client pipelining `GET /webui.js` and never
///   reading, for 10 s: the server's memory growth, and the slowest answer to another visitor meanwhile
///   (one a second); the target is at most 64 MB, and the visitor answered at once;
/// - at `ulimit -n 256` with 300 connections held: the idle server's processor use over 3 s (target
///   under 30%) and how long a new visitor waits for its 503 (target within 3 s).
enum HostileClientsBenchmark {
    struct Results {
        var growthMegabytes: Double
        /// What the two clients managed to send the server, pings and requests, in megabytes.
        var pingMegabytes: Double
        var requestMegabytes: Double
        var slowestVisitorMilliseconds: Double
        var idleProcessorPercent: Double
        var refusalSeconds: Double
        var refusalStatus: Int
    }

    static func run() -> Results? {
        guard let app = ServedApp(descriptors: 4096) else { return nil }
        let visit = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(app.port)\r\n\r\n"
        _ = LoopbackClient(port: app.port)?.exchange(Array(visit.utf8))
        let baseline = app.residentMegabytes
        let pinger = LoopbackWebSocket(port: app.port)
        let pipeliner = LoopbackSocket.open(port: app.port)
        let ping: [UInt8] = [0x89, 0x84, 1, 2, 3, 4, 1, 2, 3, 4]
        let get = Array("GET /webui.js HTTP/1.1\r\nHost: 127.0.0.1:\(app.port)\r\n\r\n".utf8)
        var peak = baseline
        var (pinged, requested) = (0, 0)
        var slowest = 0.0
        let start = ContinuousClock.now
        var nextVisit = start
        while ContinuousClock.now - start < .seconds(10) {
            for _ in 0..<100 {
                if let pinger { pinged += push(ping, to: pinger.descriptor) }
                if let pipeliner { requested += push(get, to: pipeliner) }
            }
            peak = max(peak, app.residentMegabytes)
            if ContinuousClock.now >= nextVisit {
                nextVisit = nextVisit + .seconds(1)
                slowest = max(
                    slowest,
                    Measurement.elapsed { _ = LoopbackClient(port: app.port)?.exchange(Array(visit.utf8)) }
                        / 1e6)
            }
            usleep(1_000)
        }
        app.stop()
        pipeliner.map { _ = close($0) }
        guard let (percent, seconds, status) = outOfDescriptors() else { return nil }
        return Results(
            growthMegabytes: peak - baseline, pingMegabytes: Double(pinged) / 1_000_000,
            requestMegabytes: Double(requested) / 1_000_000,
            slowestVisitorMilliseconds: slowest,
            idleProcessorPercent: percent, refusalSeconds: seconds, refusalStatus: status)
    }

    /// Sends `bytes` if the socket takes them now (a client that never reads soon finds it full), and
    /// gives how many it took.
    @discardableResult
    private static func push(_ bytes: [UInt8], to descriptor: Int32) -> Int {
        let sent = bytes.withUnsafeBytes {
            #if canImport(Glibc)
                send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
            #else
                send(descriptor, $0.baseAddress, $0.count, MSG_DONTWAIT)
            #endif
        }
        return max(0, sent)
    }

    /// The server at `ulimit -n 256` with 300 connections held: its processor use idle over 3 s (in
    /// percent of one core), then a new visitor's wait for an answer (a guard of 10 s) and its status.
    private static func outOfDescriptors() -> (Double, Double, Int)? {
        guard let app = ServedApp(descriptors: 256) else { return nil }
        defer { app.stop() }
        let held = (0..<300).compactMap { _ in LoopbackSocket.open(port: app.port) }
        defer { held.forEach { close($0) } }
        let before = app.processorSeconds
        sleep(3)
        let percent = (app.processorSeconds - before) / 3 * 100
        guard let visitor = LoopbackSocket.open(port: app.port) else { return (percent, .infinity, 0) }
        defer { close(visitor) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(visitor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var answer = [UInt8](repeating: 0, count: 64)
        let request = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        var count = 0
        let seconds =
            Measurement.elapsed {
                push(request, to: visitor)
                count = answer.withUnsafeMutableBytes { recv(visitor, $0.baseAddress, $0.count, 0) }
            } / 1e9
        let status = count >= 12 ? Int(String(decoding: answer[9..<12], as: UTF8.self)) ?? 0 : 0
        return (percent, seconds, status)
    }

    static func report(_ results: Results?, json: Bool) -> String {
        guard let results else { return json ? "{}" : "hostile_clients: not run" }
        let values: [(String, String)] = [
            ("hostile_clients_growth_mb", String(format: "%.1f", results.growthMegabytes)),
            ("hostile_clients_pings_mb", String(format: "%.1f", results.pingMegabytes)),
            ("hostile_clients_requests_mb", String(format: "%.1f", results.requestMegabytes)),
            ("hostile_clients_visitor_ms", String(format: "%.1f", results.slowestVisitorMilliseconds)),
            ("descriptors_idle_cpu_percent", String(format: "%.1f", results.idleProcessorPercent)),
            ("descriptors_refusal_ms", String(format: "%.1f", results.refusalSeconds * 1000)),
            ("descriptors_refusal_status", "\(results.refusalStatus)"),
        ]
        return json
            ? "{" + values.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
            : values.map { "\($0.0) \($0.1)" }.joined(separator: "\n")
    }
}
