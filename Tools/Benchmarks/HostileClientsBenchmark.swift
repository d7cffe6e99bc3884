import Foundation
import WebServer

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
        _ = try? LoopbackClient(port: app.port).exchange(visit)
        let baseline = app.residentMegabytes
        let pinger = (try? LoopbackWebSocket(port: app.port, origin: "http://127.0.0.1:\(app.port)"))
            .flatMap { $0.status == 101 ? $0 : nil }
        let pipeliner = try? LoopbackClient(port: app.port)
        let ping: [UInt8] = [0x89, 0x84, 1, 2, 3, 4, 1, 2, 3, 4]
        let get = Array("GET /webui.js HTTP/1.1\r\nHost: 127.0.0.1:\(app.port)\r\n\r\n".utf8)
        var peak = baseline
        var (pinged, requested) = (0, 0)
        var slowest = 0.0
        let start = ContinuousClock.now
        var nextVisit = start
        while ContinuousClock.now - start < .seconds(10) {
            for _ in 0..<100 {
                if let pinger { pinged += pinger.client.sendWithoutWaiting(ping) }
                if let pipeliner { requested += pipeliner.sendWithoutWaiting(get) }
            }
            peak = max(peak, app.residentMegabytes)
            if ContinuousClock.now >= nextVisit {
                nextVisit = nextVisit + .seconds(1)
                slowest = max(
                    slowest,
                    Measurement.elapsed { _ = try? LoopbackClient(port: app.port).exchange(visit) } / 1e6)
            }
            usleep(1_000)
        }
        app.stop()
        withExtendedLifetime((pinger, pipeliner)) {}
        guard let (percent, seconds, status) = outOfDescriptors() else { return nil }
        return Results(
            growthMegabytes: peak - baseline, pingMegabytes: Double(pinged) / 1_000_000,
            requestMegabytes: Double(requested) / 1_000_000,
            slowestVisitorMilliseconds: slowest,
            idleProcessorPercent: percent, refusalSeconds: seconds, refusalStatus: status)
    }

    /// The server at `ulimit -n 256` with 300 connections held: its processor use idle over 3 s (in
    /// percent of one core), then a new visitor's wait for an answer (a guard of 10 s) and its status.
    private static func outOfDescriptors() -> (Double, Double, Int)? {
        guard let app = ServedApp(descriptors: 256) else { return nil }
        defer { app.stop() }
        let held = (0..<300).compactMap { _ in try? LoopbackClient(port: app.port) }
        let before = app.processorSeconds
        sleep(3)
        let percent = (app.processorSeconds - before) / 3 * 100
        guard let visitor = try? LoopbackClient(port: app.port) else { return (percent, .infinity, 0) }
        let request = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
        var status = 0
        let seconds =
            Measurement.elapsed { status = (try? visitor.exchange(request, within: 10))?.status ?? 0 } / 1e9
        withExtendedLifetime(held) {}
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
