import Foundation
import WebCore

/// One client connection held in memory: the server's own protocol (`HTTPConnection`) fed with the
/// bytes the client sends and the tester's manual time, its handlers run and awaited in turn, what it
/// writes taken at once. The client's side reads it back: HTTP answers, and once upgraded, the server's
/// WebSocket messages, answering its pings as a browser does.
@MainActor
final class MemoryConnection {
    private var http: HTTPConnection
    private let uptime: Uptime
    /// What the application sent on the channel, waiting to be framed (the channel's writer may be
    /// called from any thread).
    private let outbox = Outbox()
    /// Everything the server wrote, HTTP answers and the WebSocket's frames alike.
    private(set) var received: [UInt8] = []
    /// Whether the server took the connection over for a WebSocket (its frames follow the one answer,
    /// `101 Switching Protocols`).
    private(set) var isUpgraded = false
    private var frames = WebSocketParser(maxMessageBytes: 1 << 26, expectsMaskedFrames: false)
    private var framesRead = 0
    /// The server's WebSocket messages read so far.
    private(set) var messages: [WebSocketMessage] = []
    private(set) var isWriteShut = false

    init(router: Router, policy: RequestPolicy, limits: HTTPLimits, uptime: Uptime) {
        self.uptime = uptime
        http = HTTPConnection(router: router, policy: policy, limits: limits, now: uptime.now)
    }

    var isClosed: Bool { http.isClosed }

    /// The client sends `bytes`; returns once the handlers they called have answered.
    func send(_ bytes: [UInt8]) async {
        await perform(http.received(bytes, now: uptime.now))
    }

    /// The client goes away (a closed tab, a lost network).
    func drop() async {
        await perform(http.peerClosed())
    }

    /// The server's loop looks at the time: timeouts, the heartbeat.
    func tick() async {
        await perform(http.tick(now: uptime.now))
    }

    /// Frames what the application sent since, and reads the messages out.
    func pump() async {
        for outgoing in outbox.take() { await perform(http.send(outgoing, now: uptime.now)) }
        guard isUpgraded, let framesStart = RequestHeadParser.endOfHead(in: received),
            received.count > framesStart + framesRead
        else { return }
        let new = received[(framesStart + framesRead)...]
        framesRead += new.count
        let read = frames.feed(new).messages
        messages += read
        // A browser answers the server's pings by itself.
        for case .ping(let payload) in read {
            await send(
                WebSocketFrameEncoder.masking(WebSocketFrameEncoder.pong(payload), with: [1, 2, 3, 4]))
        }
    }

    private func perform(_ events: [HTTPConnection.Event]) async {
        for event in events {
            switch event {
            case .handle(let request, let handler):
                let response = await handler(request)
                await perform(http.answer(response, now: uptime.now))
            case .openChannel(let channel):
                isUpgraded = true
                channel.open { [outbox] outgoing in outbox.post(outgoing) }
            case .deliver(let text, let channel):
                channel.deliver(text)
            case .endChannel(let channel):
                channel.end()
            case .shutdownWrite:
                isWriteShut = true
            case .close:
                break
            }
        }
        while !http.isClosed, !http.output.isEmpty {
            let bytes = http.output
            received += bytes
            await perform(http.wrote(bytes.count, now: uptime.now))
        }
    }

    /// The channel's messages on their way to the connection.
    ///
    /// `@unchecked Sendable`: `waiting` is guarded by `lock`.
    private final class Outbox: @unchecked Sendable {
        private let lock = NSLock()
        private var waiting: [WebSocketChannel.Outgoing] = []

        func post(_ outgoing: WebSocketChannel.Outgoing) {
            lock.withLock { waiting.append(outgoing) }
        }

        func take() -> [WebSocketChannel.Outgoing] {
            lock.withLock {
                defer { waiting = [] }
                return waiting
            }
        }
    }
}
