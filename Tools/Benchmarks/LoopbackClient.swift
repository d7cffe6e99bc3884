import Foundation
import WebCore

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
    private var chunk = [UInt8](repeating: 0, count: 64 * 1024)

    init?(port: Int) {
        guard let descriptor = LoopbackSocket.open(port: port) else { return nil }
        self.descriptor = descriptor
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
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            buffer += chunk[0..<count]
        }
    }

    /// A whole response from the front of the buffer, removed from it, or nil if it has not all come.
    /// Framed as bytes (`ResponseHead`: this server writes `Content-Length: N`), so the client costs
    /// the run little.
    private func takeResponse() -> (status: Int, body: String)? {
        guard let head = ResponseHead(parsing: buffer), buffer.count >= head.responseLength else {
            return nil
        }
        let body = String(decoding: buffer[head.length..<head.responseLength], as: UTF8.self)
        buffer.removeFirst(head.responseLength)
        return (head.status, body)
    }
}
