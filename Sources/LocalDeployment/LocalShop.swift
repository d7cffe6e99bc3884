import Foundation
import WebServer

/// One shop across processes, as an operator runs it on one machine (`deploy/README.md`): Redis, the
/// market (`openmarket market`) and web processes sharing both and, when proxied, nginx in front of
/// them (`deploy/nginx.conf`). Each is a child of this process on free loopback ports, stopped with
/// the shop. The scale tests and the scale benchmark run it.
public final class LocalShop {
    public let redis: RedisServer
    public let market: ServerProcess
    public let webs: [Web]
    /// nginx in front of the web processes, when proxied.
    public let nginx: Nginx?

    /// The shop with `webProcesses` web processes, the vendor's credentials in `environment` (never on
    /// a command line); behind nginx when `proxied`, each web process then named `webN` (nginx routes
    /// by it) on a port of its own that it keeps across restarts. Returns once every web process
    /// subscribes to Redis's channel, so that nothing published after is missed.
    public init(environment: [String: String], webProcesses: Int = 3, proxied: Bool = false) throws {
        let redis = try RedisServer()
        self.redis = redis
        market = try ServerProcess(["market", "--port", "0"], environment: environment)
        let shared = [
            "web", "--server", "http://127.0.0.1:\(market.port)", "--api", "v2", "--pubsub", redis.url,
        ]
        let nginxPort = proxied ? try LoopbackPort.free() : nil
        let webs = try (1...webProcesses).map { number in
            guard let nginxPort else { return try Web(shared + ["--port", "0"], environment: environment) }
            return try Web(
                shared + [
                    "--port", "\(try LoopbackPort.free())", "--instance", "web\(number)", "--public-address",
                    "127.0.0.1:\(nginxPort)",
                ], environment: environment)
        }
        self.webs = webs
        nginx = try nginxPort.map { try Nginx(port: $0, webPorts: webs.map(\.process.port)) }
        var subscribed = 0
        for _ in 0..<6000 where subscribed < webProcesses {
            subscribed = redis.subscribers(of: RedisPubSub.channel)
        }
    }

    deinit {
        webs.forEach { $0.process.stop() }
        market.stop()
    }

    /// The market's first page of `count` products, newest first, each as the market's JSON object.
    public func firstPage(of count: Int = 20) async throws -> [[String: Any]] {
        let response = try await LoopbackClient(port: market.port).exchange(
            "GET /api/products?page_no=1&items_per_page=\(count) HTTP/1.1\r\nHost: 127.0.0.1:\(market.port)\r\n"
                + "Connection: close\r\n\r\n")
        let page = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
        guard let items = page?["pages"] as? [[String: Any]] else { throw CocoaError(.fileReadCorruptFile) }
        return items
    }

    /// One `openmarket web` process of the shop.
    ///
    /// `@unchecked Sendable`: a caller restarts it on a thread of its own (`restart`), and awaits that
    /// before it touches the process again.
    public final class Web: @unchecked Sendable {
        public private(set) var process: ServerProcess
        private let arguments: [String]
        private let environment: [String: String]

        init(_ arguments: [String], environment: [String: String]) throws {
            self.arguments = arguments
            self.environment = environment
            process = try ServerProcess(arguments, environment: environment)
        }

        /// Asks it to stop (SIGTERM) and starts it again with the same arguments (its port too, when it
        /// was given one), as a rolling restart does; returns how the stopped process ended and what
        /// it logged.
        public func restart() throws -> (status: Int32, log: String) {
            let stopped = process.askToStop()
            process = try ServerProcess(arguments, environment: environment)
            return stopped
        }
    }
}
