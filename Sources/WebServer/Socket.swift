#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why the server could not start listening.
public struct ServerError: Error, CustomStringConvertible {
    public var description: String
}

/// A connected or listening TCP socket's descriptor and the calls made on it. It is a value: the one
/// owner of each descriptor (the accept loop for the listener, a connection's thread for a connection)
/// calls `close()` exactly once. Writes never raise SIGPIPE (MSG_NOSIGNAL on Linux, SO_NOSIGPIPE on
/// Darwin); reads and writes wait with `poll` up to a deadline, on a non-blocking descriptor.
struct Socket {
    let descriptor: Int32

    /// What a read found.
    enum ReadResult {
        case bytes(Int)
        case closed
        case timedOut
    }

    /// A listening socket on 127.0.0.1 (loopback only); `port` 0 picks a free one.
    static func listen(port: Int) throws(ServerError) -> (socket: Socket, port: Int) {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw ServerError(description: "socket() failed: errno \(errno)") }
        var one: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(truncatingIfNeeded: port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, systemListen(descriptor, 128) == 0 else {
            let code = errno
            _ = Socket.systemClose(descriptor)
            throw ServerError(description: "cannot listen on 127.0.0.1:\(port): errno \(code)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return (Socket(descriptor: descriptor), Int(UInt16(bigEndian: address.sin_port)))
    }

    /// The next connection, or nil when the listener was shut down or failed.
    func accept() -> Socket? {
        while true {
            #if canImport(Glibc)
                let connection = Glibc.accept(descriptor, nil, nil)
            #else
                let connection = Darwin.accept(descriptor, nil, nil)
            #endif
            if connection >= 0 {
                let socket = Socket(descriptor: connection)
                socket.configureConnection()
                return socket
            }
            if errno == EINTR || errno == ECONNABORTED { continue }
            return nil
        }
    }

    private func configureConnection() {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        var one: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        #if canImport(Darwin)
            setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// Reads what is there into `buffer` (appended), waiting until `deadline` for something to come.
    func read(into buffer: inout [UInt8], until deadline: ContinuousClock.Instant, maxBytes: Int = 16 * 1024)
        -> ReadResult
    {
        var chunk = [UInt8](repeating: 0, count: maxBytes)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
                return .bytes(count)
            }
            if count == 0 { return .closed }
            guard errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else { return .closed }
            guard wait(for: Int16(POLLIN), until: deadline) else { return .timedOut }
        }
    }

    /// Writes all of `bytes` by `deadline`; false if the peer went away or did not take them in time.
    func write(_ bytes: [UInt8], until deadline: ContinuousClock.Instant) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { raw in
                #if canImport(Glibc)
                    send(descriptor, raw.baseAddress, raw.count, Int32(MSG_NOSIGNAL))
                #else
                    send(descriptor, raw.baseAddress, raw.count, 0)
                #endif
            }
            if count > 0 {
                offset += count
                continue
            }
            guard count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else { return false }
            guard wait(for: Int16(POLLOUT), until: deadline) else { return false }
        }
        return true
    }

    /// Whether the peer closed its end (a read would find the end), without waiting.
    var peerClosed: Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 0) > 0 else { return false }
        if poller.revents & Int16(POLLHUP | POLLERR) != 0 { return true }
        var byte: UInt8 = 0
        return recv(descriptor, &byte, 1, Int32(MSG_PEEK)) == 0
    }

    /// Waits until the descriptor is ready for `events` or `deadline` passes.
    private func wait(for events: Int16, until deadline: ContinuousClock.Instant) -> Bool {
        while true {
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard remaining > .zero else { return false }
            let (seconds, attoseconds) = remaining.components
            let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
            var poller = pollfd(fd: descriptor, events: events, revents: 0)
            let ready = poll(&poller, 1, milliseconds)
            if ready > 0 { return true }
            if ready < 0, errno != EINTR { return false }
        }
    }

    /// Stops reads and writes in both directions: wakes a thread waiting on the descriptor. Does not
    /// release it; its owner still closes it.
    func shutdownBoth() {
        _ = shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Stops writing (the peer reads the end) while reads still work.
    func shutdownWrite() {
        _ = shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Releases the descriptor; only its owner calls this, once.
    func close() {
        _ = Socket.systemClose(descriptor)
    }

    private static func systemClose(_ descriptor: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.close(descriptor)
        #else
            Darwin.close(descriptor)
        #endif
    }
}

#if canImport(Glibc)
    private func systemListen(_ descriptor: Int32, _ backlog: Int32) -> Int32 {
        Glibc.listen(descriptor, backlog)
    }
#else
    private func systemListen(_ descriptor: Int32, _ backlog: Int32) -> Int32 {
        Darwin.listen(descriptor, backlog)
    }
#endif
