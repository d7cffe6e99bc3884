import ChildProcesses
import Foundation
import Loop
import Market
import MarketInMemory
import SweepTesting
import Testing

/// A child process (`openmarket-bench --data-file-child`) registers and deletes products on a data file
/// and is killed with SIGKILL at seeded points; after each kill the file is opened again, as a restart
/// does: every change the child was answered is there, and no file but the data file is left. Three
/// kills by default, the twelve with `OPENMARKET_FULL_SWEEPS=1`.
@Suite("Market data file, kill -9", .timeLimit(.minutes(5)))
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
            let ids = try await Self.allIDs(of: client)
            #expect(kept.isSubset(of: ids), "round \(round): lost \(kept.subtracting(ids).sorted())")
            #expect(
                deleted.isDisjoint(with: ids), "round \(round): back \(deleted.intersection(ids).sorted())")
            let left = try FileManager.default.contentsOfDirectory(atPath: data.path)
            #expect(left == ["market.json"], "round \(round): the folder holds \(left)")
        }
    }

    /// Every product id the market holds, page by page: a slow machine lets the child answer many
    /// more registrations than asked before the kill lands, more than any one page holds.
    private static func allIDs(of client: some MarketClient) async throws -> Set<Int> {
        var ids: Set<Int> = []
        var number = 1
        while true {
            let page = try await client.page(number: number, itemsPerPage: 500)
            ids.formUnion(page.products.map(\.id))
            guard page.hasNext else { return ids }
            number += 1
        }
    }

    /// Runs the child on `file` until it has printed `count` answers, kills it with SIGKILL, and gives
    /// the answers it printed. Its lines are read as they come: nothing here waits for time to pass. A
    /// guard against a hang gives up once the child has printed nothing for 30 s, however long a slow
    /// machine takes over the answers it does print.
    private func killed(_ child: URL, on file: URL, after count: Int, round: Int) async throws -> [Substring]
    {
        let output = Pipe()
        let lines = Lines()
        output.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            if data.isEmpty { handle.readabilityHandler = nil }
            lines.append(data, ended: data.isEmpty)
        }
        let process = Process()
        process.executableURL = child
        process.arguments = ["--data-file-child", file.path]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.runBoundToParent()
        let guardTask = Task {
            var seen = -1
            while !Task.isCancelled, lines.byteCount != seen {
                seen = lines.byteCount
                try? await Task.sleep(for: .seconds(30))
            }
            if !Task.isCancelled { lines.append(Data(), ended: true) }
        }
        await lines.wait(for: count)
        guardTask.cancel()
        process.killAndWait()
        output.fileHandleForReading.readabilityHandler = nil
        let answers = lines.complete
        #expect(answers.count >= count, "round \(round): the child answered \(answers.count) of \(count)")
        return answers
    }
}

/// The child's complete lines as they come, and a wait for a number of them.
///
/// `@unchecked Sendable`: every property is guarded by `lock`.
private final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes = Data()
    private var ended = false
    private var waiter: (count: Int, continuation: CheckedContinuation<Void, Never>)?

    /// The complete lines so far.
    var complete: [Substring] {
        let text = lock.withLock { String(decoding: bytes, as: UTF8.self) }
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { $0 }
    }

    private var lineCount: Int { bytes.count { $0 == 0x0A } }

    /// How many bytes the child has printed so far.
    var byteCount: Int { lock.withLock { bytes.count } }

    /// More of the child's output; `ended` when there is no more (or the guard gave up).
    func append(_ data: Data, ended: Bool) {
        let ready: CheckedContinuation<Void, Never>? = lock.withLock {
            bytes.append(data)
            self.ended = self.ended || ended
            guard let waiter, self.ended || lineCount >= waiter.count else { return nil }
            self.waiter = nil
            return waiter.continuation
        }
        ready?.resume()
    }

    /// Returns once `count` lines came, or the output ended.
    func wait(for count: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = lock.withLock {
                guard !ended, lineCount < count else { return true }
                waiter = (count, continuation)
                return false
            }
            if ready { continuation.resume() }
        }
    }
}
