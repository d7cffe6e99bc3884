import Foundation
import WebCore

/// A small HTTP/1.1 server on 127.0.0.1 for a `Router`, event-driven: one thread waits for every
/// connection (`ServerLoop`, on epoll or `poll()`: `IOBackend`), so ten thousand open WebSockets cost ten thousand small records,
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
    /// Where the server says what goes wrong beyond one request (out of descriptors).
    private let log: @Sendable (String) -> Void
    /// What the loop waits on.
    public let io: IOBackend
    private var policy: RequestPolicy
    private let lock = NSLock()
    private var loop: ServerLoop?
    /// The port it listens on, once started.
    public private(set) var port = 0
    /// The descriptors the process may hold, once started (its soft limit raised to the hard one).
    public private(set) var descriptorLimit = 0

    /// Descriptors kept out of `capacity` for what the process holds besides its connections: the
    /// standard streams, the listener, the poller and its wake-up pipe, the spare, the data file and its
    /// compaction, and the runtime's (libdispatch's epoll, event, timer and signal descriptors, and the
    /// `/proc` files it opens to watch its threads), and the visitors refused at capacity while they
    /// linger (`LingeringClose.maxCount`). `openmarket web` holds 14 when idle; libdispatch traps when
    /// it cannot open one, so the margin is generous.
    public static let reservedDescriptors = 32

    /// How many connections it can serve at once, once started: `maxConnections`, or fewer when the
    /// descriptor limit is lower.
    public var capacity: Int {
        lock.withLock { Self.capacity(limits, descriptorLimit: descriptorLimit) }
    }

    private static func capacity(_ limits: HTTPLimits, descriptorLimit: Int) -> Int {
        min(limits.maxConnections, max(0, descriptorLimit - reservedDescriptors))
    }

    /// A server for `router`, answering to its own loopback address and those in `policy.allowedHosts`
    /// (the address a proxy in front is reached by). Its
    /// timeouts pass on `clock` (a test's `ManualClock` moves them); what goes wrong beyond a request
    /// goes to `log` (standard error by default); the loop waits on `io`.
    public init(
        router: Router, policy: RequestPolicy, limits: HTTPLimits = HTTPLimits(),
        clock: any Clock<Duration> = ContinuousClock(), io: IOBackend = .platformDefault,
        log: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) {
        self.router = router
        self.policy = policy
        self.limits = limits
        self.clock = clock
        self.io = io
        self.log = log
    }

    /// Raises the descriptor limit to the hard limit (`capacity` says what that allows), starts
    /// listening on 127.0.0.1:`port` (0 picks a free port) and returns the port.
    @discardableResult
    public func start(port requested: Int = 0) throws(ServerError) -> Int {
        let descriptorLimit = Socket.raiseDescriptorLimit()
        let (socket, port) = try Socket.listen(port: requested)
        var policy = lock.withLock { self.policy }
        policy.allowedHosts.formUnion(RequestPolicy.loopbackHosts(port: port))
        let loop: ServerLoop
        do {
            loop = try ServerLoop(
                listener: socket, router: router, policy: policy, limits: limits, uptime: Uptime(clock),
                descriptorLimit: descriptorLimit,
                capacity: Self.capacity(limits, descriptorLimit: descriptorLimit), io: io, log: log)
        } catch {
            socket.close()
            throw error
        }
        lock.withLock {
            self.port = port
            self.descriptorLimit = descriptorLimit
            self.policy = policy
            self.loop = loop
        }
        Thread.detachNewThread { loop.run() }
        return port
    }

    /// Stops accepting (a new visitor is refused, so a proxy in front tries another server), closes
    /// every WebSocket with 1012 so that its tab joins again elsewhere, answers the requests under way,
    /// and returns once every connection has closed or `bound` has passed on the server's clock (those
    /// still open are closed then). Returns how many were still open at the bound.
    @discardableResult
    public func drain(within bound: Duration) -> Int {
        let loop: ServerLoop? = lock.withLock {
            defer { self.loop = nil }
            return self.loop
        }
        return loop?.drain(within: bound) ?? 0
    }

    /// `drain(within:)`, waiting on a thread of its own: no task's thread is held meanwhile, so the
    /// handlers still under way (tasks) can answer.
    public func drain(within bound: Duration) async -> Int {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: self.drain(within: bound)) }
        }
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
