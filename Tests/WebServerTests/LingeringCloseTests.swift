import Foundation
import Testing

@testable import WebServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The visitors refused at capacity linger within their bounds: 8 at once, 2 s each, 64 KiB read.
@Suite("Lingering close")
struct LingeringCloseTests {
    @Test("the answer is read whole, then the end; what the visitor sends after is taken, not reset")
    func answersThenReads() throws {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 8)
        defer { buffer.deallocate() }
        let (server, visitor) = try Self.pair()
        defer { close(visitor) }
        #expect(LingeringClose.answer(server, with: Array("503".utf8), buffer: buffer))
        #expect(Self.readAll(visitor) == "503")
        #expect(Self.send(visitor, count: 100) == 100)
        var lingering = LingeringClose()
        #expect(lingering.keep(server, token: 1, now: .zero) == nil)
        #expect(lingering.readable(1, buffer: buffer) == nil, "still lingering after 100 bytes")
        close(visitor)
        let closed = lingering.readable(1, buffer: buffer)
        let done = try #require(closed, "done once the visitor closed")
        done.close()
        #expect(lingering.count == 0)
    }

    @Test("a ninth visitor takes the place of the first; each is let go after 2 s; past 64 KiB at once")
    func bounds() throws {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 8)
        defer { buffer.deallocate() }
        var lingering = LingeringClose()
        var visitors: [Int32] = []
        defer { visitors.forEach { close($0) } }
        var servers: [Int32] = []
        for token in 1...8 {
            let (server, visitor) = try Self.pair()
            (visitors, servers) = (visitors + [visitor], servers + [server.descriptor])
            #expect(lingering.keep(server, token: UInt64(token), now: .milliseconds(token)) == nil)
        }
        #expect(lingering.count == LingeringClose.maxCount)
        let (ninth, ninthVisitor) = try Self.pair()
        visitors.append(ninthVisitor)
        let evicted = lingering.keep(ninth, token: 9, now: .milliseconds(9))
        #expect(evicted?.descriptor == servers[0])
        evicted?.close()
        #expect(lingering.count == 8 && !lingering.contains(1) && lingering.contains(9))
        // The second came at 2 ms: at 2.002 s it and the third (3 ms) are not yet due, then it is.
        #expect(lingering.expired(at: .milliseconds(2_001)).isEmpty)
        let due = lingering.expired(at: .milliseconds(2_002))
        #expect(due.map(\.descriptor) == [servers[1]])
        due.forEach { $0.close() }
        // A visitor sending past 64 KiB is let go at once.
        #expect(Self.send(visitors[2], count: LingeringClose.maxBytes) == LingeringClose.maxBytes)
        #expect(lingering.readable(3, buffer: buffer) == nil, "64 KiB exactly is still taken")
        #expect(Self.send(visitors[2], count: 1) == 1)
        let overflowed = lingering.readable(3, buffer: buffer)
        let flooded = try #require(overflowed)
        #expect(flooded.descriptor == servers[2])
        flooded.close()
        lingering.removeAll().forEach { $0.close() }
        #expect(lingering.count == 0)
    }

    /// A connected pair: the server's end non-blocking, as the loop keeps its sockets.
    static func pair() throws -> (Socket, Int32) {
        var ends: [Int32] = [0, 0]
        #if canImport(Glibc)
            let stream = Int32(SOCK_STREAM.rawValue)
        #else
            let stream = SOCK_STREAM
        #endif
        guard socketpair(AF_UNIX, stream, 0, &ends) == 0 else { throw POSIXError(.EMFILE) }
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        // Room for 64 KiB and more, so the sends below never wait.
        var size: Int32 = 512 * 1024
        _ = setsockopt(ends[1], SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        _ = setsockopt(ends[0], SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        return (Socket(descriptor: ends[0]), ends[1])
    }

    /// Sends `count` bytes on `descriptor`; how many it took.
    static func send(_ descriptor: Int32, count: Int) -> Int {
        let bytes = [UInt8](repeating: 0x41, count: count)
        var sent = 0
        while sent < count {
            let result = bytes[sent...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard result > 0 else { break }
            sent += result
        }
        return sent
    }

    /// What `descriptor` reads until the end.
    static func readAll(_ descriptor: Int32) -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 256)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return String(decoding: bytes, as: UTF8.self) }
            bytes += chunk[..<count]
        }
    }
}
