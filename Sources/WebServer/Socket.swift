import CWebServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why the server could not start listening.
public struct ServerError: Error, CustomStringConvertible {
    public var description: String
}

/// A non-blocking TCP socket's descriptor and the calls made on it; nothing here waits. It is a
/// value: the server's loop owns every descriptor and calls `close()` exactly once. Writes never raise
/// SIGPIPE (the C target's `cws_send`, MSG_NOSIGNAL or SO_NOSIGPIPE).
struct Socket {
    let descriptor: Int32

    /// What a read or a write did.
    enum Transfer {
        case bytes(Int)
        /// Nothing can be transferred until the descriptor is ready again.
        case wouldBlock
        /// The peer closed (a read found the end) or the connection failed.
        case closed
    }

    /// Calls `body` with the address 127.0.0.1:`port` and its length, as `bind` and `connect` take it.
    static func withLoopbackAddress<Result>(
        port: Int, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Result
    ) -> Result {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(truncatingIfNeeded: port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                body($0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
    }

    /// A non-blocking listening socket on 127.0.0.1 (loopback only); `port` 0 picks a free one.
    static func listen(port: Int) throws(ServerError) -> (socket: Socket, port: Int) {
        let descriptor = cws_stream_socket()
        guard descriptor >= 0 else { throw ServerError(description: "socket() failed: errno \(errno)") }
        var one: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        let bound = withLoopbackAddress(port: port) { bind(descriptor, $0, $1) }
        guard bound == 0, startListening(descriptor, backlog: 4096) == 0 else {
            let code = errno
            closeDescriptor(descriptor)
            throw ServerError(description: "cannot listen on 127.0.0.1:\(port): errno \(code)")
        }
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return (Socket(descriptor: descriptor), Int(UInt16(bigEndian: address.sin_port)))
    }

    /// What `accept()` found.
    enum Accepted {
        case connection(Socket)
        /// No connection waits (or the listener failed).
        case none
        /// A connection waits but the process (or the system) is out of descriptors (EMFILE, ENFILE).
        case outOfDescriptors
    }

    /// The next waiting connection (non-blocking, no Nagle delay).
    func accept() -> Accepted {
        while true {
            let connection = acceptConnection(on: descriptor)
            if connection >= 0 {
                cws_prepare_accepted(connection)
                return .connection(Socket(descriptor: connection))
            }
            switch errno {
            case EINTR, ECONNABORTED: continue
            case EMFILE, ENFILE: return .outOfDescriptors
            default: return .none
            }
        }
    }

    /// A descriptor held in reserve (on `/dev/null`): closed to take one connection when the process is
    /// out of descriptors, then taken again.
    static func spare() -> Int32 {
        open("/dev/null", O_RDONLY | O_CLOEXEC)
    }

    /// Reads what is there into `buffer`'s start.
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Transfer {
        while true {
            let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
            if count > 0 { return .bytes(count) }
            if count == 0 { return .closed }
            switch errno {
            case EINTR: continue
            case EAGAIN: return .wouldBlock
            default: return .closed
            }
        }
    }

    /// Writes as much of `bytes` as the socket takes now.
    func write(_ bytes: UnsafeRawBufferPointer) -> Transfer {
        while true {
            let count = cws_send(descriptor, bytes.baseAddress, bytes.count)
            if count >= 0 { return .bytes(count) }
            switch errno {
            case EINTR: continue
            case EAGAIN: return .wouldBlock
            default: return .closed
            }
        }
    }

    /// Stops writing (the peer reads the end) while reads still work.
    func shutdownWrite() {
        _ = shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Releases the descriptor; only the loop calls this, once.
    func close() {
        closeDescriptor(descriptor)
    }

    /// Raises this process's soft limit on open descriptors as far as the system lets it (each
    /// connection holds one); returns the limit now in force.
    @discardableResult
    static func raiseDescriptorLimit() -> Int {
        cws_raise_descriptor_limit()
    }
}
