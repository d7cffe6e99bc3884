import Foundation
import Market
import MarketHTTP
import MarketInMemory
import MarketServer
import Testing
import WebServer

/// How a test reaches the embedded market: in process (`InMemoryMarket.client(for:)`), or over HTTP
/// through `MarketAPI` on the framework's server and `HTTPMarketClient`, the way `openmarket web
/// --server URL --api v2` reaches `openmarket market`. The market's contract tests run over both, so
/// the served market keeps every rule and answer of the embedded one.
enum MarketTransport: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case inProcess = "in process"
    case http = "over HTTP"

    var testDescription: String { rawValue }
}

/// One market reached over one transport for the length of a test: its clients, and what a detail
/// looks like once it has crossed the transport. The HTTP server stops when the test releases it.
final class MarketConnection: Sendable {
    let market: InMemoryMarket
    let transport: MarketTransport
    private let server: HTTPServer?
    /// The served market's address, e.g. `http://127.0.0.1:40123`.
    private let base: String

    init(_ market: InMemoryMarket, over transport: MarketTransport) throws {
        self.market = market
        self.transport = transport
        switch transport {
        case .inProcess:
            server = nil
            base = ""
        case .http:
            let server = HTTPServer(
                router: MarketAPI(market: market).router(), policy: MarketAPI.policy,
                limits: MarketAPI.limits,
                log: { _ in })
            base = "http://127.0.0.1:\(try server.start())"
            self.server = server
        }
    }

    deinit { server?.stop() }

    /// How long a request over HTTP may take. The server answers on the process's cooperative threads,
    /// which the suite's other tests may hold for many seconds on a busy machine: a request waits for
    /// them, so this is no measure of speed, only a guard against a server that never answers.
    static let patience: TimeInterval = 600

    /// A client acting for `credentials`.
    func client(for credentials: VendorCredentials) -> any MarketClient {
        switch transport {
        case .inProcess:
            market.client(for: credentials)
        case .http:
            HTTPMarketClient(
                configuration: .init(
                    baseURL: URL(string: base)!, credentials: credentials, api: .v2,
                    timeout: Self.patience, deadline: Self.patience))
        }
    }

    /// The address a client over this transport fetches the embedded market's picture `url` from.
    func imageURL(_ url: String) -> String {
        guard transport == .http, url.hasPrefix("memory://") else { return url }
        return base + "/" + url.dropFirst("memory://".count)
    }

    /// `product` as a client over this transport reads it: over HTTP, its thumbnail at the server's address.
    func carried(_ product: Product) -> Product {
        var carried = product
        carried.thumbnailURL = product.thumbnailURL.map(imageURL)
        return carried
    }

    /// `detail` as a client over this transport reads it: over HTTP, its pictures at the server's
    /// address and its vendor as the contract's `{id, name}` (no other language's name, no dates).
    func carried(_ detail: ProductDetail) -> ProductDetail {
        guard transport == .http else { return detail }
        var crossed = detail
        crossed.product = carried(detail.product)
        crossed.images = detail.images.map {
            ProductImage(
                id: $0.id, url: imageURL($0.url), thumbnailURL: imageURL($0.thumbnailURL),
                issuedAt: $0.issuedAt)
        }
        crossed.vendor = detail.vendor.map { Vendor(id: $0.id, name: $0.name) }
        return crossed
    }
}

/// The connections a test opened, kept until the test's suite instance goes (so a server is not
/// stopped while a client still talks to it).
final class OpenedConnections: @unchecked Sendable {
    private let lock = NSLock()
    private var connections: [MarketConnection] = []

    /// `market` reached over `transport`, held as long as this.
    func open(_ market: InMemoryMarket, over transport: MarketTransport) throws -> MarketConnection {
        let connection = try MarketConnection(market, over: transport)
        lock.withLock { connections.append(connection) }
        return connection
    }
}
