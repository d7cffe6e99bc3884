import Foundation
import WebCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A browser tab's WebSocket for the benchmarks, blocking, on one loopback connection: the upgrade
/// (with this server's `Origin`), masked text frames out, the server's messages read with WebCore's
/// parser. One thread uses it.
final class LoopbackWebSocket {
    let descriptor: Int32
    private var parser = WebSocketParser(maxMessageBytes: 1 << 24, expectsMaskedFrames: false)
    private var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    private var messages: [String] = []

    /// Connects and upgrades `/live`; nil if either failed.
    init?(port: Int) {
        guard let descriptor = LoopbackSocket.open(port: port) else { return nil }
        self.descriptor = descriptor
        let upgrade =
            "GET /live HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\n"
            + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n"
        guard write(Array(upgrade.utf8)), readHead()?.status == 101 else {
            close(descriptor)
            return nil
        }
    }

    deinit {
        close(descriptor)
    }

    /// Sends the join of a page's session.
    func join(session: String, token: String) -> Bool {
        send(#"{"join":{"session":"\#(session)","token":"\#(token)","path":"/"}}"#)
    }

    /// Sends `text` as one masked frame.
    @discardableResult
    func send(_ text: String) -> Bool {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x81]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        }
        let mask: [UInt8] = [0x5A, 0xC3, 0x11, 0x7E]
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        return write(frame)
    }

    /// Reads text messages until one satisfies `done`; returns it, or nil if the connection ended.
    func read(until done: (String) -> Bool) -> String? {
        while true {
            while !messages.isEmpty {
                let message = messages.removeFirst()
                if done(message) { return message }
            }
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            for case .text(let text) in parser.feed(chunk[0..<count]).messages { messages.append(text) }
        }
    }

    /// The upgrade's answer, read a byte at a time so that no frame after it is taken.
    private func readHead() -> ResponseHead? {
        var head: [UInt8] = []
        var byte: UInt8 = 0
        while !head.suffix(4).elementsEqual([13, 10, 13, 10]) {
            guard recv(descriptor, &byte, 1, 0) == 1 else { return nil }
            head.append(byte)
        }
        return ResponseHead(parsing: head)
    }

    private func write(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                #if canImport(Glibc)
                    Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
                #else
                    Darwin.send(descriptor, $0.baseAddress, $0.count, 0)
                #endif
            }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }
}
