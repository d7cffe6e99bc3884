import Foundation
import WebCore

/// Drives an `HTTPConnection` as a transport would, in memory and on a manual time: what the client
/// sends goes in, what the connection writes is taken at once (unless the client stops reading), and
/// its events are carried out and written down for the test to read.
struct ConnectionDriver {
    static let host = "127.0.0.1:8080"

    /// The router every test's connection serves: a page, a constant style sheet, an upload and the
    /// WebSocket, whose channel is `channel`.
    static func router(channel: WebSocketChannel) -> Router {
        var router = Router()
        router.get("/") { _ in .text("page") }
        router.get("/app.css", constant: .text("body{}", contentType: "text/css"))
        router.post("/upload") { _ in .status(204) }
        router.get("/live") { _ in .webSocket(channel) }
        return router
    }

    var connection: HTTPConnection
    /// The time, as the transport reads it from its clock.
    var now = Duration.zero
    /// What the client received so far.
    var received: [UInt8] = []
    /// The events, in order: `handle GET /`, `open`, `deliver TEXT`, `end`, `shutdownWrite`, `close`.
    var events: [String] = []
    /// The requests handed to handlers, in order.
    var requests: [HTTPRequest] = []
    /// Whether the client takes what is written; when not, every write would block.
    var clientReads = true

    init(limits: HTTPLimits = HTTPLimits(), channel: WebSocketChannel = Self.silentChannel()) {
        connection = HTTPConnection(
            router: Self.router(channel: channel),
            policy: RequestPolicy(
                allowedHosts: [Self.host], isValidToken: { token, _ in token == "s3cret" }),
            limits: limits, now: .zero)
    }

    static func silentChannel() -> WebSocketChannel {
        WebSocketChannel(onText: { _ in }, onClose: {})
    }

    var receivedText: String { String(decoding: received, as: UTF8.self) }

    mutating func send(_ text: String) {
        send(bytes: Array(text.utf8))
    }

    mutating func send(bytes: [UInt8]) {
        take(connection.received(bytes, now: now))
    }

    /// Answers the request being handled with `response`.
    mutating func answer(_ response: HTTPResponse) {
        take(connection.answer(response, now: now))
    }

    /// Moves the time by `duration`, and lets the connection look at it, as the loop's tick does.
    mutating func advance(by duration: Duration) {
        now += duration
        take(connection.tick(now: now))
    }

    mutating func peerCloses() {
        take(connection.peerClosed())
    }

    /// Takes `events` and then what the connection writes, as the transport does.
    mutating func take(_ new: [HTTPConnection.Event]) {
        record(new)
        while !connection.isClosed, !connection.output.isEmpty {
            guard clientReads else {
                connection.writeBlocked(now: now)
                return
            }
            let bytes = Array(connection.output)
            received += bytes
            record(connection.wrote(bytes.count, now: now))
        }
    }

    private mutating func record(_ new: [HTTPConnection.Event]) {
        for event in new {
            switch event {
            case .handle(let request, _):
                requests.append(request)
                events.append("handle \(request.method) \(request.target)")
            case .openChannel: events.append("open")
            case .deliver(let text, _): events.append("deliver \(text)")
            case .endChannel: events.append("end")
            case .shutdownWrite: events.append("shutdownWrite")
            case .close: events.append("close")
            }
        }
    }
}
