import Foundation
import LocalDeployment

/// A change reaching thousands of tabs past one process (`openmarket-bench --only scale [--tabs N]`):
/// the shop as `deploy/README.md` runs it (Redis, `openmarket market`, three `openmarket web` behind
/// nginx, all release builds), then one web process alone for comparison. In each, `tabs` tabs open
/// one product's page through the shop's entrance and join its WebSocket; an edit tab on the first
/// process renames the product `edits` times, and each tab's time from the edit's submit to the
/// message naming the new name is taken. The times are as this process reads them (its reader
/// threads take the tabs in turn), so an upper bound. Memory is the web processes' resident memory
/// (nginx, Redis and the market apart): per tab, what opening the tabs added, over the tabs.
enum ScaleBenchmark {
    /// The figures of one arrangement.
    struct Figures {
        var processes: Int
        var tabs: Int
        /// Over every tab and edit: the median and 99th percentile of the time to reach the tab.
        var reachMedianMilliseconds: Double
        var reachP99Milliseconds: Double
        /// Per edit, the time until the last tab had it; the median over the edits.
        var everyTabMedianMilliseconds: Double
        var kilobytesPerTab: Double
        var megabytesPerProcess: Double
    }

    /// The credentials every process is given by the environment.
    private static let environment = [
        "OPENMARKET_IDENTIFIER": "bench-identifier", "OPENMARKET_VENDOR_ID": "7",
        "OPENMARKET_PASSWORD": "bench-password",
    ]

    /// Behind nginx, then alone; nil (after saying why) when a server could not be started.
    static func run(tabs: Int, edits: Int = 10) async -> (proxied: Figures, single: Figures)? {
        guard Nginx.isInstalled, RedisServer.isInstalled else {
            say("needs nginx and redis-server: \(Nginx.installCommand); \(RedisServer.installCommand)")
            return nil
        }
        do {
            let proxied = try await measure(LocalShop(environment: environment, proxied: true), tabs, edits)
            let single = try await measure(
                LocalShop(environment: environment, webProcesses: 1), tabs, edits)
            return (proxied, single)
        } catch {
            say("\(error)")
            return nil
        }
    }

    private static func measure(_ shop: LocalShop, _ count: Int, _ edits: Int) async throws -> Figures {
        guard
            let product = try await shop.firstPage().first(where: { $0["vendor_id"] as? Int == 7 })?["id"]
                as? Int
        else { throw Failure("the market lists no product of the vendor") }
        let entrance = shop.nginx?.port ?? shop.webs[0].process.port
        let before = shop.webs.map(\.process.residentKilobytes).reduce(0, +)
        let tabs = await WebLoadBenchmark.onThread { Tabs(open(count, "/products/\(product)", entrance)) }
        guard tabs.count == count else { throw Failure("\(tabs.count) of \(count) tabs opened") }
        let after = shop.webs.map(\.process.residentKilobytes).reduce(0, +)

        let editPort = shop.webs[0].process.port
        var reach: [Double] = []
        var everyTab: [Double] = []
        for edit in 1...edits {
            // A new edit form each time: a submitted one closes.
            guard let page = WebTab.open(editPort, path: "/products/\(product)/edit"),
                let screen = page.screen, let editor = WebTab(page, port: editPort)
            else { throw Failure("the edit form did not open") }
            let name = "Renamed for the bench \(edit)"
            _ = editor.send(
                #"{"kind":"input","name":"field","data":{"field":"name","screen":"\#(screen)"},"value":"\#(name)"}"#
            )
            let start = ContinuousClock.now
            _ = editor.send(#"{"kind":"click","name":"submit","data":{"screen":"\#(screen)"}}"#)
            let times = await WebLoadBenchmark.onThread { tabs.times(untilEach: name, since: start) }
            guard times.count == count else {
                throw Failure("edit \(edit) reached \(times.count) of \(count) tabs")
            }
            reach += times
            everyTab.append(times.max() ?? .infinity)
        }
        return Figures(
            processes: shop.webs.count, tabs: count, reachMedianMilliseconds: Measurement.median(reach),
            reachP99Milliseconds: WebLoadBenchmark.percentile99(reach),
            everyTabMedianMilliseconds: Measurement.median(everyTab),
            kilobytesPerTab: (after - before) / Double(count),
            megabytesPerProcess: after / 1024 / Double(shop.webs.count))
    }

    /// `count` tabs opened at `path` on `port`, by several threads at once.
    private nonisolated static func open(_ count: Int, _ path: String, _ port: Int) -> [WebTab] {
        let opened = Opened()
        DispatchQueue.concurrentPerform(iterations: readers) { reader in
            for _ in stride(from: reader, to: count, by: readers) {
                guard let page = WebTab.open(port, path: path), let tab = WebTab(page, port: port) else {
                    continue
                }
                opened.add(tab)
            }
        }
        return opened.tabs
    }

    /// The threads that open and read the tabs.
    private static let readers = 8

    private static func say(_ text: String) {
        FileHandle.standardError.write(Data("openmarket-bench: scale: \(text)\n".utf8))
    }

    private struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// The open tabs, read by several threads at once, each its own share.
    ///
    /// `@unchecked Sendable`: each tab is read by one reader thread only.
    private final class Tabs: @unchecked Sendable {
        private let tabs: [WebTab]
        init(_ tabs: [WebTab]) { self.tabs = tabs }
        var count: Int { tabs.count }

        /// For each tab that got a message holding `text`, the milliseconds from `start` to its reading.
        func times(untilEach text: String, since start: ContinuousClock.Instant) -> [Double] {
            let collected = Collected()
            DispatchQueue.concurrentPerform(iterations: ScaleBenchmark.readers) { reader in
                for index in stride(from: reader, to: tabs.count, by: ScaleBenchmark.readers)
                where tabs[index].read(until: { $0.contains(text) }) {
                    collected.add(Measurement.nanoseconds(ContinuousClock.now - start) / 1e6)
                }
            }
            return collected.values
        }
    }

    /// Tabs opened by several threads. `@unchecked Sendable`: `tabs` is guarded by `lock`.
    private final class Opened: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var tabs: [WebTab] = []
        func add(_ tab: WebTab) { lock.withLock { tabs.append(tab) } }
    }

    /// Times taken by several threads. `@unchecked Sendable`: `values` is guarded by `lock`.
    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var values: [Double] = []
        func add(_ value: Double) { lock.withLock { values.append(value) } }
    }

    /// The key-value lines (or with `json`, one JSON object) of `results`.
    static func report(_ results: (proxied: Figures, single: Figures)?, json: Bool) -> String {
        var pairs: [(String, String)] = []
        for (prefix, figures) in [("scale", results?.proxied), ("single", results?.single)] {
            guard let figures else { continue }
            pairs += [
                ("\(prefix)_processes", "\(figures.processes)"), ("\(prefix)_tabs", "\(figures.tabs)"),
                ("\(prefix)_reach_ms_median", String(format: "%.1f", figures.reachMedianMilliseconds)),
                ("\(prefix)_reach_ms_p99", String(format: "%.1f", figures.reachP99Milliseconds)),
                ("\(prefix)_every_tab_ms_median", String(format: "%.1f", figures.everyTabMedianMilliseconds)),
                ("\(prefix)_kb_per_tab", String(format: "%.1f", figures.kilobytesPerTab)),
                ("\(prefix)_mb_per_process", String(format: "%.1f", figures.megabytesPerProcess)),
            ]
        }
        if pairs.isEmpty { pairs = [("scale_tabs", "0")] }
        if json { return "{" + pairs.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}" }
        return pairs.map { "\($0.0) \($0.1)" }.joined(separator: "\n")
    }
}
