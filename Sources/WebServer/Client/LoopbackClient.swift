import CWebServer
import Foundation
import WebCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A client's TCP connection to a server on 127.0.0.1, for tests and tools: it sends exactly the bytes
/// it is given (a forged `Host`, half a head, a length with no body) and reads what comes back. Every
/// wait has a deadline, kept by `poll`, so a client never hangs on a server that stopped answering;
/// it holds at most `maxBytes` received and not yet handed out.
///
/// Blocking, and used by one thread at a time (hence `@unchecked Sendable`); each `async` call waits
/// on a thread of its own, so the caller's actor (a test's main actor, where the app runs) keeps
/// serving meanwhile.
public final class LoopbackClient: @unchecked Sendable {
    /// Why a connection, a send or a response failed.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// The connection could not be made; `errno` is the system's reason.
        case connect(port: Int, errno: Int32)
        /// The server closed the connection (or it failed) before the whole answer came.
        case closed
        /// The deadline passed first.
        case timedOut
        /// The response is longer than the client's `maxBytes`.
        case tooLarge(limit: Int)

        public var description: String {
            switch self {
            case .connect(let port, let code):
                "connect to 127.0.0.1:\(port) failed: \(String(cString: strerror(code)))"
            case .closed: "the server closed the connection"
            case .timedOut: "no answer in time"
            case .tooLarge(let limit): "the response is longer than \(limit) bytes"
            }
        }
    }

    /// What one `receive` got.
    public struct Received: Sendable {
        /// The bytes, as they came.
        public var bytes: [UInt8]
        /// Whether the server closed the connection (or it failed).
        public var closed: Bool
        /// Whether reading stopped at `maxBytes`, more perhaps still to come.
        public var reachedLimit: Bool

        /// The bytes as UTF-8 text.
        public var text: String { String(decoding: bytes, as: UTF8.self) }

        /// The status code of the response they start with, or nil.
        public var status: Int? {
            guard bytes.starts(with: Array("HTTP/1.1 ".utf8)) else { return nil }
            return ResponseHead(parsing: bytes)?.status
        }
    }

    /// One whole response: its head and its `Content-Length` bytes of body.
    public struct Response: Sendable {
        /// Where the head ends, the status and the body's declared length.
        public var head: ResponseHead
        /// The head's and the body's bytes.
        public var bytes: [UInt8]

        /// The status code.
        public var status: Int { head.status }
        /// The body's bytes.
        public var body: ArraySlice<UInt8> { bytes[head.length...] }
        /// The body as UTF-8 text.
        public var bodyText: String { String(decoding: body, as: UTF8.self) }
    }

    /// The most a client holds received and not handed out, unless told otherwise: 64 MiB.
    public static let defaultMaxBytes = 64 << 20
    /// The longest a wait lasts unless told otherwise, in seconds.
    public static let defaultPatience = 30.0

    /// The server's port on 127.0.0.1.
    public let port: Int
    /// The most bytes held received and not handed out; a response longer than this is refused.
    public let maxBytes: Int
    private let descriptor: Int32
    /// Received and not handed out yet (after a whole response, what came with it).
    private var buffer: [UInt8] = []
    private var isClosed = false
    /// Where reads land; allocated on the first read.
    private lazy var chunk = [UInt8](repeating: 0, count: 64 * 1024)

    /// Connects to `port` on 127.0.0.1 (no Nagle delay) within `seconds`.
    public init(port: Int, maxBytes: Int = defaultMaxBytes, within seconds: Double = defaultPatience)
        throws(Failure)
    {
        self.port = port
        self.maxBytes = max(1, maxBytes)
        descriptor = try Self.connected(to: port, until: Deadline(seconds))
    }

    /// A socket connected to `port`; closed again, and the reason thrown, when the connection fails.
    private static func connected(to port: Int, until deadline: Deadline) throws(Failure) -> Int32 {
        let descriptor = cws_stream_socket()
        guard descriptor >= 0 else { throw .connect(port: port, errno: errno) }
        var one: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        let started = Socket.withLoopbackAddress(port: port) { connect(descriptor, $0, $1) }
        var failure = started == 0 ? 0 : errno
        if failure == EINPROGRESS || failure == EINTR {
            // Non-blocking: the connection completes when the socket turns writable.
            failure =
                wait(descriptor, for: Int16(POLLOUT), until: deadline) ? pendingError(descriptor) : ETIMEDOUT
        }
        guard failure == 0 else {
            closeDescriptor(descriptor)
            throw .connect(port: port, errno: failure)
        }
        return descriptor
    }

    deinit {
        closeDescriptor(descriptor)
    }

    /// Sends all of `text`, waiting up to `seconds` for room; false when the connection ended first or
    /// the time ran out.
    @discardableResult
    public func send(_ text: String, within seconds: Double = defaultPatience) -> Bool {
        send(Array(text.utf8), within: seconds)
    }

    /// Sends all of `bytes`, waiting up to `seconds` for room; false when the connection ended first or
    /// the time ran out.
    @discardableResult
    public func send(_ bytes: [UInt8], within seconds: Double = defaultPatience) -> Bool {
        write(bytes, until: Deadline(seconds)) == nil
    }

    /// Sends as much of `bytes` as the connection takes now, without waiting; returns how many it
    /// took (0 when it is full, as it soon is for a server that does not read, or when it ended).
    @discardableResult
    public func sendWithoutWaiting(_ bytes: [UInt8]) -> Int {
        max(0, bytes.withUnsafeBytes { cws_send(descriptor, $0.baseAddress, $0.count) })
    }

    /// What arrives until `complete` holds for the bytes so far, the server closes, `maxBytes` have
    /// come, or `seconds` pass; hands out everything received, what an earlier `response` left
    /// included.
    public func receive(for seconds: Double, until complete: ([UInt8]) -> Bool = { _ in false }) -> Received {
        let deadline = Deadline(seconds)
        while !complete(buffer), buffer.count < maxBytes, !isClosed, readMore(until: deadline) {}
        defer { buffer = [] }
        return Received(bytes: buffer, closed: isClosed, reachedLimit: buffer.count >= maxBytes)
    }

    /// `receive(for:until:)`, waiting on a thread of its own.
    public func receive(
        for seconds: Double, until complete: @escaping @Sendable ([UInt8]) -> Bool = { _ in false }
    )
        async -> Received
    {
        await Self.detached { self.receive(for: seconds, until: complete) }
    }

    /// The next whole response, within `seconds`; what came after it stays for the next call (a
    /// kept-alive connection's next answer).
    public func response(within seconds: Double = defaultPatience) throws(Failure) -> Response {
        let deadline = Deadline(seconds)
        while true {
            if let head = ResponseHead(parsing: buffer) {
                guard head.responseLength <= maxBytes else { throw .tooLarge(limit: maxBytes) }
                if buffer.count >= head.responseLength {
                    defer { buffer.removeFirst(head.responseLength) }
                    return Response(head: head, bytes: Array(buffer[..<head.responseLength]))
                }
            } else if buffer.count >= maxBytes {
                throw .tooLarge(limit: maxBytes)
            }
            if isClosed { throw .closed }
            guard readMore(until: deadline) else { throw isClosed ? .closed : .timedOut }
        }
    }

    /// Sends `request` and returns the response to it, all within `seconds`.
    public func exchange(_ request: String, within seconds: Double = defaultPatience) throws(Failure)
        -> Response
    {
        let deadline = Deadline(seconds)
        if let failure = write(Array(request.utf8), until: deadline) { throw failure }
        return try response(within: deadline.remainingSeconds)
    }

    /// `response(within:)`, waiting on a thread of its own.
    public func response(within seconds: Double = defaultPatience) async throws(Failure) -> Response {
        try await Self.detached { () -> Result<Response, Failure> in
            Result { () throws(Failure) in try self.response(within: seconds) }
        }.get()
    }

    /// `exchange(_:within:)`, waiting on a thread of its own.
    public func exchange(_ request: String, within seconds: Double = defaultPatience) async throws(Failure)
        -> Response
    {
        try await Self.detached { () -> Result<Response, Failure> in
            Result { () throws(Failure) in try self.exchange(request, within: seconds) }
        }.get()
    }

    /// Writes all of `bytes`, waiting for room until `deadline`; nil once written, else why not.
    private func write(_ bytes: [UInt8], until deadline: Deadline) -> Failure? {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { cws_send(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                sent += count
                continue
            }
            switch count == 0 ? EAGAIN : errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK:
                guard wait(for: Int16(POLLOUT), until: deadline) else { return .timedOut }
            default:
                isClosed = true
                return .closed
            }
        }
        return nil
    }

    /// Reads what is there, waiting for it until `deadline`, into the buffer (no further than
    /// `maxBytes`); false when nothing came: the time ran out or the connection ended (`isClosed`).
    private func readMore(until deadline: Deadline) -> Bool {
        let room = maxBytes - buffer.count
        guard room > 0 else { return false }
        while true {
            let count = chunk.withUnsafeMutableBytes {
                recv(descriptor, $0.baseAddress, min($0.count, room), 0)
            }
            if count > 0 {
                buffer += chunk[0..<count]
                return true
            }
            if count == 0 {
                isClosed = true
                return false
            }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK:
                guard wait(for: Int16(POLLIN), until: deadline) else { return false }
            default:
                isClosed = true
                return false
            }
        }
    }

    /// Waits in `poll` until the socket is ready for `events` (or has ended) or `deadline` passes.
    private func wait(for events: Int16, until deadline: Deadline) -> Bool {
        Self.wait(descriptor, for: events, until: deadline)
    }

    private static func wait(_ descriptor: Int32, for events: Int16, until deadline: Deadline) -> Bool {
        while true {
            var entry = pollfd(fd: descriptor, events: events, revents: 0)
            let ready = poll(&entry, 1, deadline.remainingMilliseconds)
            if ready > 0 { return true }
            if ready < 0, errno == EINTR { continue }
            return false
        }
    }

    /// The error a non-blocking connect ended with (0: connected).
    private static func pendingError(_ descriptor: Int32) -> Int32 {
        var code: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &code, &length) == 0 else { return errno }
        return code
    }

    /// Runs `work` on a thread of its own and returns what it gives.
    static func detached<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: work()) }
        }
    }
}

/// When a wait must end, on the continuous clock.
struct Deadline {
    let end: ContinuousClock.Instant

    init(_ seconds: Double) {
        end = .now + .milliseconds(Int64(max(0, min(seconds, 1e9)) * 1_000))
    }

    /// What is left, in whole milliseconds, rounded up (0 once passed), as `poll` takes it.
    var remainingMilliseconds: Int32 {
        let left = end - .now
        guard left > .zero else { return 0 }
        let (seconds, attoseconds) = left.components
        return Int32(clamping: seconds * 1_000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }

    /// What is left, in seconds.
    var remainingSeconds: Double {
        Double(remainingMilliseconds) / 1_000
    }
}
