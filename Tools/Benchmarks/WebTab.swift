import Foundation
import WebCore
import WebServer

/// A browser tab as the load benchmarks play it: its page fetched (a new session), its WebSocket
/// joined, and reports sent one at a time, each timed to its acknowledgement.
final class WebTab {
    /// A page's address, session and token, as its meta tags name them, and the id of its pushed
    /// screen (`data-screen`), if it has one.
    struct Page: Sendable {
        var path = "/"
        var session: String
        var token: String
        var screen: String?
    }

    let socket: LoopbackWebSocket
    private var ref = 0

    /// `GET path` as a new tab does; nil if it failed.
    static func open(_ port: Int, path: String = "/") -> Page? {
        let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
        guard let answer = try? LoopbackClient(port: port).exchange(request), answer.status == 200 else {
            return nil
        }
        let html = answer.bodyText
        return Page(
            path: path, session: attribute("<meta name=\"webui-session\" content=\"", html),
            token: attribute("<meta name=\"webui-token\" content=\"", html),
            screen: html.contains("data-screen=\"") ? attribute("data-screen=\"", html) : nil)
    }

    /// The tab's WebSocket at its session's address, joined to `page`'s session (its `joined` answer
    /// read); nil if it failed.
    init?(_ page: Page, port: Int) {
        guard
            let socket = try? LoopbackWebSocket(
                port: port, path: "/s/\(page.session)/live", origin: "http://127.0.0.1:\(port)"),
            socket.status == 101,
            socket.send(
                #"{"join":{"session":"\#(page.session)","token":"\#(page.token)","path":"\#(page.path)"}}"#)
        else { return nil }
        self.socket = socket
        guard read(until: { $0.hasPrefix(#"{"joined""#) }) else { return nil }
    }

    /// Sends the `ClientEvent` JSON `event` and returns the milliseconds until its acknowledgement (its
    /// patches come before it); nil if the connection ended.
    func report(_ event: String) -> Double? {
        let start = ContinuousClock.now
        guard send(event) else { return nil }
        let ack = #"{"ack":\#(ref)}"#
        guard read(until: { $0 == ack }) else { return nil }
        return Measurement.nanoseconds(ContinuousClock.now - start) / 1_000_000
    }

    /// Sends the `ClientEvent` JSON `event` without waiting for its acknowledgement; false if the
    /// connection ended.
    func send(_ event: String) -> Bool {
        ref += 1
        return socket.send(#"{"ref":\#(ref),"event":\#(event)}"#)
    }

    /// Reads until a text message satisfies `done`; false if the connection ended or no such message
    /// came within `LoopbackClient.defaultPatience`.
    func read(until done: (String) -> Bool) -> Bool {
        var messages: [WebSocketMessage] = []
        socket.read(into: &messages, for: LoopbackClient.defaultPatience) { messages in
            messages.contains { if case .text(let text) = $0 { done(text) } else { false } }
        }
        return messages.contains { if case .text(let text) = $0 { done(text) } else { false } }
    }

    /// The quoted value after `opening` in `html` ("" when absent).
    private static func attribute(_ opening: String, _ html: String) -> String {
        guard let start = html.range(of: opening) else { return "" }
        let rest = html[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) } ?? ""
    }
}
