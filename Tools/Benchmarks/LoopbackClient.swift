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
    /// Read as bytes (this server writes `Content-Length: N`), so the client costs the run little.
    private func takeResponse() -> (status: Int, body: String)? {
        guard let end = Self.index(of: Array("\r\n\r\n".utf8), in: buffer[...]).map({ $0 + 4 }) else {
            return nil
        }
        let head = buffer[..<end]
        let status = Self.number(in: head.dropFirst(9))
        let length =
            Self.index(of: Self.lengthField, in: head).map {
                Self.number(in: head[($0 + Self.lengthField.count)...])
            } ?? 0
        guard buffer.count >= end + length else { return nil }
        let body = String(decoding: buffer[end..<(end + length)], as: UTF8.self)
        buffer.removeFirst(end + length)
        return (status, body)
    }

    private static let lengthField = Array("Content-Length: ".utf8)

    private static func index(of needle: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        var index = bytes.startIndex
        while index <= bytes.endIndex - needle.count {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The decimal number at the start of `bytes`.
    private static func number(in bytes: ArraySlice<UInt8>) -> Int {
        var value = 0
        for byte in bytes {
            guard (48...57).contains(byte) else { break }
            value = value * 10 + Int(byte - 48)
        }
        return value
    }
}
