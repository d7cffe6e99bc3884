import Foundation
import Market
import MarketInMemory
import Testing

/// The data file is a log: a change appends one line, whatever the file's size; a crash's torn last
/// line is dropped, a leftover rewrite removed; the file is compacted to its live data in the
/// background; its limits (the largest record, the largest file) hold at their edge.
@Suite("Market data file, append-only")
struct AppendOnlyDataFileTests {
    static let demo = MarketDataFileTests.demo
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "market-log-\(UUID().uuidString)")
    var file: URL { folder.appendingPathComponent("market.json") }
    var leftover: URL { folder.appendingPathComponent("market.json.compacting") }

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func market(rules: ProductRules = .standard) throws -> InMemoryMarket {
        try InMemoryMarket.persisted(
            in: file, seed: 2022, productCount: 30, accounts: [Self.demo], rules: rules)
    }

    /// A draft whose one picture is `bytes` long.
    static func draft(_ name: String, pictureBytes bytes: Int = 200) -> ProductDraft {
        ProductDraft(
            name: name, description: "Kept in the log.", price: 1_000, stock: 1, currency: .krw,
            images: [ImageUpload(fileName: "p.png", data: TestImages.png(totalBytes: bytes))])
    }

    func bytes() throws -> Data { try Data(contentsOf: file) }

    @Test("a change appends one line and leaves the bytes before it as they were, on a large file too")
    func appendsOnly() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let market = try market()
        let client = market.client(for: Self.demo)
        _ = try await client.register(Self.draft("Large One", pictureBytes: 290_000))
        _ = try await client.register(Self.draft("Large Two", pictureBytes: 290_000))
        let before = try bytes()
        _ = try await client.register(Self.draft("Small"))
        let after = try bytes()
        #expect(after.prefix(before.count) == before)
        let added = after.dropFirst(before.count)
        #expect(added.filter { $0 == UInt8(ascii: "\n") }.count == 1 && added.last == UInt8(ascii: "\n"))
        #expect(added.count < 2_000, "the change wrote \(added.count) bytes")
    }

    @Test("a torn last record is dropped at start, the answered ones kept, and the file goes on")
    func tornLastRecord() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await market().client(for: Self.demo).register(Self.draft("Answered"))
        let answered = try bytes()
        let handle = try FileHandle(forWritingTo: file)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("{\"registered\":{\"_0\":{\"name\":\"Cut".utf8))
        try handle.close()

        let restarted = try market().client(for: Self.demo)
        #expect(try bytes() == answered)
        #expect(try await restarted.detail(id: 31).product.name == "Answered")
        #expect(try await restarted.register(Self.draft("Next")).id == 32)
    }

    @Test("a damaged record before the last is refused, saying which, and the file left as it is")
    func damagedRecord() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let client = try market().client(for: Self.demo)
        _ = try await client.register(Self.draft("First"))
        _ = try await client.register(Self.draft("Second"))
        var lines = try bytes().split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        lines[1] = Data("garbage".utf8)
        let damaged = Data(lines.joined(separator: [UInt8(ascii: "\n")]))
        try damaged.write(to: file)
        #expect(throws: MarketDataError(file: file.path, reason: "record 1 is damaged")) { try market() }
        #expect(try bytes() == damaged)
    }

    @Test("a rewrite's leftover from a crash is removed at start")
    func leftoverRemoved() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await market().client(for: Self.demo).register(Self.draft("Kept"))
        try Data("half a rewrite".utf8).write(to: leftover)
        let restarted = try market()
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
        #expect(await restarted.productCount == 31)
    }

    @Test(
        "a format-1 copy that an old whole-file write left is removed at start; another program's file is kept"
    )
    func formatOneCopiesRemoved() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await market().client(for: Self.demo).register(Self.draft("Kept"))
        let copy = folder.appendingPathComponent(".dat.nosync1A2.Xy7QpZ")
        let cutShort = folder.appendingPathComponent(".dat.nosync3F.aB3dE9")
        let foreign = folder.appendingPathComponent(".dat.nosync77.Zz9Yy8")
        try Data(#"{"changes":[],"format":"openmarket-market-data 1","productCount":30,"seed":2022}"#.utf8)
            .write(to: copy)
        try Data(#"{"changes":[{"registered""#.utf8).write(to: cutShort)
        try Data("another program's bytes".utf8).write(to: foreign)
        let restarted = try market()
        #expect(!FileManager.default.fileExists(atPath: copy.path))
        #expect(!FileManager.default.fileExists(atPath: cutShort.path))
        #expect(FileManager.default.fileExists(atPath: foreign.path))
        #expect(await restarted.productCount == 31)
    }

    @Test("past twice its compacted size the file is rewritten to its live data, ids and edits kept")
    func compaction() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let market = try market()
        let client = market.client(for: Self.demo)
        for name in ["Gone One", "Gone Two"] {
            let gone = try await client.register(Self.draft(name, pictureBytes: 290_000))
            try await client.delete(
                productID: gone.id,
                secret: try await client.deletionSecret(productID: gone.id, password: Self.demo.password))
        }
        let kept = try await client.register(Self.draft("Kept", pictureBytes: 290_000))
        _ = try await client.edit(id: kept.id, ProductEdit(price: 2_000))
        let seeded = try #require(
            try await client.page(number: 1, itemsPerPage: 50).products.first {
                $0.vendorID == 7 && $0.id <= 30
            })
        _ = try await client.edit(id: seeded.id, ProductEdit(name: "Renamed"))
        await market.compacted()
        let compacted = try bytes().count
        #expect(compacted < 500_000, "\(compacted) bytes after compaction")
        #expect(!FileManager.default.fileExists(atPath: leftover.path))

        let restarted = try self.market().client(for: Self.demo)
        #expect(try await restarted.detail(id: 33).product.price == 2_000)
        #expect(try await restarted.detail(id: seeded.id).product.name == "Renamed")
        await #expect(throws: MarketError.self) { try await restarted.detail(id: 31) }
        #expect(try await restarted.page(number: 1, itemsPerPage: 50).totalCount == 31)
        #expect(try await restarted.register(Self.draft("Next")).id == 34)
    }

    @Test("the largest registration the rules allow is saved and read back; a larger record is refused")
    func largestRecord() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let rules = ProductRules.standard
        let largest = ProductDraft(
            name: String(repeating: "n", count: rules.nameLength.upperBound),
            description: String(repeating: "d", count: rules.descriptionLength.upperBound), price: 1,
            stock: 1, currency: .krw,
            images: Array(
                repeating: ImageUpload(
                    fileName: "big.png", data: TestImages.png(totalBytes: rules.maximumImageBytes - 1)),
                count: rules.imageCount.upperBound))
        let market = try market()
        let registered = try await market.client(for: Self.demo).register(largest)
        await market.compacted()
        let restarted = try self.market().client(for: Self.demo)
        let detail = try await restarted.detail(id: registered.id)
        #expect(try await restarted.imageData(at: detail.images[4].url) == largest.images[4].data)

        var wider = rules
        wider.maximumImageBytes = 1 << 20
        let tooLarge = try self.market(rules: wider)
        var over = largest
        over.images = Array(
            repeating: ImageUpload(fileName: "big.png", data: TestImages.png(totalBytes: 1 << 20 - 1)),
            count: 5)
        await #expect(throws: MarketError.notSaved(diskFull: false)) {
            try await tooLarge.client(for: Self.demo).register(over)
        }
        #expect(await tooLarge.productCount == 31)
    }

    @Test("a file past the largest read at start is refused, saying so")
    func largestFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try market()
        // Sparse: no disk is used for the gap.
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: UInt64(1 << 30) + 1)
        try handle.close()
        #expect(
            throws: MarketDataError(
                file: file.path, reason: "it is larger than the 1073741824 bytes read at start")
        ) { try market() }
    }

    @Test("a file of format 1 (every change in one JSON object) is read and rewritten as format 2")
    func formatOne() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let draft = try String(decoding: JSONEncoder().encode(Self.draft("Old")), as: UTF8.self)
        try Data(
            ("{\"changes\":[{\"registered\":{\"_0\":\(draft),\"vendorID\":7,\"vendorName\":\"v\"}},"
                + "{\"deleted\":{\"id\":2}}],\"format\":\"openmarket-market-data 1\",\"productCount\":30,"
                + "\"seed\":2022}").utf8
        ).write(to: file)
        let client = try market().client(for: Self.demo)
        #expect(try await client.detail(id: 31).product.name == "Old")
        #expect(try bytes().starts(with: Data("{\"format\":\"openmarket-market-data 2\"".utf8)))
        let restarted = try market().client(for: Self.demo)
        #expect(try await restarted.register(Self.draft("New")).id == 32)
        await #expect(throws: MarketError.self) { try await restarted.detail(id: 2) }
    }
}
