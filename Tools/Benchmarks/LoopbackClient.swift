import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A browser's side of the load benchmark, as cheap as a client can be: one kept-alive loopback
/// connection, a request written whole, the answer read up to its `Content-Length`. Blocking; one
/// thread uses it.
final class LoopbackClient {
    private let descriptor: Int32
    private var buffer: [UInt8] = []

    init?(port: Int) {
        #if canImport(Glibc)
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
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
    }

    deinit {
        close(descriptor)
    }

    /// Sends a request and returns the answer's status and body; nil if the connection failed.
    func exchange(_ request: [UInt8]) -> (status: Int, body: String)? {
        var sent = 0
        while sent < request.count {
            let count = request[sent...].withUnsafeBytes {
                #if canImport(Glibc)
                    send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
                #else
                    send(descriptor, $0.baseAddress, $0.count, 0)
                #endif
            }
            guard count > 0 else { return nil }
            sent += count
        }
        while true {
            if let answer = takeResponse() { return answer }
            var chunk = [UInt8](repeating: 0, count: 64 * 1024)
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            buffer += chunk[0..<count]
        }
    }

    /// A whole response from the front of the buffer, removed from it, or nil if it has not all come.
    private func takeResponse() -> (status: Int, body: String)? {
        guard buffer.count >= 4,
            let end = (3..<buffer.count).first(where: {
                buffer[$0] == 10 && buffer[$0 - 1] == 13 && buffer[$0 - 2] == 10 && buffer[$0 - 3] == 13
            })
        else { return nil }
        let head = String(decoding: buffer[...end], as: UTF8.self)
        let lines = head.components(separatedBy: "\r\n")
        let status = Int(lines[0].dropFirst(9).prefix(3)) ?? 0
        let length =
            lines.first { $0.lowercased().hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst(15).trimmingCharacters(in: .whitespaces)) } ?? 0
        guard buffer.count >= end + 1 + length else { return nil }
        let body = String(decoding: buffer[(end + 1)..<(end + 1 + length)], as: UTF8.self)
        buffer.removeFirst(end + 1 + length)
        return (status, body)
    }
}
