import Foundation
import WebCore

/// A small HTTP/1.1 server on 127.0.0.1 for a `Router`, event-driven: one thread waits on epoll for
/// every connection (`ServerLoop`), so ten thousand open WebSockets cost ten thousand small records,
/// not threads. Keep-alive, the request policy and the body limit applied before any body is read
/// (`Admission`), timeouts on idle and slow connections, and WebSocket upgrades whose channels the
/// handlers keep (`WebSocketChannel`). The only module with sockets.
///
/// `@unchecked Sendable`: `loop`, `policy` and `port` are set in `start` under `lock`.
public final class HTTPServer: @unchecked Sendable {
    public let router: Router
    public let limits: HTTPLimits
    /// What the connections' timeouts and heartbeats are measured on.
    public let clock: any Clock<Duration>
    private var policy: RequestPolicy
    private let lock = NSLock()
    private var loop: ServerLoop?
    /// The port it listens on, once started.
    public private(set) var port = 0

    /// A server for `router`; an empty `policy.allowedHosts` becomes this server's own address. Its
    /// timeouts pass on `clock` (a test's `ManualClock` moves them).
    public init(
        router: Router, policy: RequestPolicy, limits: HTTPLimits = HTTPLimits(),
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.router = router
        self.policy = policy
        self.limits = limits
        self.clock = clock
    }

    /// Raises the descriptor limit to the hard limit, starts listening on 127.0.0.1:`port` (0 picks a
    /// free port) and returns the port.
    @discardableResult
    public func start(port requested: Int = 0) throws(ServerError) -> Int {
        Socket.raiseDescriptorLimit()
        let (socket, port) = try Socket.listen(port: requested)
        var policy = lock.withLock { self.policy }
        if policy.allowedHosts.isEmpty { policy.allowedHosts = RequestPolicy.loopbackHosts(port: port) }
        let loop: ServerLoop
        do {
            loop = try ServerLoop(
                listener: socket, router: router, policy: policy, limits: limits, uptime: Uptime(clock))
        } catch {
            socket.close()
            throw error
        }
        lock.withLock {
            self.port = port
            self.policy = policy
            self.loop = loop
        }
        Thread.detachNewThread { loop.run() }
        return port
    }

    /// Stops accepting and closes every connection; returns once all are closed and the port is free.
    public func stop() {
        let loop: ServerLoop? = lock.withLock {
            defer { self.loop = nil }
            return self.loop
        }
        loop?.stop()
    }
}
