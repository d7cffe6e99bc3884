import Foundation
import Market
import MarketHTTP
import MarketInMemory
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The vendor `identifier` and password never show up when credentials, clients or errors are printed,
/// debug-printed or dumped (logs and crash reports are full of those).
@Suite("Secrets stay out of descriptions")
struct RequestSecretsTests {
    static let identifier = "test-identifier-\(UUID().uuidString)"
    static let password = "test-password-\(UUID().uuidString)"
    static let secrets = [identifier, password]
    static let credentials = VendorCredentials(vendorID: 7, identifier: identifier, password: password)

    @Test("the leak detector finds a secret in each of the three renderings")
    func detectorWorks() {
        struct Plain { let identifier: String }
        #expect(
            leaks(of: Self.secrets, in: Plain(identifier: Self.identifier)) == [
                "describing", "reflecting", "dump",
            ])
        #expect(leaks(of: Self.secrets, in: Plain(identifier: "nothing to see")) == [])
    }

    @Test("VendorCredentials print redacted but keep the vendor id")
    func credentials() {
        let credentials = Self.credentials
        #expect(leaks(of: Self.secrets, in: credentials) == [])
        #expect(
            String(describing: credentials)
                == "VendorCredentials(vendorID: 7, identifier: •••, password: •••)")
        #expect(String(reflecting: credentials) == String(describing: credentials))
        var dumped = ""
        dump(credentials, to: &dumped)
        #expect(dumped.contains("vendorID: 7"))
        #expect(dumped.contains("•••"))
        #expect(
            Mirror(reflecting: credentials).children.map(\.label) == ["vendorID", "identifier", "password"])
        #expect(leaks(of: Self.secrets, in: [credentials]) == [])
        #expect(leaks(of: Self.secrets, in: Optional(credentials) as Any) == [])
    }

    @Test("an HTTP client and its configuration print no secret")
    func httpClient() throws {
        let configuration = HTTPMarketClient.Configuration(
            baseURL: try #require(URL(string: "http://127.0.0.1:9")), credentials: Self.credentials)
        #expect(leaks(of: Self.secrets, in: configuration) == [])
        #expect(leaks(of: Self.secrets, in: HTTPMarketClient(configuration: configuration)) == [])
    }

    @Test("the in-memory market and its clients print no secret")
    func inMemoryMarket() {
        let market = InMemoryMarket(productCount: 3, accounts: [Self.credentials])
        #expect(leaks(of: Self.secrets, in: market) == [])
        #expect(leaks(of: Self.secrets, in: market.client(for: Self.credentials)) == [])
    }

    @Test("no error of the in-memory market carries a secret")
    func inMemoryErrors() async throws {
        let market = InMemoryMarket(accounts: [Self.credentials])
        let client = market.client(for: Self.credentials)
        let impostor = market.client(
            for: VendorCredentials(
                vendorID: 7, identifier: Self.identifier, password: "wrong-" + Self.password))
        let stranger = market.client(
            for: VendorCredentials(
                vendorID: 7, identifier: "other-" + Self.identifier, password: Self.password))
        let foreign = try #require(Catalogue(seed: 2022).details.first { $0.product.vendorID != 7 }).id
        var draft = ProductDraft(
            name: "ab", description: "Long enough description.", price: 1, currency: .krw,
            images: [ImageUpload(fileName: Self.password, data: Data())])
        var errors: [MarketError?] = []
        errors.append(await failure { try await client.register(draft) })
        draft.name = "Fine name"
        errors.append(await failure { try await client.register(draft) })
        errors.append(await failure { try await impostor.register(draft) })
        errors.append(await failure { try await stranger.edit(id: 1, ProductEdit(stock: 1)) })
        errors.append(
            await failure { try await client.deletionSecret(productID: foreign, password: Self.password) })
        errors.append(
            await failure { try await client.deletionSecret(productID: 1, password: "x" + Self.password) })
        errors.append(await failure { try await client.delete(productID: foreign, secret: Self.password) })
        errors.append(await failure { try await client.detail(id: 9_999) })
        await market.failNext(1)
        errors.append(await failure { try await client.healthCheck() })
        let found = errors.compactMap { $0 }
        #expect(found.count == 9)
        #expect(found.contains(.server(status: 400, message: "images[0] is not a JPEG or PNG")))
        #expect(found.contains(.server(status: 400, message: "wrong secret")))
        #expect(found.contains(.server(status: 400, message: "unknown identifier")))
        for error in found + [.rejected(RuleViolation(.images, .notAnImage(index: 0, fileName: "a.png")))] {
            #expect(leaks(of: Self.secrets, in: error) == [], "\(error)")
        }
    }

    @Test("no error of the HTTP client carries a secret, the request having carried both")
    func httpErrors() async throws {
        let server = try LoopbackServer.start()
        defer { server.stop() }
        let client = HTTPMarketClient(
            configuration: .init(baseURL: server.baseURL, credentials: Self.credentials, timeout: 2))
        var errors: [MarketError?] = []
        errors.append(
            await failure { try await client.deletionSecret(productID: 1, password: Self.password) })
        errors.append(await failure { try await client.edit(id: 404, ProductEdit(stock: 1)) })
        let faults: [Fault.Kind] = [.status, .malformedJSON, .wrongContentType, .truncate]
        for kind in faults {
            server.inject([Fault(kind: kind)])
            errors.append(await failure { try await client.edit(id: 3, ProductEdit(stock: 1)) })
        }
        server.inject([Fault(kind: .reset, times: 2)])
        errors.append(await failure { try await client.edit(id: 3, ProductEdit(stock: 1)) })
        server.reset()
        errors.append(
            await failure {
                try await client.register(
                    ProductDraft(name: "n", description: "d", price: 1, currency: .krw, images: []))
            })

        let found = errors.compactMap { $0 }
        #expect(found.count == 8)
        #expect(found.first == .server(status: 400, message: "wrong secret"))
        #expect(found.dropFirst().first == .server(status: 404, message: "product not found"))
        #expect(found.last == .server(status: 400, message: "images: 1 to 5 parts required, got 0"))
        for error in found + [.timeout, .cancelled] {
            #expect(leaks(of: Self.secrets, in: error) == [], "\(error)")
        }
        let sent = server.requests().last
        #expect(sent?.header("identifier") == Self.identifier)
        #expect(sent?.parts(named: "params").first?.text?.contains(Self.password) == true)
    }
}
