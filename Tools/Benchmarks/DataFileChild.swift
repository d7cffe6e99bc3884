import Foundation
import Market
import MarketInMemory
import MarketTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--data-file-child FILE`: registers products (a 100 KB picture each, so that the file is compacted
/// every few dozen) on the market kept in FILE and deletes every third, printing `+ID` once registered,
/// `~ID` before asking to delete (so ID may be gone without `-ID`) and `-ID` once deleted, until it is killed (the kill -9 test and benchmark, whose
/// child it is), its parent is gone, or 10,000 changes are made.
enum DataFileChild {
    static let credentials = VendorCredentials(vendorID: 7, identifier: "test-child", password: "test-child")

    /// A product of `name` with a picture of `pictureBytes`.
    static func draft(_ name: String, pictureBytes: Int) -> ProductDraft {
        ProductDraft(
            name: name, description: "Registered by the data file's child.", price: 1_000, stock: 1,
            currency: .krw,
            images: [ImageUpload(fileName: "p.png", data: ImageBytes.png(totalBytes: pictureBytes))])
    }

    static func run(file: String) async -> Never {
        signal(SIGTERM, SIG_DFL)
        let parent = getppid()
        do {
            let market = try InMemoryMarket.persisted(
                in: URL(fileURLWithPath: file), productCount: 30, accounts: [credentials])
            let client = market.client(for: credentials)
            for index in 0..<10_000 where getppid() == parent {
                let id = try await client.register(draft("Child \(index)", pictureBytes: 100_000)).id
                say("+\(id)")
                guard index % 3 == 2 else { continue }
                say("~\(id)")
                let secret = try await client.deletionSecret(productID: id, password: credentials.password)
                try await client.delete(productID: id, secret: secret)
                say("-\(id)")
            }
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("data-file child: \(error)\n".utf8))
            exit(1)
        }
    }

    /// Writes `line` at once (unbuffered): what is printed was answered.
    private static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
