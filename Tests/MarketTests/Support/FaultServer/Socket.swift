import Foundation

#if canImport(Glibc)
    import Glibc

    private let streamSocket = Int32(SOCK_STREAM.rawValue)
    /// A write to a peer that hung up fails with EPIPE instead of raising SIGPIPE.
    private let noSignal = Int32(MSG_NOSIGNAL)
    private func closeDescriptor(_ descriptor: Int32) { _ = Glibc.close(descriptor) }
    private func acceptConnection(_ descriptor: Int32) -> Int32 { Glibc.accept(descriptor, nil, nil) }
    /// Linux needs nothing per socket: every write passes `MSG_NOSIGNAL`.
    private func refuseSignals(_ descriptor: Int32) {}
#elseif canImport(Darwin)
    import Darwin

    private let streamSocket = SOCK_STREAM
    private let noSignal: Int32 = 0
    private func closeDescriptor(_ descriptor: Int32) { _ = Darwin.close(descriptor) }
    private func acceptConnection(_ descriptor: Int32) -> Int32 { Darwin.accept(descriptor, nil, nil) }
    /// Darwin has no `MSG_NOSIGNAL`: the socket itself is told never to raise SIGPIPE.
    private func refuseSignals(_ descriptor: Int32) {
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    }
#endif

/// A connected TCP socket of the loopback server: blocking reads and writes on one thread, never a
/// SIGPIPE (a write to a client that hung up fails instead).
///
/// `@unchecked Sendable`: the descriptor is fixed; `shutDown()` may be called from another thread to
/// wake a blocked read or write, which the kernel allows.
final class Socket: @unchecked Sendable {
    let descriptor: Int32

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Up to `limit` bytes, as soon as any arrive; empty when the peer closed or the socket failed.
    func read(upTo limit: Int) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: limit)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, limit, 0) }
        return count > 0 ? Array(buffer.prefix(count)) : []
    }

    /// Writes all of `bytes`; false when the peer hung up (or the socket was shut down) first.
    @discardableResult
    func write(_ bytes: some Collection<UInt8>) -> Bool {
        let array = Array(bytes)
        var sent = 0
        while sent < array.count {
            let count = array.withUnsafeBytes {
                send(descriptor, $0.baseAddress! + sent, array.count - sent, noSignal)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// Blocks until the peer closes or resets the connection (anything it sends meanwhile is dropped).
    func waitForHangUp() {
        while !read(upTo: 4_096).isEmpty {}
    }

    /// Wakes any read or write blocked on the socket, from any thread.
    func shutDown() {
        shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Closes with SO_LINGER 0, so that the peer gets a TCP reset rather than an answer.
    func reset() {
        var option = linger(l_onoff: 1, l_linger: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
    }

    func close() {
        closeDescriptor(descriptor)
    }
}

/// The loopback server's listening socket on 127.0.0.1 and a port the system picked.
struct Listener: Sendable {
    let descriptor: Int32
    let port: Int

    /// Binds 127.0.0.1, port 0 (any free port), and listens.
    static func bindLoopback() throws -> Listener {
        let descriptor = socket(AF_INET, streamSocket, 0)
        guard descriptor >= 0 else { throw LoopbackServerError("socket() failed: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && listen(descriptor, 64) == 0
                    && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard bound else {
            let error = errno
            closeDescriptor(descriptor)
            throw LoopbackServerError("binding 127.0.0.1:0 failed: errno \(error)")
        }
        return Listener(descriptor: descriptor, port: Int(UInt16(bigEndian: address.sin_port)))
    }

    /// The next connection, or nil once the listener is shut down.
    func accept() -> Socket? {
        while true {
            let client = acceptConnection(descriptor)
            if client >= 0 {
                refuseSignals(client)
                return Socket(descriptor: client)
            }
            guard errno == EINTR || errno == ECONNABORTED else { return nil }
        }
    }

    /// Wakes a blocked `accept()`, which then returns nil, as every later one does.
    func shutDown() {
        shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Closes the socket, once `accept()` has returned nil.
    func close() {
        closeDescriptor(descriptor)
    }
}
