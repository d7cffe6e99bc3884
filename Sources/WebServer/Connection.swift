import Foundation
import WebCore

/// One client connection on the server's loop: its socket, and the protocol (`HTTPConnection`, which
/// does everything but I/O) fed with what the socket reads and the loop's time. Reads until the socket
/// would block or the protocol wants no more, writes what the protocol holds, tells the loop what it
/// waits for (a level-triggered poller watches only that), and
/// carries out its events: a handler run as a task, a WebSocket channel opened, fed and ended, the
/// write side shut, the socket closed.
///
/// Only the loop's thread touches it. It holds no buffer while idle, so an open tab costs a few
/// hundred bytes here.
final class Connection {
    let id: UInt64
    let socket: Socket
    private unowned let loop: ServerLoop
    private var http: HTTPConnection
    /// Reading stopped because the protocol wanted no more for now (a handler runs with the next
    /// requests already read); it starts again once it does.
    private var readPaused = false
    /// A read found the peer's end: there is nothing more to read.
    private var readEnded = false

    init(id: UInt64, socket: Socket, loop: ServerLoop, now: Duration) {
        self.id = id
        self.socket = socket
        self.loop = loop
        http = HTTPConnection(router: loop.router, policy: loop.policy, limits: loop.limits, now: now)
    }

    // MARK: - Readiness

    /// Reads until the socket would block or the protocol wants no more, handling what came.
    func readable() {
        defer { watch() }
        while !http.isClosed {
            guard http.wantsToRead else {
                readPaused = true
                return
            }
            switch socket.read(into: loop.readBuffer) {
            case .bytes(let count):
                let bytes = UnsafeRawBufferPointer(rebasing: loop.readBuffer[0..<count])
                perform(http.received(bytes, now: loop.now))
            case .wouldBlock:
                return
            case .closed:
                readEnded = true
                perform(http.peerClosed())
                return
            }
        }
    }

    /// Writes what the protocol holds, and reads again if that let it want more (backpressure over).
    func writable() {
        perform([])
    }

    /// Applies the timeouts and the heartbeat at the loop's time.
    func tick() {
        perform(http.tick(now: loop.now))
    }

    /// The handler's answer to the request being handled.
    func finish(_ response: HTTPResponse) {
        perform(http.answer(response, now: loop.now))
    }

    /// What the application sent on the channel.
    func send(_ outgoing: WebSocketChannel.Outgoing) {
        perform(http.send(outgoing, now: loop.now))
    }

    /// The server stops: its WebSocket is asked to join again, its keep-alive ends (`HTTPConnection.stopServing`).
    func stopServing() {
        perform(http.stopServing(now: loop.now))
    }

    /// Closes the socket (the server stops).
    func close() {
        perform(http.failed())
    }

    // MARK: - Events

    /// Carries out the protocol's events, then writes what it holds and reads on if it wants more.
    private func perform(_ events: [HTTPConnection.Event]) {
        execute(events)
        flush()
        if readPaused, http.wantsToRead {
            readPaused = false
            readable()
        }
        watch()
    }

    /// Tells the loop what the socket waits for: reading unless paused or ended, writing while the
    /// protocol holds output (a write would block).
    private func watch() {
        guard !http.isClosed else { return }
        loop.watch(socket, reading: !readPaused && !readEnded, writing: !http.output.isEmpty)
    }

    private func execute(_ events: [HTTPConnection.Event]) {
        for event in events {
            switch event {
            case .handle(let request, let handler):
                loop.run(handler, request, for: id)
            case .openChannel(let channel):
                let loop = loop
                let id = id
                channel.open { outgoing in loop.post(to: id) { $0.send(outgoing) } }
            case .deliver(let text, let channel):
                channel.deliver(text)
            case .endChannel(let channel):
                channel.end()
            case .shutdownWrite:
                socket.shutdownWrite()
            case .close:
                loop.remove(id)
                socket.close()
            }
        }
    }

    /// Writes what the protocol holds until the socket would block.
    private func flush() {
        while !http.isClosed, !http.output.isEmpty {
            let result = http.output.withUnsafeBytes { socket.write($0) }
            switch result {
            case .bytes(let count):
                execute(http.wrote(count, now: loop.now))
            case .wouldBlock:
                http.writeBlocked(now: loop.now)
                return
            case .closed:
                execute(http.failed())
                return
            }
        }
    }
}
