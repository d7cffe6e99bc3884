import Testing

@testable import WebServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `WakePipe`: a wake makes the read end readable until drained; once closed, a wake writes nothing,
/// since the descriptor numbers may belong to another file by then.
struct WakePipeTests {
    /// Whether `descriptor` has bytes to read now.
    static func isReadable(_ descriptor: Int32) -> Bool {
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&waiting, 1, 0) == 1
    }

    @Test("a wake makes the read end readable until it is drained")
    func wakes() throws {
        let pipe = try WakePipe()
        defer { pipe.close() }
        #expect(!Self.isReadable(pipe.readEnd))
        #expect(pipe.wake())
        #expect(pipe.wake())
        #expect(Self.isReadable(pipe.readEnd))
        pipe.drain()
        #expect(!Self.isReadable(pipe.readEnd))
    }

    @Test("once closed, a wake writes nothing, and closing again does nothing")
    func closed() throws {
        let pipe = try WakePipe()
        pipe.close()
        #expect(!pipe.wake())
        pipe.close()
        #expect(!pipe.wake())
    }
}
