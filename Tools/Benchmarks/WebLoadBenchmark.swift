import Foundation
import Screens
import ScreensLive
import TextFrontEnd
import WebFrontEnd
import WebServer

/// The web app under load over loopback: `sessions` browser tabs at once, each on its own WebSocket,
/// opening the register form and then typing `events` whole values into its name field, each report
/// timed from sending to its acknowledgement (the reducer has run and the patches were sent before
/// it). Afterwards every session must still exist and hold its own last value: none lost, none mixed
/// up.
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
        var opened: [WebTab.Page] = []
        for _ in 0..<sessions {
            guard let page = await onThread({ WebTab.open(port) }) else { continue }
            opened.append(page)
        }
        let latencies = await withTaskGroup(of: [Double].self) { group in
            for (index, page) in opened.enumerated() {
                group.addTask { await onThread { type(events, as: index, into: page, port: port) } }
            }
            var all: [Double] = []
            for await times in group { all += times }
            return all
        }
        var lostOrMixed = sessions - opened.count
        for (index, page) in opened.enumerated() {
            let state = app.state(ofSession: page.session)
            if state?.route != .register
                || state?.path.last?.screen(ProductFormState.self)?.input.name
                    != "session \(index) event \(events - 1)"
            {
                lostOrMixed += 1
            }
        }
        return Results(p99Milliseconds: percentile99(latencies), sessionsLostOrMixed: lostOrMixed)
    }

    /// One tab's reports on its WebSocket: the register form, then `events` values typed into its name;
    /// the milliseconds from sending each value to its acknowledgement (infinity if it failed).
    private nonisolated static func type(_ events: Int, as index: Int, into page: WebTab.Page, port: Int)
        -> [Double]
    {
        guard let tab = WebTab(page, port: port), tab.report(#"{"kind":"click","name":"register"}"#) != nil
        else { return [] }
        return (0..<events).map { event in
            let value = "session \(index) event \(event)"
            return tab.report(#"{"kind":"input","name":"field","data":{"field":"name"},"value":"\#(value)"}"#)
                ?? .infinity
        }
    }

    /// The 99th percentile of `values` (infinity for none).
    nonisolated static func percentile99(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? .infinity : sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
    }

    /// Runs blocking work on a thread of its own, so the main actor keeps serving the app.
    nonisolated static func onThread<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value
    {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: work()) }
        }
    }
}
