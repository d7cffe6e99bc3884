import Foundation

/// One client connection's HTTP/1.1 and WebSocket protocol without its socket (sans-IO, as h11 and
/// hyper are): the transport hands it the bytes it read and the time, writes the bytes it holds
/// (`output`), and carries out the events it returns: run a handler, open, feed and end a WebSocket
/// channel, shut the write side, close. No clock is read and nothing waits here, so every step can
/// be tested byte by byte on a manual time.
///
/// What it does: request heads and bodies read as they come, each request admitted before its body
/// is read (`Admission`); keep-alive, pipelining (reading pauses while a handler runs with a whole
/// request already waiting, `wantsToRead`), `100 Continue`; a refused request answered and then what
/// still comes drained, bounded; timeouts on slow and idle clients and on a client that takes no
/// bytes; once upgraded, WebSocket frames both ways (`WebSocketConnection`), pongs coalesced to the
/// latest ping, a heartbeat and a join deadline (`WebSocketLiveness`). It holds no buffer while idle.
///
/// Bounded both ways: past `maxPendingBytes` of unsent output it answers no further request and reads
/// nothing (backpressure, `wantsToRead`), and closes if the output stays there past
/// `backpressureTimeout`; see `HTTPLimits.maxPendingBytes` for what a connection holds at most.
public struct HTTPConnection {
    /// Where the connection is.
    public enum Phase {
        /// Waiting for a request head; `started` once its first byte came.
        case head(started: Bool)
        /// The head was admitted; waiting for `Content-Length` bytes of body.
        case body(
            RequestHead, HTTPHandler, parameters: [String: String], upgrade: WebSocketHandshake.Accepted?)
        /// The handler runs; its answer comes back through `answer(_:now:)`.
        case handling(RequestHead, upgrade: WebSocketHandshake.Accepted?)
        /// Frames both ways until either side closes.
        case webSocket
        /// Refused: the answer is written, then what still comes is read and dropped, briefly.
        case draining
        case closed
    }

    /// What the transport is to do, besides writing `output`.
    public enum Event {
        /// Run `handler` on `request`, and give its answer to `answer(_:now:)`.
        case handle(HTTPRequest, HTTPHandler)
        /// The connection is upgraded: give `channel` a writer that passes what it sends to
        /// `send(_:now:)`.
        case openChannel(WebSocketChannel)
        /// A text message from the client for `channel`.
        case deliver(String, to: WebSocketChannel)
        /// The WebSocket is over: tell `channel` it ended.
        case endChannel(WebSocketChannel)
        /// Everything is written: shut the socket's write side (a refusal's end), and keep reading.
        case shutdownWrite
        /// Close the socket; the connection is over.
        case close
    }

    /// How much a refused connection may still send, read and dropped, before it is closed.
    public static let maxDrainedBytes = 256 * 1024
    /// How long a refused connection is read and dropped before it is closed.
    public static let drainTime = Duration.milliseconds(500)
    /// How long the client has to answer this side's WebSocket close.
    public static let closingTime = Duration.seconds(2)

    public let limits: HTTPLimits
    private let router: Router
    private let policy: RequestPolicy
    public private(set) var phase = Phase.head(started: false)
    private var input: [UInt8] = []
    private var pending: [UInt8] = []
    private var written = 0
    /// When the phase's time is up: a head, a body, an idle wait, a drain or a closing handshake.
    private var deadline: Duration?
    /// Since when bytes have waited to be written without any progress.
    private var stalledSince: Duration?
    /// Since when the output has been past `maxPendingBytes`.
    private var overBoundSince: Duration?
    /// Where in `pending` the pong to the client's latest ping is, while it may still be replaced.
    private var pongRange: Range<Int>?
    private var liveness: WebSocketLiveness?
    private var lastWrite: Duration
    private var closeWhenWritten = false
    /// The server stops: no request after the one under way, no new WebSocket.
    private var isStopping = false
    private var isWriteShut = false
    private var peerEnded = false
    private var drained = 0
    private var webSocket: WebSocketConnection?
    private var channel: WebSocketChannel?

    /// A connection accepted at `now`, whose requests go through `policy` to `router`'s handlers.
    public init(router: Router, policy: RequestPolicy, limits: HTTPLimits, now: Duration) {
        self.router = router
        self.policy = policy
        self.limits = limits
        lastWrite = now
        deadline = now + .seconds(limits.idleTimeout)
    }

    // MARK: - What the transport asks

    /// The bytes waiting to be written, in order.
    public var output: ArraySlice<UInt8> { pending[written...] }

    /// Whether the transport should read: not once closed, nor while more than `maxPendingBytes` wait
    /// to be written, nor while a handler runs with more than a head's worth of the next requests
    /// already read (pipelining is bounded).
    public var wantsToRead: Bool {
        guard !isOverBound else { return false }
        return switch phase {
        case .closed: false
        case .handling: input.count <= limits.maxHeadBytes
        default: true
        }
    }

    /// Whether more than `maxPendingBytes` wait to be written.
    private var isOverBound: Bool { output.count > limits.maxPendingBytes }

    public var isClosed: Bool {
        if case .closed = phase { return true }
        return false
    }

    // MARK: - What the transport tells

    /// Bytes the client sent.
    public mutating func received(_ bytes: some Collection<UInt8>, now: Duration) -> [Event] {
        var events: [Event] = []
        switch phase {
        case .webSocket:
            feed(bytes, now: now, into: &events)
        case .draining:
            drained += bytes.count
            if drained > Self.maxDrainedBytes { close(into: &events) }
        case .closed:
            break
        case .head, .body, .handling:
            input.append(contentsOf: bytes)
            advance(now: now, into: &events)
        }
        return finished(events, now: now)
    }

    /// The client closed its side (a read found the end).
    public mutating func peerClosed() -> [Event] {
        peerEnded = true
        if case .handling = phase { return [] }
        var events: [Event] = []
        close(into: &events)
        return events
    }

    /// The transport wrote `count` bytes of `output`.
    public mutating func wrote(_ count: Int, now: Duration) -> [Event] {
        guard !isClosed else { return [] }
        written += count
        lastWrite = now
        stalledSince = nil
        var events: [Event] = []
        // Requests left waiting while the output was past its bound are answered now it is not.
        if case .head = phase, !isOverBound { advance(now: now, into: &events) }
        return finished(events, now: now)
    }

    /// The transport could write none of `output`: the client takes no bytes for now.
    public mutating func writeBlocked(now: Duration) {
        if stalledSince == nil { stalledSince = now }
    }

    /// The transport failed to read or write: the connection is over.
    public mutating func failed() -> [Event] {
        var events: [Event] = []
        close(into: &events)
        return events
    }

    /// The server is stopping: a WebSocket is closed with 1012 (service restart), so that its client
    /// joins again, on this server once it is back or on another behind the same address; a connection
    /// between requests is closed; a request under way is answered, then its connection closes.
    public mutating func stopServing(now: Duration) -> [Event] {
        guard !isStopping else { return [] }
        isStopping = true
        var events: [Event] = []
        switch phase {
        case .webSocket:
            guard var webSocket else { break }
            queue(webSocket.close(.serviceRestart, reason: "the server restarts: join again"))
            self.webSocket = webSocket
            deadline = now + Self.closingTime
        case .head(started: false):
            close(into: &events)
        default:
            break
        }
        return finished(events, now: now)
    }

    /// Applies the timeouts at `now`, and pings a WebSocket that has been quiet for the heartbeat
    /// interval.
    public mutating func tick(now: Duration) -> [Event] {
        var events: [Event] = []
        if let stalledSince, now - stalledSince > .seconds(limits.writeTimeout) {
            close(into: &events)
            return events
        }
        if let overBoundSince, now - overBoundSince > .seconds(limits.backpressureTimeout) {
            close(into: &events)
            return events
        }
        let due = deadline.map { now >= $0 } ?? false
        switch phase {
        case .head(let started):
            // The idle wait starts once the last answer is written (`finished`).
            guard due, started || output.isEmpty else { break }
            if started { refuse(.status(408), now: now) } else { close(into: &events) }
        case .body:
            if due { refuse(.status(408), now: now) }
        case .draining:
            if due { close(into: &events) }
        case .webSocket:
            if due { close(into: &events) } else { checkLiveness(now: now, into: &events) }
        case .handling, .closed:
            break
        }
        return finished(events, now: now)
    }

    // MARK: - Reading

    /// Moves through heads and bodies while the input holds them.
    private mutating func advance(now: Duration, into events: inout [Event]) {
        while !isClosed {
            switch phase {
            case .head(let started):
                // Pipelined requests are answered no faster than the client takes the answers.
                guard !input.isEmpty, !isOverBound else { return }
                if !started {
                    phase = .head(started: true)
                    deadline = now + .seconds(limits.headTimeout)
                }
                guard let end = RequestHeadParser.endOfHead(in: input) else {
                    if input.count > limits.maxHeadBytes { refuse(.status(431), now: now) }
                    return
                }
                admit(headBytes: end, now: now)
            case .body(let head, let handler, let parameters, let upgrade):
                let length = head.contentLength
                guard input.count >= length else { return }
                let body = Data(input[0..<length])
                consume(length)
                phase = .handling(head, upgrade: upgrade)
                deadline = nil
                if let constant = router.constant(method: head.method, path: head.pathSegments) {
                    answer(constant, now: now, into: &events)  // which goes on with what follows
                    return
                }
                let request = HTTPRequest(
                    method: head.method, target: head.target, pathSegments: head.pathSegments,
                    query: head.query, headers: head.headers, body: body, parameters: parameters)
                events.append(.handle(request, handler))
                return
            case .handling, .webSocket, .draining, .closed:
                return
            }
        }
    }

    private mutating func admit(headBytes end: Int, now: Duration) {
        let head: RequestHead
        do {
            head = try RequestHeadParser.parse(input[0..<end], limits: limits)
        } catch {
            refuse(.text("\(error.description)\n", status: error.status), now: now)
            return
        }
        consume(end)
        switch Admission.decide(head, router: router, policy: policy, limits: limits) {
        case .refuse(let response):
            refuse(response, now: now)
        case .accept(let handler, let parameters, let upgrade):
            phase = .body(head, handler, parameters: parameters, upgrade: upgrade)
            deadline = now + .seconds(limits.bodyTimeout)
            if head.expectsContinue, input.count < head.contentLength {
                queue(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
            }
        }
    }

    /// Drops `count` bytes from the input's front, releasing its storage once it is empty.
    private mutating func consume(_ count: Int) {
        if count == input.count { input = [] } else { input.removeFirst(count) }
    }

    // MARK: - Answers

    /// The handler's answer to the request being handled.
    public mutating func answer(_ response: HTTPResponse, now: Duration) -> [Event] {
        var events: [Event] = []
        answer(response, now: now, into: &events)
        return finished(events, now: now)
    }

    private mutating func answer(_ response: HTTPResponse, now: Duration, into events: inout [Event]) {
        guard case .handling(let head, let upgrade) = phase else {
            if case .webSocket(let channel) = response.body { events.append(.endChannel(channel)) }
            return
        }
        switch response.body {
        case .webSocket(let channel):
            guard let upgrade else {
                events.append(.endChannel(channel))
                refuse(.status(426), now: now)
                return
            }
            queue(upgrade.responseHead)
            startWebSocket(channel, now: now, into: &events)
        case .bytes(let data):
            let keepAlive = head.keepsAlive && !peerEnded && !isStopping
            var bytes = ResponseEncoding.head(response, bodyLength: data.count, keepAlive: keepAlive)
            if head.method != "HEAD" { bytes += data }
            queue(bytes)
            guard keepAlive else {
                closeWhenWritten = true
                return
            }
            phase = .head(started: false)
            deadline = now + .seconds(limits.idleTimeout)
            advance(now: now, into: &events)
        }
    }

    /// Answers a refused request and ends the connection without reading the rest of what was sent:
    /// the write side shuts once the answer is out, then what still comes is drained, bounded.
    private mutating func refuse(_ response: HTTPResponse, now: Duration) {
        queue(
            ResponseEncoding.head(response, bodyLength: response.bytes.count, keepAlive: false)
                + ResponseEncoding.body(of: response))
        input = []
        phase = .draining
        deadline = now + Self.drainTime
    }

    // MARK: - WebSocket

    private mutating func startWebSocket(
        _ channel: WebSocketChannel, now: Duration, into events: inout [Event]
    ) {
        webSocket = WebSocketConnection(maxMessageBytes: limits.maxMessageBytes)
        liveness = WebSocketLiveness(limits: limits, now: now)
        self.channel = channel
        phase = .webSocket
        deadline = nil
        events.append(.openChannel(channel))
        if !input.isEmpty {
            let rest = input
            input = []
            feed(rest, now: now, into: &events)
        }
    }

    /// What the application sent on the channel; a client that lets more than `maxPendingBytes` wait
    /// is closed.
    package mutating func send(_ outgoing: WebSocketChannel.Outgoing, now: Duration) -> [Event] {
        guard var webSocket else { return [] }
        switch outgoing {
        case .text(let text):
            queue(webSocket.send(.text(text)))
        case .close(let code, let reason):
            queue(webSocket.close(code, reason: reason))
            deadline = now + Self.closingTime
        case .joined:
            liveness?.joined()
        }
        self.webSocket = webSocket
        var events: [Event] = []
        if isOverBound { close(into: &events) }
        return finished(events, now: now)
    }

    /// Pings a quiet WebSocket, and closes one whose client is silent past the heartbeat's window or
    /// was not joined in time.
    private mutating func checkLiveness(now: Duration, into events: inout [Event]) {
        guard var webSocket, var liveness else { return }
        switch liveness.due(now: now, lastWrite: lastWrite) {
        case .nothing:
            break
        case .ping:
            // Bytes still waiting say as much as a ping would, and a ping behind them waits as long.
            guard output.isEmpty else { break }
            queue(webSocket.send(.ping([])))
            self.webSocket = webSocket
        case .close:
            close(into: &events)
            return
        }
        self.liveness = liveness
    }

    private mutating func feed(_ bytes: some Collection<UInt8>, now: Duration, into events: inout [Event]) {
        guard var webSocket else { return }
        let result = webSocket.receive(bytes)
        if !result.messages.isEmpty { liveness?.heard(now: now) }
        queue(result.bytesToWrite)
        if let pong = result.pong { queuePong(pong) }
        for message in result.messages {
            switch message {
            case .text(let text):
                if let channel { events.append(.deliver(text, to: channel)) }
            case .binary:
                queue(webSocket.close(.unsupportedData, reason: "text messages only"))
                deadline = now + Self.closingTime
            case .ping, .pong, .close:
                break
            }
        }
        self.webSocket = webSocket
        if result.closeSocket {
            closeWhenWritten = true
            endChannel(into: &events)
        }
    }

    private mutating func endChannel(into events: inout [Event]) {
        if let channel { events.append(.endChannel(channel)) }
        channel = nil
    }

    // MARK: - Writing

    private mutating func queue(_ bytes: [UInt8]) {
        guard !bytes.isEmpty, !isClosed else { return }
        if written == pending.count {
            pending = bytes
            written = 0
            pongRange = nil
        } else {
            pending += bytes
        }
    }

    /// Queues the pong to the client's latest ping in place of a pong not yet begun (RFC 6455
    /// §5.5.2), so a client that pings and never reads holds one pong here, not one per ping.
    private mutating func queuePong(_ pong: [UInt8]) {
        if let earlier = pongRange, earlier.lowerBound >= written { pending.removeSubrange(earlier) }
        queue(pong)
        pongRange = (pending.count - pong.count)..<pending.count
    }

    /// `events`, and once everything is written, what the phase asks then: a refusal's write side
    /// shut, or the connection closed. Notes since when the output has been past its bound.
    private mutating func finished(_ events: [Event], now: Duration) -> [Event] {
        if !isOverBound {
            overBoundSince = nil
        } else if overBoundSince == nil {
            overBoundSince = now
        }
        guard !isClosed, written == pending.count else { return events }
        var events = events
        if !pending.isEmpty, case .head(started: false) = phase {
            deadline = now + .seconds(limits.idleTimeout)
        }
        pending = []
        written = 0
        pongRange = nil
        stalledSince = nil
        if case .draining = phase {
            if !isWriteShut {
                isWriteShut = true
                events.append(.shutdownWrite)
            }
        } else if closeWhenWritten {
            close(into: &events)
        }
        return events
    }

    /// Ends the connection (once): nothing more is read or written.
    private mutating func close(into events: inout [Event]) {
        guard !isClosed else { return }
        phase = .closed
        input = []
        pending = []
        written = 0
        pongRange = nil
        endChannel(into: &events)
        events.append(.close)
    }
}
