import Foundation
import WebCore
import WebServer

/// A browser tab as the load benchmarks play it: its page fetched (a new session), its WebSocket
/// joined, and reports sent one at a time, each timed to its acknowledgement.
final class WebTab {
    /// A page's session and token, as its meta tags name them.
    struct Page: Sendable {
        var session: String
        var token: String
    }

    let socket: LoopbackWebSocket
    private var ref = 0

    /// `GET /` as a new tab does; nil if it failed.
    static func open(_ port: Int) -> Page? {
        let request = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
        guard let answer = try? LoopbackClient(port: port).exchange(request), answer.status == 200 else {
            return nil
        }
        let html = answer.bodyText
        return Page(session: meta("webui-session", html), token: meta("webui-token", html))
    }

    /// The tab's WebSocket, joined to `page`'s session (its `joined` answer read); nil if it failed.
    init?(_ page: Page, port: Int) {
        guard let socket = try? LoopbackWebSocket(port: port, origin: "http://127.0.0.1:\(port)"),
            socket.status == 101,
            socket.send(#"{"join":{"session":"\#(page.session)","token":"\#(page.token)","path":"/"}}"#)
        else { return nil }
        self.socket = socket
        guard read(until: { $0.hasPrefix(#"{"joined""#) }) else { return nil }
    }

    /// Sends the `ClientEvent` JSON `event` and returns the milliseconds until its acknowledgement (its
    /// patches come before it); nil if the connection ended.
    func report(_ event: String) -> Double? {
        ref += 1
        let start = ContinuousClock.now
        guard socket.send(#"{"ref":\#(ref),"event":\#(event)}"#) else { return nil }
        let ack = #"{"ack":\#(ref)}"#
        guard read(until: { $0 == ack }) else { return nil }
        return Measurement.nanoseconds(ContinuousClock.now - start) / 1_000_000
    }

    /// Reads until a text message satisfies `done`; false if the connection ended or no such message
    /// came within `LoopbackClient.defaultPatience`.
    private func read(until done: (String) -> Bool) -> Bool {
        var messages: [WebSocketMessage] = []
        socket.read(into: &messages, for: LoopbackClient.defaultPatience) { messages in
            messages.contains { if case .text(let text) = $0 { done(text) } else { false } }
        }
        return messages.contains { if case .text(let text) = $0 { done(text) } else { false } }
    }

    private static func meta(_ name: String, _ html: String) -> String {
        guard let start = html.range(of: "<meta name=\"\(name)\" content=\"") else { return "" }
        let rest = html[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) } ?? ""
    }
}
