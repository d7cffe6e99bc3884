import Foundation
import Screens
import ScreensLive
import TextFrontEnd
import WebFrontEnd
import WebServer

/// The web app under load over loopback: `sessions` browser sessions at once, each opening the
/// register form and then typing `events` whole values into its name field, each report timed from
/// sending to its answer (the reducer has run and the patch is queued by then). Afterwards every
/// session must still exist and hold its own last value: none lost, none mixed up.
@MainActor
enum WebLoadBenchmark {
    struct Results {
        var p99Milliseconds: Double
        /// Sessions missing or holding another session's text at the end (0 is right).
        var sessionsLostOrMixed: Int
    }

    static func run(sessions: Int = 50, events: Int = 200) async -> Results {
        let app = WebApp(.inMemory(seed: 2022, credentials: DemoCredentials.from([:])))
        let server = HTTPServer(router: app.router(), policy: app.policy)
        defer { server.stop() }
        guard let port = try? server.start(port: 0) else {
            return Results(p99Milliseconds: .infinity, sessionsLostOrMixed: sessions)
        }
        var opened: [(id: String, token: String)] = []
        for _ in 0..<sessions {
            guard let page = await open(port) else { continue }
            opened.append(page)
        }
        let latencies = await withTaskGroup(of: [Double].self) { group in
            for (index, session) in opened.enumerated() {
                group.addTask { await type(events, as: index, into: session, port: port) }
            }
            var all: [Double] = []
            for await times in group { all += times }
            return all
        }
        var lostOrMixed = sessions - opened.count
        for (index, session) in opened.enumerated() {
            let state = app.state(ofSession: session.id)
            if state?.route != .register || state?.form?.input.name != "session \(index) event \(events - 1)"
            {
                lostOrMixed += 1
            }
        }
        let sorted = latencies.sorted()
        let p99 = sorted.isEmpty ? .infinity : sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
        return Results(p99Milliseconds: p99, sessionsLostOrMixed: lostOrMixed)
    }

    /// Opens `/` as a new tab does and returns its session's id and token.
    private static func open(_ port: Int) async -> (id: String, token: String)? {
        await onThread {
            let request = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
            guard let answer = LoopbackClient(port: port)?.exchange(Array(request.utf8)) else { return nil }
            let events = meta("webui-post", answer.body)
            return (
                events.split(separator: "/").dropFirst().first.map(String.init) ?? "",
                meta("webui-token", answer.body)
            )
        }
    }

    /// One session's reports on a connection of its own: the register form, then `events` values typed
    /// into its name; the milliseconds from sending each value to its answer (infinity if it failed).
    private nonisolated static func type(
        _ events: Int, as index: Int, into session: (id: String, token: String), port: Int
    )
        async -> [Double]
    {
        await onThread {
            guard let client = LoopbackClient(port: port) else { return [] }
            func request(_ json: String) -> [UInt8] {
                Array(
                    ("POST /s/\(session.id)/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
                        + "X-Session-Token: \(session.token)\r\nContent-Type: application/json\r\n"
                        + "Content-Length: \(json.utf8.count)\r\n\r\n\(json)").utf8)
            }
            _ = client.exchange(request(#"{"kind":"click","name":"register"}"#))
            return (0..<events).map { event in
                let value = "session \(index) event \(event)"
                let bytes = request(
                    #"{"kind":"input","name":"field","data":{"field":"name"},"value":"\#(value)"}"#)
                let start = ContinuousClock.now
                guard client.exchange(bytes)?.status == 204 else { return .infinity }
                return Measurement.nanoseconds(ContinuousClock.now - start) / 1_000_000
            }
        }
    }

    /// Runs blocking work on a thread of its own, so the main actor keeps serving the app.
    private nonisolated static func onThread<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async
        -> Value
    {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: work()) }
        }
    }

    private nonisolated static func meta(_ name: String, _ html: String) -> String {
        guard let start = html.range(of: "<meta name=\"\(name)\" content=\"") else { return "" }
        let rest = html[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) } ?? ""
    }
}
