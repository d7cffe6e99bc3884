import Foundation
import WebCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A bare TCP client for the server's tests: sends exactly the bytes given (a forged `Host`, half a
/// head, a length with no body) and reads what comes back, with a deadline on every wait.
///
/// `@unchecked Sendable`: one test uses it at a time, and `receive` waits off the main actor.
final class RawClient: @unchecked Sendable {
    /// A connection that could not be made, with the system's reason.
    struct ConnectFailure: Error, CustomStringConvertible {
        var port: Int
        var errno: Int32

        var description: String { "connect to 127.0.0.1:\(port) failed: \(String(cString: strerror(errno)))" }
    }

    private let descriptor: Int32

    init(port: Int) throws {
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
        guard connected == 0 else {
            let failure = errno
            close(descriptor)
            throw ConnectFailure(port: port, errno: failure)
        }
        var timeout = timeval(tv_sec: 0, tv_usec: 200_000)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit {
        close(descriptor)
    }

    func send(_ text: String) {
        send(bytes: Array(text.utf8))
    }

    func send(bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes {
            #if canImport(Glibc)
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            #else
                Darwin.send(descriptor, $0.baseAddress, $0.count, 0)
            #endif
        }
    }

    /// What arrives within `seconds`, until the server closes (then `closed` is true) or the time ends;
    /// waits on a thread of its own, so the main actor keeps serving the app meanwhile.
    func receive(for seconds: Double) async -> (text: String, closed: Bool) {
        await receive(for: seconds) { _ in false }
    }

    /// One whole response (its head and `Content-Length` bytes of body), or what came within `seconds`.
    func receiveResponse(for seconds: Double) async -> String {
        await receive(for: seconds) { bytes in
            ResponseHead(parsing: bytes).map { bytes.count >= $0.responseLength } ?? false
        }.text
    }

    /// What arrives until `complete` holds for it, the server closes, or `seconds` pass.
    func receive(for seconds: Double, until complete: @escaping @Sendable ([UInt8]) -> Bool) async
        -> (text: String, closed: Bool)
    {
        let (bytes, closed) = await receiveBytes(for: seconds, until: complete)
        return (String(decoding: bytes, as: UTF8.self), closed)
    }

    /// `receive(for:until:)`'s bytes as they came.
    func receiveBytes(for seconds: Double, until complete: @escaping @Sendable ([UInt8]) -> Bool) async
        -> (bytes: [UInt8], closed: Bool)
    {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(returning: self.receiveNow(for: seconds, until: complete))
            }
        }
    }

    /// `receive(for:)` on the calling thread, for a sequence of steps that must not wait for the main
    /// actor between them.
    func receiveNow(for seconds: Double) -> (text: String, closed: Bool) {
        let (bytes, closed) = receiveNow(for: seconds) { _ in false }
        return (String(decoding: bytes, as: UTF8.self), closed)
    }

    private func receiveNow(for seconds: Double, until complete: ([UInt8]) -> Bool) -> (
        bytes: [UInt8], closed: Bool
    ) {
        let deadline = Date(timeIntervalSinceNow: seconds)
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Date() < deadline {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                received += buffer[0..<count]
                if complete(received) { return (received, false) }
            } else if count == 0 {
                return (received, true)
            } else if errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR {
                return (received, true)
            }
        }
        return (received, false)
    }

    /// The status code of the first response in `text`, or nil.
    static func status(of text: String) -> Int? {
        guard text.hasPrefix("HTTP/1.1 ") else { return nil }
        return ResponseHead(parsing: text)?.status
    }

    /// The body of the first response in `text` (what follows its head), or nil when its head has
    /// not all come.
    static func body(of text: String) -> String? {
        let bytes = Array(text.utf8)
        guard let head = ResponseHead(parsing: bytes) else { return nil }
        return String(decoding: bytes[head.length...], as: UTF8.self)
    }
}
