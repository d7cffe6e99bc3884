import Foundation
import Market
import MarketInMemory
import SweepTesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A child process (`openmarket-bench --data-file-child`) registers and deletes products on a data file
/// and is killed with SIGKILL at seeded points; after each kill the file is opened again, as a restart
/// does: every change the child was answered is there, and no file but the data file is left. Three
/// kills by default, the twelve with `OPENMARKET_FULL_SWEEPS=1`.
@Suite("Market data file, kill -9", .timeLimit(.minutes(1)))
struct DataFileKillTests {
    static let credentials = VendorCredentials(vendorID: 7, identifier: "test-child", password: "test-child")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "market-kill-\(UUID().uuidString)")

    @Test("kill -9 during registrations loses nothing answered and leaves no stray file", .sweep)
    func killNine() async throws {
        let child = try #require(AppProcess.built("openmarket-bench"), "run swift build first")
        let data = folder.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = data.appendingPathComponent("market.json")
        var generator = SeededGenerator(seed: Sweep.seed)
        var kept: Set<Int> = []
        var deleted: Set<Int> = []
        for round in Sweep.cases(Array(1...12), sample: 3) {
            let answers = try await killed(
                child, on: file, after: Int(generator.next() % 20) + 1, round: round)
            for answer in answers {
                guard let id = Int(answer.dropFirst()) else { continue }
                switch answer.first {
                case "+": kept.insert(id)
                case "~": kept.remove(id)
                default: deleted.insert(id)
                }
            }
            let market = try InMemoryMarket.persisted(
                in: file, productCount: 30, accounts: [Self.credentials])
            let client = market.client(for: Self.credentials)
            let ids = Set(try await client.page(number: 1, itemsPerPage: 1_000).products.map(\.id))
            #expect(kept.isSubset(of: ids), "round \(round): lost \(kept.subtracting(ids).sorted())")
            #expect(
                deleted.isDisjoint(with: ids), "round \(round): back \(deleted.intersection(ids).sorted())")
            #expect(try FileManager.default.contentsOfDirectory(atPath: data.path) == ["market.json"])
        }
    }

    /// Runs the child on `file` until it has printed `count` answers (a guard of 30 s against a hang),
    /// kills it with SIGKILL, and gives the answers it printed.
    private func killed(_ child: URL, on file: URL, after count: Int, round: Int) async throws -> [Substring]
    {
        let output = folder.appendingPathComponent("answers-\(round)")
        try Data().write(to: output)
        let handle = try FileHandle(forWritingTo: output)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = child
        process.arguments = ["--data-file-child", file.path]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = ContinuousClock.now + .seconds(30)
        var answers: [Substring] = []
        while answers.count < count && process.isRunning && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
            answers = try Self.answers(in: output)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        answers = try Self.answers(in: output)
        #expect(answers.count >= count, "round \(round): the child answered \(answers.count) of \(count)")
        return answers
    }

    /// The complete lines the child printed.
    private static func answers(in output: URL) throws -> [Substring] {
        let text = try String(contentsOf: output, encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { $0 }
    }
}
