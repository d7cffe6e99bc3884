import Foundation

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
        guard let answer = LoopbackClient(port: port)?.exchange(Array(request.utf8)), answer.status == 200
        else {
            return nil
        }
        return Page(session: meta("webui-session", answer.body), token: meta("webui-token", answer.body))
    }

    /// The tab's WebSocket, joined to `page`'s session (its `joined` answer read); nil if it failed.
    init?(_ page: Page, port: Int) {
        guard let socket = LoopbackWebSocket(port: port),
            socket.join(session: page.session, token: page.token),
            socket.read(until: { $0.hasPrefix(#"{"joined""#) }) != nil
        else { return nil }
        self.socket = socket
    }

    /// Sends the `ClientEvent` JSON `event` and returns the milliseconds until its acknowledgement (its
    /// patches come before it); nil if the connection ended.
    func report(_ event: String) -> Double? {
        ref += 1
        let start = ContinuousClock.now
        guard socket.send(#"{"ref":\#(ref),"event":\#(event)}"#) else { return nil }
        let ack = #"{"ack":\#(ref)}"#
        guard socket.read(until: { $0 == ack }) != nil else { return nil }
        return Measurement.nanoseconds(ContinuousClock.now - start) / 1_000_000
    }

    private static func meta(_ name: String, _ html: String) -> String {
        guard let start = html.range(of: "<meta name=\"\(name)\" content=\"") else { return "" }
        let rest = html[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) } ?? ""
    }
}
