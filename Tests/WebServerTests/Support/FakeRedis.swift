import Foundation

@testable import WebServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A Redis the test plays by hand on 127.0.0.1: it accepts connections and the test reads what the
/// client sent and writes what Redis would answer (or does not, or answers what Redis never would).
/// Waits are guards against a client that never comes: generous, they never measure speed.
final class FakeRedis {
    let port: Int
    private let listener: Socket

    init() throws {
        (listener, port) = try Socket.listen(port: 0)
    }

    deinit { listener.close() }

    /// The next connection, or nil when none came within `seconds`.
    func accept(within seconds: Int32 = 60) -> Connection? {
        var waiting = pollfd(fd: listener.descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&waiting, 1, seconds * 1000) == 1, case .connection(let socket) = listener.accept() else {
            return nil
        }
        return Connection(socket)
    }

    /// One client connection.
    final class Connection {
        private let socket: Socket
        private var received: [UInt8] = []

        fileprivate init(_ socket: Socket) {
            self.socket = socket
        }

        deinit { socket.close() }

        /// What the client sent, once it holds `text` (taken up to its end), or nil when the client
        /// closed or sent nothing more within `seconds`.
        func read(until text: String, within seconds: Int32 = 60) -> String? {
            let wanted = Array(text.utf8)
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                if let end = Self.end(of: wanted, in: received) {
                    defer { received.removeFirst(end) }
                    return String(decoding: received[..<end], as: UTF8.self)
                }
                var waiting = pollfd(fd: socket.descriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&waiting, 1, seconds * 1000) == 1,
                    case .bytes(let count) = buffer.withUnsafeMutableBytes({ socket.read(into: $0) })
                else { return nil }
                received += buffer[..<count]
            }
        }

        /// Whether the client closed the connection within `seconds`.
        func closed(within seconds: Int32 = 60) -> Bool {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                var waiting = pollfd(fd: socket.descriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&waiting, 1, seconds * 1000) == 1 else { return false }
                switch buffer.withUnsafeMutableBytes({ socket.read(into: $0) }) {
                case .bytes: continue
                case .wouldBlock: continue
                case .closed: return true
                }
            }
        }

        /// Writes `text` as Redis would (or would not).
        func write(_ text: String) {
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { socket.write($0) }
        }

        private static func end(of wanted: [UInt8], in bytes: [UInt8]) -> Int? {
            guard bytes.count >= wanted.count else { return nil }
            for start in 0...(bytes.count - wanted.count)
            where bytes[start..<(start + wanted.count)].elementsEqual(wanted) {
                return start + wanted.count
            }
            return nil
        }
    }
}
