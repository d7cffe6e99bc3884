import Foundation
import WebCore

/// One client connection, served on its own thread: requests one after another (keep-alive) until
/// the client closes, a request says `Connection: close`, a limit or timeout is hit, or a response is
/// an event stream (which holds the connection until it ends). It never closes its socket: its owner
/// does, once `serve()` returns.
struct Connection {
    let socket: Socket
    let router: Router
    let policy: RequestPolicy
    let limits: HTTPLimits

    func serve() {
        var buffer: [UInt8] = []
        while let head = readHead(&buffer) {
            let parsedHead: RequestHead
            do {
                parsedHead = try RequestHeadParser.parse(buffer[0..<head], limits: limits)
            } catch {
                refuse(.text("\(error.description)\n", status: error.status))
                return
            }
            buffer.removeFirst(head)
            switch Admission.decide(parsedHead, router: router, policy: policy, limits: limits) {
            case .refuse(let response):
                refuse(response)
                return
            case .accept(let handler, let parameters):
                guard let body = readBody(of: parsedHead, from: &buffer) else { return }
                let request = HTTPRequest(
                    method: parsedHead.method, target: parsedHead.target,
                    pathSegments: parsedHead.pathSegments,
                    query: parsedHead.query, headers: parsedHead.headers, body: Data(body),
                    parameters: parameters)
                let response = Self.run(handler, request)
                guard write(response, for: parsedHead) else { return }
                if case .eventStream = response.body { return }
                guard parsedHead.keepsAlive else { return }
            }
        }
    }

    /// Reads until a whole head is in `buffer`; returns its length, or nil when the connection ends
    /// (closed, idle too long, or too slow: 408, or too large: 431).
    private func readHead(_ buffer: inout [UInt8]) -> Int? {
        var deadline = ContinuousClock.now + .seconds(limits.idleTimeout)
        var started = !buffer.isEmpty
        if started { deadline = .now + .seconds(limits.headTimeout) }
        while true {
            if let end = RequestHeadParser.endOfHead(in: buffer) { return end }
            guard buffer.count <= limits.maxHeadBytes else {
                refuse(.status(431))
                return nil
            }
            switch socket.read(into: &buffer, until: deadline) {
            case .bytes:
                if !started {
                    started = true
                    deadline = .now + .seconds(limits.headTimeout)
                }
            case .closed:
                return nil
            case .timedOut:
                if started { refuse(.status(408)) }
                return nil
            }
        }
    }

    /// The body, `Content-Length` bytes, read by the body timeout (after `100 Continue` when asked).
    private func readBody(of head: RequestHead, from buffer: inout [UInt8]) -> [UInt8]? {
        let length = head.contentLength
        if head.expectsContinue, buffer.count < length {
            guard socket.write(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8), until: writeDeadline) else {
                return nil
            }
        }
        let deadline = ContinuousClock.now + .seconds(limits.bodyTimeout)
        while buffer.count < length {
            switch socket.read(
                into: &buffer, until: deadline, maxBytes: min(256 * 1024, length - buffer.count))
            {
            case .bytes: continue
            case .closed: return nil
            case .timedOut:
                refuse(.status(408))
                return nil
            }
        }
        let body = Array(buffer[0..<length])
        buffer.removeFirst(length)
        return body
    }

    private var writeDeadline: ContinuousClock.Instant { .now + .seconds(limits.writeTimeout) }

    /// Writes the response; an event stream is then written until it ends.
    private func write(_ response: HTTPResponse, for head: RequestHead) -> Bool {
        let isHead = head.method == "HEAD"
        switch response.body {
        case .bytes(let data):
            var bytes = ResponseEncoding.head(response, bodyLength: data.count, keepAlive: head.keepsAlive)
            if !isHead { bytes += [UInt8](data) }
            return socket.write(bytes, until: writeDeadline)
        case .eventStream(let stream):
            guard
                socket.write(
                    ResponseEncoding.head(response, bodyLength: nil, keepAlive: false), until: writeDeadline)
            else {
                stream.close()
                return false
            }
            pump(stream)
            return false
        }
    }

    /// Writes what is sent to `stream`, a heartbeat comment when nothing was written for a while, until
    /// the stream closes, the client goes (checked every second), or a write fails; the stream is closed
    /// in every case.
    private func pump(_ stream: EventStream) {
        defer { stream.close() }
        var lastWrite = ContinuousClock.now
        while true {
            let bytes: [UInt8]
            switch stream.next(timeout: min(limits.heartbeatInterval, 1)) {
            case .events(let events):
                bytes = Array(events.map(\.encoded).joined().utf8)
            case .idle:
                if socket.peerClosed { return }
                let due = ContinuousClock.now - lastWrite >= .seconds(limits.heartbeatInterval)
                bytes = due ? Array(": heartbeat\n\n".utf8) : []
            case .closed:
                return
            }
            guard !bytes.isEmpty else { continue }
            guard socket.write(bytes, until: writeDeadline) else { return }
            lastWrite = .now
        }
    }

    /// Answers a refused request and ends the connection, without reading the rest of what was sent:
    /// the write side closes first so the client reads the answer, then what still comes is drained
    /// briefly and bounded.
    private func refuse(_ response: HTTPResponse) {
        let bytes =
            ResponseEncoding.head(response, bodyLength: response.bytes.count, keepAlive: false)
            + ResponseEncoding.body(of: response)
        guard socket.write(bytes, until: writeDeadline) else { return }
        socket.shutdownWrite()
        var drained = 0
        let deadline = ContinuousClock.now + .milliseconds(500)
        while drained < 256 * 1024 {
            var chunk: [UInt8] = []
            guard case .bytes(let count) = socket.read(into: &chunk, until: deadline) else { return }
            drained += count
        }
    }

    /// Runs an async handler from this connection's thread and waits for its answer, running the
    /// handler's non-isolated work on this thread meanwhile (`ConnectionExecutor`).
    private static func run(_ handler: @escaping HTTPHandler, _ request: HTTPRequest) -> HTTPResponse {
        let box = ResponseBox()
        let executor = ConnectionExecutor()
        Task(executorPreference: executor) {
            box.response = await handler(request)
            executor.finish()
        }
        executor.runUntilFinished()
        return box.response ?? .status(500)
    }
}

/// A handler's answer handed from its task to the waiting connection thread; the executor's lock
/// orders the write before the read, so `@unchecked Sendable` is safe.
private final class ResponseBox: @unchecked Sendable {
    var response: HTTPResponse?
}
