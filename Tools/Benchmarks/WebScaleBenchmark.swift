import ChildProcesses
import Foundation
import MarketInMemory
import Screens
import ScreensLive
import TextFrontEnd
import WebFrontEnd
import WebServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ten thousand open tabs on one server (`openmarket-bench --only web-load`): a child process
/// (`--web-tabs`, so that each process stays within its descriptor limit) opens `tabs` pages and
/// joins each one's WebSocket, and holds them open. With all of them held, this process measures its
/// resident memory per session (page and live connection), a new visitor's page, and an active tab's
/// report → acknowledgement times. Then the child is killed, as if every tab closed, and the
/// sessions are reclaimed once `abandonAfter` has passed.
///
/// Every session is served by one market, as a server's sessions are by its one backend
/// (`OpenMarketApp.inMemory` gives each session a seeded market of its own, 240 products, about
/// 330 KB).
@MainActor
enum WebScaleBenchmark {
    struct Results {
        var sessionsHeld: Int
        var kilobytesPerSession: Double
        var p99MillisecondsAt10k: Double
        /// The slowest of five new visitors' pages while the tabs are held.
        var pageMillisecondsAt10k: Double
        /// Sessions left once the tabs closed and `abandonAfter` passed (only the last visitor's is right).
        var sessionsLeftAfterClose: Int
        var secondsToOpen: Double
    }

    static func run(tabs: Int) async -> Results? {
        let credentials = DemoCredentials.from([:])
        let market = InMemoryMarket(seed: 2022, accounts: [credentials])
        let app = WebApp(
            OpenMarketApp(configuration: AppConfiguration(userVendorID: credentials.vendorID)) { _ in
                market.client(for: credentials)
            })
        app.abandonAfter = .seconds(2)
        let server = HTTPServer(router: app.router(), policy: app.policy)
        defer { server.stop() }
        guard let port = try? server.start(port: 0) else { return nil }
        // One session first, so that what every session shares (the market, caches) is counted before.
        guard let warm = await WebLoadBenchmark.onThread({ WebTab.open(port) }),
            await WebLoadBenchmark.onThread({ WebTab(warm, port: port) != nil })
        else { return nil }
        let before = residentKilobytes()
        let start = ContinuousClock.now
        guard let child = try? TabsProcess(port: port, tabs: tabs) else { return nil }
        defer { child.kill() }
        guard await WebLoadBenchmark.onThread({ child.waitUntilHeld() }) else { return nil }
        let secondsToOpen = Measurement.nanoseconds(ContinuousClock.now - start) / 1e9
        let held = app.liveSessionCount
        let kilobytes = (residentKilobytes() - before) / Double(max(1, held))

        var pages: [Double] = []
        for _ in 0..<5 {
            let started = ContinuousClock.now
            _ = await WebLoadBenchmark.onThread { WebTab.open(port) }
            pages.append(Measurement.nanoseconds(ContinuousClock.now - started) / 1e6)
        }
        let latencies = await WebLoadBenchmark.onThread { activeTab(port) }

        child.kill()
        while app.liveSessionCount > 1 { try? await Task.sleep(for: .milliseconds(100)) }
        try? await Task.sleep(for: app.abandonAfter + .seconds(1.1))
        _ = await WebLoadBenchmark.onThread { WebTab.open(port) }
        return Results(
            sessionsHeld: held, kilobytesPerSession: kilobytes,
            p99MillisecondsAt10k: WebLoadBenchmark.percentile99(latencies),
            pageMillisecondsAt10k: pages.max() ?? .infinity, sessionsLeftAfterClose: app.sessionCount,
            secondsToOpen: secondsToOpen)
    }

    /// One active tab among the held ones: 200 layout switches, each answered with patches and then
    /// its acknowledgement; the milliseconds of each.
    private nonisolated static func activeTab(_ port: Int) -> [Double] {
        guard let page = WebTab.open(port), let tab = WebTab(page, port: port) else { return [] }
        return (0..<200).map { index in
            let layout = index.isMultiple(of: 2) ? "grid" : "list"
            return tab.report(#"{"kind":"click","name":"layout","data":{"layout":"\#(layout)"}}"#)
                ?? .infinity
        }
    }

    /// This process's resident memory in KB (`VmRSS`).
    static func residentKilobytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return line.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
        }
        return 0
    }

    /// The key-value lines (or with `json`, one JSON object) of `results`.
    static func report(_ results: Results?, json: Bool) -> String {
        let pairs: [(String, String)] =
            results.map {
                [
                    ("web_sessions_held", "\($0.sessionsHeld)"),
                    ("web_kb_per_session", String(format: "%.1f", $0.kilobytesPerSession)),
                    ("web_p99_ms_at_10k", String(format: "%.2f", $0.p99MillisecondsAt10k)),
                    ("web_page_ms_at_10k", String(format: "%.1f", $0.pageMillisecondsAt10k)),
                    ("web_sessions_left_after_close", "\($0.sessionsLeftAfterClose)"),
                    ("web_seconds_to_open_10k", String(format: "%.1f", $0.secondsToOpen)),
                ]
            } ?? [("web_sessions_held", "0")]
        if json { return "{" + pairs.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}" }
        return pairs.map { "\($0.0) \($0.1)" }.joined(separator: "\n")
    }
}

/// The child process holding the tabs: this executable with `--web-tabs PORT COUNT`, its own stdout
/// (a pipe this process reads), its stdin a pipe whose end tells it to exit, stopped with SIGKILL, and
/// ending with this process.
private final class TabsProcess: @unchecked Sendable {
    private let process = Process()
    private let output = Pipe()
    private let input = Pipe()

    init(port: Int, tabs: Int) throws {
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["--web-tabs", "\(port)", "\(tabs)"]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = input
        try process.runBoundToParent()
    }

    /// Reads the child's lines until it says `held`; false if it ended first.
    func waitUntilHeld() -> Bool {
        var text = ""
        while true {
            let data = output.fileHandleForReading.availableData
            guard !data.isEmpty else { return false }
            text += String(decoding: data, as: UTF8.self)
            if text.contains("held") { return true }
        }
    }

    func kill() {
        process.killAndWait()
    }
}
