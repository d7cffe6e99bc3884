import CWebServer
import PubSub

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A non-blocking TCP connection to Redis: made within a time, its address resolved (IPv4), then read
/// and written as `Socket` does.
enum RedisSocket {
    /// Why Redis could not be reached, naming the address.
    struct Unreachable: Error, CustomStringConvertible {
        var description: String
    }

    /// A socket connected to `address` within `milliseconds`.
    static func connect(to address: RedisAddress, within milliseconds: Int32) throws(Unreachable) -> Socket {
        var hints = addrinfo()
        hints.ai_family = AF_INET
        #if canImport(Glibc)
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
            hints.ai_socktype = SOCK_STREAM
        #endif
        var found: UnsafeMutablePointer<addrinfo>?
        let resolved = getaddrinfo(address.host, String(address.port), &hints, &found)
        guard resolved == 0, let first = found, let target = first.pointee.ai_addr else {
            throw Unreachable(
                description: "cannot resolve \(address.host): \(String(cString: gai_strerror(resolved)))")
        }
        defer { freeaddrinfo(found) }
        let descriptor = cws_stream_socket()
        guard descriptor >= 0 else { throw Unreachable(description: "socket() failed: errno \(errno)") }
        var one: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        var failure = connectSocket(descriptor, target, first.pointee.ai_addrlen) == 0 ? 0 : errno
        if failure == EINPROGRESS || failure == EINTR {
            var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            if poll(&waiting, 1, milliseconds) == 1 {
                var code: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &code, &length)
                failure = code
            } else {
                failure = ETIMEDOUT
            }
        }
        guard failure == 0 else {
            closeDescriptor(descriptor)
            throw Unreachable(
                description: "cannot connect to \(address): \(String(cString: strerror(failure)))")
        }
        return Socket(descriptor: descriptor)
    }
}

/// `connect()`, under a name `Socket`'s members do not hide.
private func connectSocket(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t)
    -> Int32
{
    connect(descriptor, address, length)
}
