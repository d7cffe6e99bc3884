import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The benchmarks' one way to make a TCP socket on 127.0.0.1: their clients connect with it, Nagle off,
/// and `HostileThumbnailServer` listens with it.
enum LoopbackSocket {
    /// A connected descriptor to `port` on 127.0.0.1; nil when the connection is refused.
    static func open(port: Int) -> Int32? {
        guard let descriptor = makeSocket() else { return nil }
        var address = address(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        var one: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        guard connected == 0 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// A new TCP socket; nil when the system has none to give.
    static func makeSocket() -> Int32? {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        return descriptor >= 0 ? descriptor : nil
    }

    /// 127.0.0.1 at `port` (0: a port the system picks when bound).
    static func address(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        return address
    }
}
