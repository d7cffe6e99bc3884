import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A loopback market whose every thumbnail is a hostile answer: `Content-Length: 3000000000`, a PNG
/// signature, then zeros written as fast as the client reads, until it hangs up. Its product pages
/// are `Fixtures.v1PageJSON`'s with each thumbnail at this server. A thread a connection; blocking
/// sockets (the benchmark's server, not the app's).
final class HostileThumbnailServer: @unchecked Sendable {
    /// What every thumbnail announces.
    static let announcedLength = 3_000_000_000

    let port: Int
    private let listener: Int32
    private let lock = NSLock()
    private var written = 0
    private var thumbnails = 0

    /// Listens on 127.0.0.1 at a port the system picks; nil when it cannot.
    init?() {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && listen(descriptor, 64) == 0
                    && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            return nil
        }
        listener = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { [self] in acceptConnections() }
    }

    /// The thumbnail bytes written so far, over every connection.
    var bytesWritten: Int {
        lock.withLock { written }
    }

    /// How many thumbnails were asked for.
    var thumbnailsAsked: Int {
        lock.withLock { thumbnails }
    }

    private func acceptConnections() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            Thread.detachNewThread { [self] in serve(connection) }
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        while let target = readRequestTarget(connection) {
            if target.hasPrefix("/thumb/") {
                streamHostileThumbnail(connection)
                return
            }
            let body = target.hasPrefix("/api/products?") ? page() : Data("OK".utf8)
            let type = target.hasPrefix("/api/products?") ? "application/json" : "text/plain"
            let head = "HTTP/1.1 200 OK\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\n\r\n"
            guard write(Data(head.utf8) + body, to: connection) else { return }
        }
    }

    /// The request line's target of the next request on `connection` (its head read whole; the
    /// benchmark's requests carry no body); nil once the client closed it.
    private func readRequestTarget(_ connection: Int32) -> String? {
        var head: [UInt8] = []
        var byte: UInt8 = 0
        while !head.suffix(4).elementsEqual([13, 10, 13, 10]) {
            guard read(connection, &byte, 1) == 1 else { return nil }
            head.append(byte)
        }
        let requestLine = String(decoding: head, as: UTF8.self).prefix { $0 != "\r" }
        let parts = requestLine.split(separator: " ")
        return parts.count >= 2 ? String(parts[1]) : nil
    }

    private func streamHostileThumbnail(_ connection: Int32) {
        lock.withLock { thumbnails += 1 }
        let head =
            "HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nContent-Length: \(Self.announcedLength)\r\n\r\n"
        guard write(Data(head.utf8) + Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), to: connection)
        else { return }
        let zeros = Data(count: 64 * 1024)
        var sent = 8
        while sent < Self.announcedLength, write(zeros, to: connection) {
            sent += zeros.count
            lock.withLock { written += zeros.count }
        }
    }

    /// Writes all of `data`; false once the client has gone.
    private func write(_ data: Data, to connection: Int32) -> Bool {
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                    let count = send(
                        connection, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                #else
                    let count = send(connection, buffer.baseAddress! + offset, buffer.count - offset, 0)
                #endif
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
    }

    /// A first-generation page of 20 products, each thumbnail at this server.
    private func page() -> Data {
        let json = String(decoding: Fixtures.v1PageJSON(itemCount: 20), as: UTF8.self)
        let local = json.replacing(#/"thumbnail":"[^"]*"/#) { _ in
            "\"thumbnail\":\"http://127.0.0.1:\(port)/thumb/\(UUID().uuidString).png\""
        }
        return Data(local.utf8)
    }
}
