import Foundation
import LocalDeployment
import Testing
import WebCore
import WebServer

/// The shop as the scale tests run it: the demo vendor's credentials, and browser tabs played on a
/// web process's WebSockets.
typealias Shop = LocalShop

extension LocalShop {
    /// The demo vendor's credentials, given to every process by the environment only.
    static let environment = [
        "OPENMARKET_IDENTIFIER": "scale-identifier", "OPENMARKET_VENDOR_ID": "7",
        "OPENMARKET_PASSWORD": "scale-password",
    ]

    /// The shop of the scale tests, behind nginx when `proxied`.
    convenience init(proxied: Bool = false) throws {
        try self.init(environment: Self.environment, proxied: proxied)
    }

    /// The id of the newest product of the demo vendor on the market's first page.
    func ownProductOnFirstPage() async throws -> Int {
        try #require(try await firstPage().first { $0["vendor_id"] as? Int == 7 }?["id"] as? Int)
    }
}

extension LocalShop.Web {
    /// A tab open at `path`: its page loaded, its WebSocket joined.
    func tab(_ path: String) async throws -> LocalShop.Tab {
        let port = process.port
        let response = try await LoopbackClient(port: port).exchange(
            "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
        let html = response.bodyText
        let session = try #require(RunningApp.meta("webui-session", in: html))
        let token = try #require(RunningApp.meta("webui-token", in: html))
        let socket = try await LoopbackWebSocket.connect(
            port: port, path: "/s/\(session)/live", origin: "http://127.0.0.1:\(port)")
        socket.send(#"{"join":{"session":"\#(session)","token":"\#(token)","path":"\#(path)"}}"#)
        let tab = LocalShop.Tab(socket, screen: Self.screen(in: html))
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

extension LocalShop {
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
