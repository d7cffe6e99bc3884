import Foundation
import MarketInMemory

/// Ten registrations (a 100 KB picture each) on a fresh data file and on one of 26 MB, each timed from
/// the first call to the tenth answer (every change flushed to the disk): the target is the
/// second at most 3 × the first + 0.1 s. `--only data-file` runs it.
enum DataFileBenchmark {
    struct Results {
        var freshSeconds: Double
        var largeSeconds: Double
        var largeMegabytes: Double

        var met: Bool { largeSeconds <= 3 * freshSeconds + 0.1 }
    }

    static func run() async throws -> Results {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "data-file-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fresh = try await tenRegistrations(in: folder.appendingPathComponent("fresh.json"))

        let large = folder.appendingPathComponent("large.json")
        let filling = try market(large)
        let client = filling.client(for: DataFileChild.credentials)
        while size(of: large) < 26_000_000 {
            _ = try await client.register(DataFileChild.draft("Filling", pictureBytes: 290_000))
            await filling.compacted()
        }
        let megabytes = Double(size(of: large)) / 1_000_000
        return Results(
            freshSeconds: fresh, largeSeconds: try await tenRegistrations(in: large),
            largeMegabytes: megabytes)
    }

    /// The seconds ten registrations take on the market kept in `file` (opened first, not timed).
    private static func tenRegistrations(in file: URL) async throws -> Double {
        let market = try market(file)
        let client = market.client(for: DataFileChild.credentials)
        let start = ContinuousClock.now
        for index in 0..<10 {
            _ = try await client.register(DataFileChild.draft("Timed \(index)", pictureBytes: 100_000))
        }
        let elapsed = ContinuousClock.now - start
        await market.compacted()
        return Measurement.nanoseconds(elapsed) / 1e9
    }

    private static func market(_ file: URL) throws -> InMemoryMarket {
        try InMemoryMarket.persisted(in: file, productCount: 240, accounts: [DataFileChild.credentials])
    }

    private static func size(of file: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? NSNumber)?.intValue ?? 0
    }

    static func report(_ results: Results, json: Bool) -> String {
        let values: [(String, String)] = [
            ("data_file_fresh_s", String(format: "%.3f", results.freshSeconds)),
            ("data_file_26mb_s", String(format: "%.3f", results.largeSeconds)),
            ("data_file_mb", String(format: "%.1f", results.largeMegabytes)),
            ("data_file_met", "\(results.met)"),
        ]
        return json
            ? "{" + values.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
            : values.map { "\($0.0) \($0.1)" }.joined(separator: "\n")
    }
}
