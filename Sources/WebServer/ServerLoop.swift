import Foundation
import WebCore

/// The server's one I/O thread: a wait (epoll or `poll()`, `Poller`) over the listener and every
/// connection, each woken
/// connection read or written until it would block, jobs posted from other threads (a handler's
/// answer, a WebSocket message to send) run in order, and the timeouts checked four times a second.
/// Out of descriptors, it answers a waiting visitor 503 with a spare one and pauses accepting
/// (`AcceptGate`) rather than spin on a listener it cannot empty.
/// Handlers run as tasks off this thread, and constant answers (`Router.get(_:constant:)`) are written
/// at once, needing no task; nothing here ever blocks but the wait itself.
///
/// `@unchecked Sendable`: `jobs`, `isStopping` and `isFinished` are guarded by `lock`; everything else
/// is touched only on the loop's thread (jobs run there).
final class ServerLoop: @unchecked Sendable {
    let router: Router
    let policy: RequestPolicy
    let limits: HTTPLimits
    /// The most connections served at once: `limits.maxConnections`, or fewer so that the runtime
    /// keeps descriptors to spare (`HTTPServer.capacity`).
    private let capacity: Int
    /// The time the connections' deadlines are kept in.
    private let uptime: Uptime
    /// One read buffer for every connection: a connection keeps only what it has not handled yet.
    let readBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 8)

    private static let listenerToken: UInt64 = 1
    /// How often, on the server's clock, the connections' timeouts are checked.
    static let tickInterval = Duration.milliseconds(250)
    /// The longest the loop waits for readiness before it looks at its clock again (a manual clock
    /// moved by a test is seen within this much real time).
    private static let waitMilliseconds: Int32 = 250
    private let poller: any Poller
    private let listener: Socket
    private var connections: [UInt64: Connection] = [:]
    private var nextID: UInt64 = 2
    private var gate = AcceptGate()
    /// Visitors refused at capacity, read until they close so that they read their 503.
    private var lingering = LingeringClose()
    /// The descriptor kept in reserve to answer a visitor when the process has no other.
    private var spare = Socket.spare()
    /// The descriptors this process may hold, for the log.
    private let descriptorLimit: Int
    private let log: @Sendable (String) -> Void

    private let lock = NSLock()
    private var jobs: [@Sendable (ServerLoop) -> Void] = []
    private var isStopping = false
    /// When a drain that began must end, whatever is still open, and how long it was given.
    private var drainDeadline: Duration?
    private var drainBound = Duration.zero
    private var isDraining = false
    private var isFinished = false
    private let finished = DispatchSemaphore(value: 0)

    init(
        listener: Socket, router: Router, policy: RequestPolicy, limits: HTTPLimits, uptime: Uptime,
        descriptorLimit: Int, capacity: Int, io: IOBackend, log: @escaping @Sendable (String) -> Void
    ) throws(ServerError) {
        self.listener = listener
        self.descriptorLimit = descriptorLimit
        self.capacity = capacity
        self.log = log
        self.router = router
        self.policy = policy
        self.limits = limits
        self.uptime = uptime
        poller = try io.makePoller()
        poller.addListener(listener.descriptor, token: Self.listenerToken)
    }

    /// The time now, on the server's clock.
    var now: Duration { uptime.now }

    /// Runs `job` on the loop's thread, after the jobs posted before it; false (and the job dropped)
    /// once the loop has ended. Woken under the lock, so the wake-up pipe is never written after the
    /// loop closed it.
    @discardableResult
    func post(_ job: @escaping @Sendable (ServerLoop) -> Void) -> Bool {
        lock.withLock {
            guard !isFinished else { return false }
            jobs.append(job)
            poller.wake()
            return true
        }
    }

    /// Runs `work` on the connection `id` on the loop's thread, if it is still open.
    func post(to id: UInt64, _ work: @escaping @Sendable (Connection) -> Void) {
        post { loop in loop.connections[id].map(work) }
    }

    /// Runs `handler` as a task and gives its answer to the connection `id`, if it is still open.
    func run(_ handler: @escaping HTTPHandler, _ request: HTTPRequest, for id: UInt64) {
        Task { [self] in
            let response = await handler(request)
            let posted = post { loop in
                if let connection = loop.connections[id] {
                    connection.finish(response)
                } else if case .webSocket(let channel) = response.body {
                    channel.end()
                }
            }
            if !posted, case .webSocket(let channel) = response.body { channel.end() }
        }
    }

    /// What the connection on `socket` waits for now (see `Poller.watch`).
    func watch(_ socket: Socket, reading: Bool, writing: Bool) {
        poller.watch(socket.descriptor, reading: reading, writing: writing)
    }

    /// Called by a connection about to close its socket: no longer watched, and its descriptor about
    /// to be free, so accepting resumes if it paused.
    func remove(_ id: UInt64) {
        guard let connection = connections.removeValue(forKey: id) else { return }
        poller.remove(connection.socket.descriptor)
        resumeAccepting(freed: true)
    }

    /// Stops taking connections, asks each open one to end (`Connection.stopServing`) and waits until
    /// all have closed or `bound` has passed on the server's clock, then stops the loop. Returns the
    /// connections that were still open at the bound (closed then).
    @discardableResult
    func drain(within bound: Duration) -> Int {
        let started: Bool = lock.withLock {
            guard !isStopping, drainDeadline == nil else { return false }
            drainDeadline = now + bound
            drainBound = bound
            return true
        }
        guard started else { return 0 }
        poller.wake()
        finished.wait()
        return lock.withLock { leftOpen }
    }

    /// How many connections a drain closed at its bound.
    private var leftOpen = 0

    /// Stops the loop and waits until every descriptor is closed.
    func stop() {
        lock.withLock { isStopping = true }
        poller.wake()
        finished.wait()
    }

    /// The loop, until `stop()`.
    func run() {
        var lastTick = now
        while true {
            for event in poller.wait(milliseconds: Self.waitMilliseconds) {
                switch event.token {
                case WakePipe.token: poller.drainWakes()
                case Self.listenerToken: acceptAll()
                case let id where lingering.contains(id):
                    if let done = lingering.readable(id, buffer: readBuffer) { close(lingering: done) }
                case let id:
                    if event.readable { connections[id]?.readable() }
                    if event.writable { connections[id]?.writable() }
                }
            }
            let (posted, stopping, drainUntil) = lock.withLock {
                defer { jobs = [] }
                return (jobs, isStopping, drainDeadline)
            }
            for job in posted { job(self) }
            if stopping { break }
            if let drainUntil {
                if !isDraining { beginDraining() }
                if connections.isEmpty { break }
                if now >= drainUntil {
                    lock.withLock { leftOpen = connections.count }
                    break
                }
            }
            let now = now
            if now - lastTick >= Self.tickInterval {
                lastTick = now
                for connection in Array(connections.values) { connection.tick() }
                for socket in lingering.expired(at: now) { close(lingering: socket) }
                resumeAccepting(freed: false)
            }
        }
        for connection in Array(connections.values) { connection.close() }
        for socket in lingering.removeAll() { close(lingering: socket) }
        // What was posted meanwhile finds no connection: a WebSocket's channel is told it ended.
        let rest: [@Sendable (ServerLoop) -> Void] = lock.withLock {
            isFinished = true
            defer { jobs = [] }
            return jobs
        }
        for job in rest { job(self) }
        if !isDraining { listener.close() }
        Socket(descriptor: spare).close()
        poller.close()
        readBuffer.deallocate()
        finished.signal()
    }

    /// Closes the listener, so that a new visitor is refused (and a proxy tries another server), and
    /// asks every open connection to end; says so in the log.
    private func beginDraining() {
        isDraining = true
        let bound = lock.withLock { drainBound }
        log(
            "stopping: no new connections; \(connections.count) open asked to end (at most \(bound))"
        )
        poller.remove(listener.descriptor)
        listener.close()
        for socket in lingering.removeAll() { close(lingering: socket) }
        for connection in Array(connections.values) { connection.stopServing() }
    }

    /// Takes every waiting connection; beyond `capacity`, one is answered 503 and closed. Out of
    /// descriptors, the waiting visitors are answered 503 on the spare descriptor and accepting pauses.
    private func acceptAll() {
        while true {
            let socket: Socket
            switch listener.accept() {
            case .none:
                return
            case .outOfDescriptors:
                // Paused (and logged) first: whoever is answered 503 finds the trouble in the log.
                pauseAccepting()
                refuseOnSpare()
                return
            case .connection(let accepted):
                socket = accepted
            }
            guard connections.count < capacity else {
                if gate.atCapacity() {
                    log(
                        "at capacity (\(capacity) connections open): new visitors are answered 503 until some close"
                    )
                }
                refuse(socket)
                continue
            }
            gate.admitted()
            let id = nextID
            nextID += 1
            let connection = Connection(id: id, socket: socket, loop: self, now: now)
            connections[id] = connection
            poller.add(socket.descriptor, token: id)
        }
    }

    /// The answer to a visitor beyond capacity.
    private static let refusal =
        ResponseEncoding.head(.status(503), bodyLength: 0, keepAlive: false)
        + ResponseEncoding.body(of: .status(503))

    /// Answers `socket` 503 and lets it linger, read until it closes (`LingeringClose`), so that the
    /// visitor reads the answer rather than a reset.
    private func refuse(_ socket: Socket) {
        let token = nextID
        nextID += 1
        guard LingeringClose.answer(socket, with: Self.refusal, buffer: readBuffer) else {
            return socket.close()
        }
        if let evicted = lingering.keep(socket, token: token, now: now) { close(lingering: evicted) }
        poller.add(socket.descriptor, token: token)
    }

    /// Stops watching a visitor that lingered and closes it.
    private func close(lingering socket: Socket) {
        poller.remove(socket.descriptor)
        socket.close()
    }

    /// Frees the spare descriptor to take each waiting visitor in turn and answer it 503, taking the
    /// spare back after each (the listen backlog bounds the turns).
    private func refuseOnSpare() {
        while true {
            Socket(descriptor: spare).close()
            let accepted = listener.accept()
            // No descriptor to spare for lingering: answered, what was sent read, and closed at once.
            if case .connection(let socket) = accepted {
                _ = LingeringClose.answer(socket, with: Self.refusal, buffer: readBuffer)
                socket.close()
            }
            spare = Socket.spare()
            guard case .connection = accepted else { return }
        }
    }

    /// Sets the listener aside for the gate's backoff; logged once an episode.
    private func pauseAccepting() {
        guard !gate.isPaused else { return }
        poller.remove(listener.descriptor)
        if gate.outOfDescriptors(now: now) {
            log(
                "out of file descriptors (\(connections.count) connections open, limit \(descriptorLimit)): "
                    + "new visitors are answered 503 until some close")
        }
    }

    /// Watches the listener again once the backoff is over or a connection closed; never once a drain
    /// closed it (its descriptor's number may be another file's by then).
    private func resumeAccepting(freed: Bool) {
        guard !isDraining, gate.resumes(now: now, freed: freed) else { return }
        poller.addListener(listener.descriptor, token: Self.listenerToken)
    }
}
