import Foundation
import Testing
import WebCore

@testable import WebServer

/// One shop across processes, as an operator runs it on one machine: Redis, the market and three web
/// processes sharing both and, when proxied, nginx in front of them (`deploy/nginx.conf`), each child
/// bound to the test process and stopped with the shop.
final class Shop {
    /// The demo vendor's credentials, given to every process by the environment only.
    static let environment = [
        "OPENMARKET_IDENTIFIER": "scale-identifier", "OPENMARKET_VENDOR_ID": "7",
        "OPENMARKET_PASSWORD": "scale-password",
    ]

    let redis: RedisServer
    let market: ServerProcess
    let webs: [Web]
    /// nginx in front of the web processes, when proxied.
    let nginx: Nginx?

    /// The shop with `webProcesses` web processes (on free ports), behind nginx when `proxied`: each
    /// then named `webN` and on a port of its own that it keeps across restarts, as nginx's
    /// configuration names them.
    init(webProcesses: Int = 3, proxied: Bool = false) throws {
        let redis = try RedisServer()
        self.redis = redis
        market = try ServerProcess(["market", "--port", "0"], environment: Self.environment)
        let shared = [
            "web", "--server", "http://127.0.0.1:\(market.port)", "--api", "v2", "--pubsub", redis.url,
        ]
        let nginxPort = proxied ? try Shop.freePort() : nil
        let webs = try (1...webProcesses).map { number in
            guard let nginxPort else { return try Web(shared + ["--port", "0"]) }
            return try Web(
                shared + [
                    "--port", "\(try Shop.freePort())", "--instance", "web\(number)", "--public-address",
                    "127.0.0.1:\(nginxPort)",
                ])
        }
        self.webs = webs
        nginx = try nginxPort.map { try Nginx(port: $0, webPorts: webs.map(\.process.port)) }
        // Each process's subscriber is on the channel before anything is published (at most once).
        var subscribed = 0
        for _ in 0..<6000 where subscribed < webProcesses {
            subscribed = redis.subscribers(of: "openmarket:changes")
        }
    }

    deinit {
        webs.forEach { _ = $0.process.stop() }
        _ = market.stop()
    }

    /// A loopback port no one listens on now.
    static func freePort() throws -> Int {
        let (socket, port) = try Socket.listen(port: 0)
        socket.close()
        return port
    }

    /// The market's first page of `count` products, newest first, as the market's JSON.
    func firstPage(of count: Int = 20) async throws -> [[String: Any]] {
        let client = try LoopbackClient(port: market.port)
        let response = try await client.exchange(
            "GET /api/products?page_no=1&items_per_page=\(count) HTTP/1.1\r\nHost: 127.0.0.1:\(market.port)\r\n"
                + "Connection: close\r\n\r\n")
        let page = try #require(
            try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        return try #require(page["pages"] as? [[String: Any]])
    }

    /// The id of the newest product of the demo vendor on the market's first page.
    func ownProductOnFirstPage() async throws -> Int {
        try #require(try await firstPage().first { $0["vendor_id"] as? Int == 7 }?["id"] as? Int)
    }

    /// One `openmarket web` process.
    ///
    /// `@unchecked Sendable`: a test restarts it on a thread of its own (`restart`), and awaits that
    /// before it touches the process again.
    final class Web: @unchecked Sendable {
        private(set) var process: ServerProcess
        private let arguments: [String]

        init(_ arguments: [String]) throws {
            self.arguments = arguments
            process = try ServerProcess(arguments, environment: Shop.environment)
        }

        /// Asks it to stop (SIGTERM) and starts it again with the same arguments (its port too, when it
        /// was given one), as a rolling restart does; returns what the stopped process logged.
        func restart() throws -> (status: Int32, log: String) {
            let stopped = process.askToStop()
            process = try ServerProcess(arguments, environment: Shop.environment)
            return stopped
        }

        /// A tab open at `path`: its page loaded, its WebSocket joined.
        func tab(_ path: String) async throws -> Tab {
            let port = process.port
            let response = try await LoopbackClient(port: port).exchange(
                "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
            let html = response.bodyText
            let session = try #require(RunningApp.meta("webui-session", in: html))
            let token = try #require(RunningApp.meta("webui-token", in: html))
            let socket = try await LoopbackWebSocket.connect(port: port, origin: "http://127.0.0.1:\(port)")
            socket.send(#"{"join":{"session":"\#(session)","token":"\#(token)","path":"\#(path)"}}"#)
            let tab = Tab(socket, screen: Self.screen(in: html))
            #expect(await tab.receives(#"{"joined":"#))
            return tab
        }

        /// The id the page drew its pushed screen with (`data-screen`), if it has one.
        static func screen(in html: String) -> String? {
            guard let start = html.range(of: "data-screen=\"") else { return nil }
            let rest = html[start.upperBound...]
            return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
        }
    }

    /// A browser tab played on its WebSocket: its reports numbered from 1, what it received kept.
    final class Tab {
        let socket: LoopbackWebSocket
        let screen: String?
        private var received: [WebSocketMessage] = []
        private var nextRef = 1

        init(_ socket: LoopbackWebSocket, screen: String?) {
            self.socket = socket
            self.screen = screen
        }

        /// Sends `event` as the tab's next report.
        func report(_ event: String) {
            socket.send(#"{"ref":\#(nextRef),"event":\#(event)}"#)
            nextRef += 1
        }

        /// Renames the product on the edit form this tab shows, and submits it.
        func rename(to name: String) {
            #expect(screen != nil, "an edit form's page draws its screen's id")
            let screen = screen ?? ""
            report(
                #"{"kind":"input","name":"field","data":{"field":"name","screen":"\#(screen)"},"value":"\#(name)"}"#
            )
            report(#"{"kind":"click","name":"submit","data":{"screen":"\#(screen)"}}"#)
        }

        /// Whether a message holding `text` came (a guard of 60 s against one that never does).
        func receives(_ text: String) async -> Bool {
            await socket.read(into: &received, for: 60) { messages in
                LoopbackWebSocket.texts(messages).contains { $0.contains(text) }
            }
            return LoopbackWebSocket.texts(received).contains { $0.contains(text) }
        }
    }
}
