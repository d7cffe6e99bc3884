import Foundation
import WebCore

/// One client connection as the server's loop drives it, on the loop's one thread: request heads and
/// bodies read as they come (never waiting), each request admitted before its body is read
/// (`Admission`), handed to its handler, and answered when the handler's answer comes back through the
/// loop; keep-alive, pipelining, `100 Continue`, timeouts on slow and idle clients; and once upgraded,
/// WebSocket frames both ways (`WebSocketConnection`) with a ping when it has been quiet.
///
/// Only the loop's thread touches it. It owns no thread and holds no buffer while idle, so an open tab
/// costs a few hundred bytes here.
final class Connection {
    /// Where the connection is.
    enum Phase {
        /// Waiting for a request head; `started` once its first byte came.
        case head(started: Bool)
        /// The head was admitted; waiting for `Content-Length` bytes of body.
        case body(
            RequestHead, HTTPHandler, parameters: [String: String], upgrade: WebSocketHandshake.Accepted?)
        /// The handler runs; its answer comes back through the loop.
        case handling(RequestHead, upgrade: WebSocketHandshake.Accepted?)
        /// Frames both ways until either side closes.
        case webSocket
        /// Refused: the answer is written, then what still comes is read and dropped, briefly.
        case draining
        case closed
    }

    let id: UInt64
    let socket: Socket
    private unowned let loop: ServerLoop
    private(set) var phase = Phase.head(started: false)
    private var input: [UInt8] = []
    private var output: [UInt8] = []
    private var written = 0
    /// When the phase's time is up: a head, a body, an idle wait, a drain or a closing handshake.
    private var deadline: ContinuousClock.Instant?
    /// Since when bytes have waited to be written without any progress.
    private var stalledSince: ContinuousClock.Instant?
    private var lastWrite = ContinuousClock.now
    private var closeWhenWritten = false
    private var isWriteShut = false
    /// Reading stopped while a handler runs with a whole request already buffered.
    private var readPaused = false
    private var peerEnded = false
    private var drained = 0
    private var webSocket: WebSocketConnection?
    private var channel: WebSocketChannel?

    private var limits: HTTPLimits { loop.limits }

    init(id: UInt64, socket: Socket, loop: ServerLoop) {
        self.id = id
        self.socket = socket
        self.loop = loop
        deadline = .now + .seconds(loop.limits.idleTimeout)
    }

    // MARK: - Readiness

    /// Reads until the socket would block (edge-triggered), handling what came.
    func readable() {
        while !isClosed {
            if case .handling = phase, input.count > limits.maxHeadBytes {
                readPaused = true
                return
            }
            switch socket.read(into: loop.readBuffer) {
            case .bytes(let count):
                received(UnsafeRawBufferPointer(rebasing: loop.readBuffer[0..<count]))
            case .wouldBlock:
                return
            case .closed:
                peerClosed()
                return
            }
        }
    }

    func writable() {
        flush()
    }

    /// Applies the timeouts, and pings a WebSocket that has been quiet for the heartbeat interval.
    func tick(_ now: ContinuousClock.Instant) {
        if let stalledSince, now - stalledSince > .seconds(limits.writeTimeout) {
            close()
            return
        }
        switch phase {
        case .head(let started):
            guard let deadline, now >= deadline else { return }
            if started { refuse(.status(408)) } else { close() }
        case .body:
            if let deadline, now >= deadline { refuse(.status(408)) }
        case .draining:
            if let deadline, now >= deadline { close() }
        case .webSocket:
            if let deadline, now >= deadline {
                close()
            } else if now - lastWrite >= .seconds(limits.heartbeatInterval), var webSocket {
                queue(webSocket.send(.ping([])))
                self.webSocket = webSocket
                flush()
            }
        case .handling, .closed:
            break
        }
    }

    // MARK: - Reading

    private func received(_ bytes: UnsafeRawBufferPointer) {
        switch phase {
        case .webSocket:
            feed(bytes)
        case .draining:
            drained += bytes.count
            if drained > 256 * 1024 { close() }
        case .closed:
            break
        case .head, .body, .handling:
            input.append(contentsOf: bytes)
            advance()
        }
    }

    /// Moves through heads and bodies while the input holds them.
    private func advance() {
        while !isClosed {
            switch phase {
            case .head(let started):
                guard !input.isEmpty else { return }
                if !started {
                    phase = .head(started: true)
                    deadline = .now + .seconds(limits.headTimeout)
                }
                guard let end = RequestHeadParser.endOfHead(in: input) else {
                    if input.count > limits.maxHeadBytes { refuse(.status(431)) }
                    return
                }
                admit(headBytes: end)
            case .body(let head, let handler, let parameters, let upgrade):
                let length = head.contentLength
                guard input.count >= length else { return }
                let body = Data(input[0..<length])
                consume(length)
                phase = .handling(head, upgrade: upgrade)
                deadline = nil
                if let constant = loop.router.constant(method: head.method, path: head.pathSegments) {
                    finish(constant)  // which goes on with what follows in the input
                    return
                }
                let request = HTTPRequest(
                    method: head.method, target: head.target, pathSegments: head.pathSegments,
                    query: head.query, headers: head.headers, body: body, parameters: parameters)
                loop.run(handler, request, for: id)
                return
            case .handling, .webSocket, .draining, .closed:
                return
            }
        }
    }

    private func admit(headBytes end: Int) {
        let head: RequestHead
        do {
            head = try RequestHeadParser.parse(input[0..<end], limits: limits)
        } catch {
            refuse(.text("\(error.description)\n", status: error.status))
            return
        }
        consume(end)
        switch Admission.decide(head, router: loop.router, policy: loop.policy, limits: limits) {
        case .refuse(let response):
            refuse(response)
        case .accept(let handler, let parameters, let upgrade):
            phase = .body(head, handler, parameters: parameters, upgrade: upgrade)
            deadline = .now + .seconds(limits.bodyTimeout)
            if head.expectsContinue, input.count < head.contentLength {
                queue(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
                flush()
            }
        }
    }

    /// Drops `count` bytes from the input's front, releasing its storage once it is empty.
    private func consume(_ count: Int) {
        if count == input.count { input = [] } else { input.removeFirst(count) }
    }

    private func peerClosed() {
        peerEnded = true
        if case .handling = phase { return }
        close()
    }

    // MARK: - Answers

    /// The handler's answer to the request being handled.
    func finish(_ response: HTTPResponse) {
        guard case .handling(let head, let upgrade) = phase else {
            if case .webSocket(let channel) = response.body { channel.end() }
            return
        }
        switch response.body {
        case .webSocket(let channel):
            guard let upgrade else {
                channel.end()
                refuse(.status(426))
                return
            }
            queue(upgrade.responseHead)
            startWebSocket(channel)
        case .bytes(let data):
            let keepAlive = head.keepsAlive && !peerEnded
            var bytes = ResponseEncoding.head(response, bodyLength: data.count, keepAlive: keepAlive)
            if head.method != "HEAD" { bytes += data }
            queue(bytes)
            if keepAlive {
                phase = .head(started: false)
                deadline = .now + .seconds(limits.idleTimeout)
                flush()
                advance()
                if readPaused {
                    readPaused = false
                    readable()
                }
                return
            }
            closeWhenWritten = true
        }
        flush()
    }

    /// Answers a refused request and ends the connection without reading the rest of what was sent:
    /// the write side closes once the answer is out, then what still comes is drained, bounded.
    private func refuse(_ response: HTTPResponse) {
        queue(
            ResponseEncoding.head(response, bodyLength: response.bytes.count, keepAlive: false)
                + ResponseEncoding.body(of: response))
        input = []
        phase = .draining
        deadline = .now + .milliseconds(500)
        flush()
    }

    // MARK: - WebSocket

    private func startWebSocket(_ channel: WebSocketChannel) {
        webSocket = WebSocketConnection(maxMessageBytes: limits.maxMessageBytes)
        self.channel = channel
        phase = .webSocket
        deadline = nil
        flush()
        let loop = loop
        let id = id
        channel.open { outgoing in loop.post(to: id) { $0.send(outgoing) } }
        if !input.isEmpty {
            let rest = input
            input = []
            rest.withUnsafeBytes { feed($0) }
        }
        if readPaused {
            readPaused = false
            readable()
        }
    }

    /// What the application sent on the channel.
    func send(_ outgoing: WebSocketChannel.Outgoing) {
        guard var webSocket else { return }
        switch outgoing {
        case .text(let text):
            queue(webSocket.send(.text(text)))
        case .close(let code, let reason):
            queue(webSocket.close(code, reason: reason))
            deadline = .now + .seconds(2)
        }
        self.webSocket = webSocket
        guard output.count - written <= limits.maxPendingBytes else {
            close()
            return
        }
        flush()
    }

    private func feed(_ bytes: UnsafeRawBufferPointer) {
        guard var webSocket else { return }
        let result = webSocket.receive(bytes)
        queue(result.bytesToWrite)
        for message in result.messages {
            switch message {
            case .text(let text):
                channel?.deliver(text)
            case .binary:
                queue(webSocket.close(.unsupportedData, reason: "text messages only"))
                deadline = .now + .seconds(2)
            case .ping, .pong, .close:
                break
            }
        }
        self.webSocket = webSocket
        if result.closeSocket {
            closeWhenWritten = true
            endChannel()
        }
        flush()
    }

    private func endChannel() {
        channel?.end()
        channel = nil
    }

    // MARK: - Writing

    private func queue(_ bytes: [UInt8]) {
        guard !bytes.isEmpty, !isClosed else { return }
        if written == output.count {
            output = bytes
            written = 0
        } else {
            output += bytes
        }
    }

    /// Writes what waits until the socket would block; then, once all is out, closes or shuts the
    /// write side as the phase asks.
    private func flush() {
        while written < output.count, !isClosed {
            let result = output[written...].withUnsafeBytes { socket.write($0) }
            switch result {
            case .bytes(let count):
                written += count
                lastWrite = .now
                stalledSince = nil
            case .wouldBlock:
                if stalledSince == nil { stalledSince = .now }
                return
            case .closed:
                close()
                return
            }
        }
        guard !isClosed else { return }
        output = []
        written = 0
        stalledSince = nil
        if case .draining = phase {
            if !isWriteShut {
                isWriteShut = true
                socket.shutdownWrite()
            }
        } else if closeWhenWritten {
            close()
        }
    }

    private var isClosed: Bool {
        if case .closed = phase { return true }
        return false
    }

    /// Closes the socket (once) and tells the channel; the loop forgets the connection.
    func close() {
        guard !isClosed else { return }
        phase = .closed
        input = []
        output = []
        socket.close()
        endChannel()
        loop.remove(id)
    }
}
