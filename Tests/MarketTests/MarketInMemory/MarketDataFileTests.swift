import Foundation
import Market
import MarketInMemory
import Testing

/// `--data FILE`: the embedded market kept in a file across restarts.
@Suite("Market data file")
struct MarketDataFileTests {
    static let demo = VendorCredentials(vendorID: 7, identifier: "data-identifier", password: "data-password")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "market-data-\(UUID().uuidString)")
    var file: URL { folder.appendingPathComponent("market.json") }

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func market() throws -> InMemoryMarket {
        try InMemoryMarket.persisted(in: file, seed: 2022, productCount: 30, accounts: [Self.demo])
    }

    static let draft = ProductDraft(
        name: "Kept Mug", description: "Survives a restart.", price: 9_000, stock: 3, currency: .krw,
        images: [ImageUpload(fileName: "mug.png", data: TestImages.png)])

    @Test("what was registered, edited and deleted is there after a restart, images included")
    func survivesRestart() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try market().client(for: Self.demo)
        let registered = try await first.register(Self.draft)
        #expect(registered.id == 31)
        _ = try await first.edit(id: 31, ProductEdit(price: 9_900))
        let gone = try #require(
            try await first.page(number: 1, itemsPerPage: 30).products.first {
                $0.vendorID == 7 && $0.id != 31
            })
        try await first.delete(
            productID: gone.id,
            secret: try await first.deletionSecret(productID: gone.id, password: Self.demo.password))

        let restarted = try market().client(for: Self.demo)
        let page = try await restarted.page(number: 1, itemsPerPage: 40)
        #expect(page.totalCount == 30)
        #expect(page.products.first?.id == 31)
        #expect(page.products.first?.price == 9_900)
        #expect(!page.products.contains { $0.id == gone.id })
        let detail = try await restarted.detail(id: 31)
        #expect(try await restarted.imageData(at: detail.images[0].url) == TestImages.png)
        #expect(try await restarted.register(Self.draft).id == 32)
    }

    @Test("a file that is not a market's data is refused, saying why, and left untouched")
    func unreadableFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{\"hello\": 1}".utf8).write(to: file)
        #expect(
            throws: MarketDataError(
                file: file.path, reason: "it is not an Open Market data file (no 'format')")
        ) { try market() }
        #expect(try String(contentsOf: file, encoding: .utf8) == "{\"hello\": 1}")
        try Data("not json".utf8).write(to: file)
        #expect(throws: MarketDataError.self) { try market() }
        #expect(try String(contentsOf: file, encoding: .utf8) == "not json")
    }

    @Test("a change that cannot be written is not made, and answers an error")
    func unwritableFile() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let market = try market()
        // The file's place is taken by a folder: the append fails.
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        let client = market.client(for: Self.demo)
        await #expect(throws: MarketError.notSaved(diskFull: false)) { try await client.register(Self.draft) }
        #expect(await market.productCount == 30)
    }

    @Test(
        "a change on a full disk is not made, and answers that the disk is full",
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs Linux's /dev/full")
    )
    func fullDisk() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let market = try market()
        // The file's place is taken by Linux's always-full device: the append fails with ENOSPC.
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "/dev/full")
        let client = market.client(for: Self.demo)
        await #expect(throws: MarketError.notSaved(diskFull: true)) { try await client.register(Self.draft) }
        #expect(await market.productCount == 30)
    }

    @Test("a data file whose folder does not exist is refused at start, saying so")
    func missingFolder() throws {
        let missing = folder.appendingPathComponent("nowhere/market.json")
        #expect(throws: MarketDataError(file: missing.path, reason: "its folder does not exist")) {
            try InMemoryMarket.persisted(in: missing, accounts: [Self.demo])
        }
        try? FileManager.default.removeItem(at: folder)
    }

    @Test("every session of one market sees what another changed")
    func sharedBySessions() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let market = InMemoryMarket(seed: 2022, productCount: 30, accounts: [Self.demo])
        let tab1 = market.client(for: Self.demo)
        let tab2 = market.client(for: Self.demo)
        let registered = try await tab1.register(Self.draft)
        #expect(try await tab2.detail(id: registered.id).product.name == "Kept Mug")
    }
}
