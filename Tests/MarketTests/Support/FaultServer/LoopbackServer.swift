import Foundation

/// A loopback stand-in for the Open Market server, in the test process, for integration tests of the
/// HTTP client: it answers the contract's endpoints from the sample payloads (`MarketContract`),
/// records every request, and misbehaves when told to (`Fault`), noting how a streamed or held answer
/// ended: how many bytes it wrote, and whether the client hung up.
///
/// Start one (`try LoopbackServer.start()`), point the client at `baseURL`, and `stop()` it at the end
/// (it also stops when released). It binds 127.0.0.1 on a port the system picks, accepts on a thread
/// of its own and serves each connection on another, at most `connectionLimit` at once.
///
/// `@unchecked Sendable`: the listener and state are fixed and thread-safe; the open connections are
/// guarded by `lock`.
final class LoopbackServer: @unchecked Sendable {
    /// The most connections served at once; more are closed unanswered.
    static let connectionLimit = 64

    /// `http://127.0.0.1:<port>`, the root the contract's paths hang from.
    let baseURL: URL
    let port: Int
    private let listener: Listener
    private let state = ServerState()
    private let contract: MarketContract
    private let lock = NSLock()
    private var open: [Int32: Socket] = [:]
    private var stopped = false

    private init(listener: Listener, contract: MarketContract) {
        self.listener = listener
        self.contract = contract
        port = listener.port
        baseURL = URL(string: "http://127.0.0.1:\(listener.port)")!
    }

    deinit {
        stop()
    }

    /// Starts a server for `api` ("v1" or "v2").
    static func start(api: String = "v1") throws -> LoopbackServer {
        let server = LoopbackServer(
            listener: try Listener.bindLoopback(), contract: try MarketContract(api: api))
        Thread.detachNewThread { [listener = server.listener, weak server] in
            while let socket = listener.accept() {
                guard let server, server.admit(socket) else {
                    socket.close()
                    continue
                }
                Thread.detachNewThread { server.serve(socket) }
            }
            listener.close()
        }
        return server
    }

    /// Stops accepting, hangs up on every open connection. Safe to call more than once.
    func stop() {
        lock.withLock {
            guard !stopped else { return }
            stopped = true
            listener.shutDown()
            // Under the lock: a connection leaves `open` before its socket is closed.
            for socket in open.values { socket.shutDown() }
        }
    }

    private func admit(_ socket: Socket) -> Bool {
        lock.withLock {
            guard !stopped, open.count < Self.connectionLimit else { return false }
            open[socket.descriptor] = socket
            return true
        }
    }

    private func serve(_ socket: Socket) {
        Connection(socket: socket, state: state, contract: contract).serve()
        lock.withLock { _ = open.removeValue(forKey: socket.descriptor) }
        socket.close()
    }

    /// Every request received since the server started or was last `reset()`, oldest first.
    func requests() -> [RecordedRequest] {
        state.requests
    }

    /// How the streamed or held answer to the first request for `path` ended, as soon as it has; nil
    /// if it has not within `limit` (a guard against a hang, so generous).
    func ending(of path: String, within limit: Duration = .seconds(30)) async -> AnswerEnding? {
        _ = await state.wait(within: limit) { records in
            records.first { $0.path == path }?.ending != nil
        }
        return requests().first { $0.path == path }?.ending
    }

    /// How the answer to every request received ended, as soon as each has (nil for one that has not
    /// within `limit`, or that neither streamed nor held).
    func endings(within limit: Duration = .seconds(30)) async -> [AnswerEnding?] {
        _ = await state.wait(within: limit) { records in records.allSatisfy { $0.ending != nil } }
        return requests().map(\.ending)
    }

    /// Waits until `count` requests have arrived, or `limit` passes; whether they did.
    func received(_ count: Int, within limit: Duration = .seconds(30)) async -> Bool {
        await state.wait(within: limit) { $0.count >= count }
    }

    /// Forgets the recorded requests and any faults not used up yet.
    func reset() {
        state.reset()
    }

    /// Adds faults; each applies to the next `times` matching requests, first matching fault first.
    func inject(_ faults: [Fault]) {
        state.add(faults)
    }
}

struct LoopbackServerError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
