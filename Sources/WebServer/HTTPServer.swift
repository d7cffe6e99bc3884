import Foundation
import WebCore

/// A small HTTP/1.1 server on 127.0.0.1 for a `Router`: a thread per connection, keep-alive, the
/// request policy and the body limit applied before any body is read (`Admission`), timeouts on idle
/// and slow connections, and Server-Sent Events streams. The only module with sockets.
///
/// Each descriptor has one owner that closes it exactly once: the accept thread owns the listener, a
/// connection's thread owns its connection. `stop()` only shuts descriptors down to wake their owners.
///
/// `@unchecked Sendable`: the mutable state (listener, open connections, counts) is guarded by `lock`.
public final class HTTPServer: @unchecked Sendable {
    public let router: Router
    public let limits: HTTPLimits
    private var policy: RequestPolicy
    private let lock = NSLock()
    private var listener: Socket?
    private var isStopping = false
    private var open: [Int32: Socket] = [:]
    private var acceptLoopDone = false
    /// The port it listens on, once started.
    public private(set) var port = 0

    /// A server for `router`; an empty `policy.allowedHosts` becomes this server's own address.
    public init(router: Router, policy: RequestPolicy, limits: HTTPLimits = HTTPLimits()) {
        self.router = router
        self.policy = policy
        self.limits = limits
    }

    /// Starts listening on 127.0.0.1:`port` (0 picks a free port) and returns the port.
    @discardableResult
    public func start(port requested: Int = 0) throws(ServerError) -> Int {
        let (socket, port) = try Socket.listen(port: requested)
        lock.withLock {
            self.port = port
            listener = socket
            if policy.allowedHosts.isEmpty { policy.allowedHosts = RequestPolicy.loopbackHosts(port: port) }
        }
        Thread.detachNewThread { [self] in acceptLoop(socket) }
        return port
    }

    /// Stops accepting and closes every connection (their threads close them); returns at once.
    public func stop() {
        lock.withLock {
            isStopping = true
            if !acceptLoopDone { listener?.shutdownBoth() }
            for connection in open.values { connection.shutdownBoth() }
        }
    }

    /// How many connections are open now.
    public var connectionCount: Int { lock.withLock { open.count } }

    private func acceptLoop(_ socket: Socket) {
        while let connection = socket.accept() {
            let admitted: Bool = lock.withLock {
                guard !isStopping, open.count < limits.maxConnections else { return false }
                open[connection.descriptor] = connection
                return true
            }
            guard admitted else {
                _ = connection.write(
                    ResponseEncoding.head(.status(503), bodyLength: 0, keepAlive: false)
                        + ResponseEncoding.body(of: .status(503)),
                    until: .now + .seconds(1))
                connection.close()
                continue
            }
            let policy = lock.withLock { self.policy }
            Thread.detachNewThread { [self] in
                Connection(socket: connection, router: router, policy: policy, limits: limits).serve()
                lock.withLock { _ = open.removeValue(forKey: connection.descriptor) }
                connection.close()
            }
        }
        lock.withLock {
            acceptLoopDone = true
            listener = nil
        }
        socket.close()
    }
}
