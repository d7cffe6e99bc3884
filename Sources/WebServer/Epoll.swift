import Glibc

/// An epoll instance and a pipe to wake it from other threads: the readiness of every socket the
/// server holds, in one wait. Sockets are registered edge-triggered for reading and writing at once,
/// so a socket is never re-registered: whoever is told a socket is ready reads (or writes) it until it
/// would block.
///
/// Swift's Glibc module leaves out `<sys/epoll.h>`, so the three calls are looked up in the C library
/// by name (`dlsym`) and called through C function types; `struct epoll_event` is read and written as
/// bytes (packed, 12 bytes, on x86_64).
struct Epoll {
    /// What a wait reported for one descriptor.
    struct Event {
        var flags: UInt32
        var token: UInt64
    }

    static let readable: UInt32 = 0x001
    static let writable: UInt32 = 0x004
    static let failed: UInt32 = 0x008
    static let hungUp: UInt32 = 0x010
    static let peerClosedWriting: UInt32 = 0x2000
    private static let edgeTriggered: UInt32 = 1 << 31
    private static let controlAdd: Int32 = 1
    private static let controlRemove: Int32 = 2
    private static let closeOnExec: Int32 = 0o2_000_000
    #if arch(x86_64)
        private static let eventSize = 12
    #else
        private static let eventSize = 16
    #endif

    private typealias Create = @convention(c) (Int32) -> Int32
    private typealias Control = @convention(c) (Int32, Int32, Int32, UnsafeMutableRawPointer?) -> Int32
    private typealias Wait = @convention(c) (Int32, UnsafeMutableRawPointer?, Int32, Int32) -> Int32

    /// The token of the wake-up pipe's events.
    static let wakeToken: UInt64 = 0

    private let descriptor: Int32
    private let control: Control
    private let waitCall: Wait
    private let wakePipe: (read: Int32, write: Int32)
    private let events: UnsafeMutableRawBufferPointer
    private let capacity = 512

    init() throws(ServerError) {
        guard let create = Self.function("epoll_create1", as: Create.self),
            let control = Self.function("epoll_ctl", as: Control.self),
            let wait = Self.function("epoll_wait", as: Wait.self)
        else { throw ServerError(description: "epoll is not in this C library") }
        self.control = control
        waitCall = wait
        descriptor = create(Self.closeOnExec)
        var ends: [Int32] = [0, 0]
        guard descriptor >= 0, pipe(&ends) == 0 else {
            throw ServerError(description: "epoll or pipe failed: errno \(errno)")
        }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        wakePipe = (ends[0], ends[1])
        events = .allocate(byteCount: capacity * Self.eventSize, alignment: 8)
        add(wakePipe.read, token: Self.wakeToken, flags: Self.readable)
    }

    private static func function<Function>(_ name: String, as type: Function.Type) -> Function? {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }

    /// Watches `socket` (edge-triggered, reads and writes, and the peer's end); its events carry `token`.
    func add(_ socket: Int32, token: UInt64) {
        add(
            socket, token: token,
            flags: Self.readable | Self.writable | Self.peerClosedWriting | Self.edgeTriggered)
    }

    /// Watches a listener for connections (level-triggered: one not taken is reported again).
    func addListener(_ socket: Int32, token: UInt64) {
        add(socket, token: token, flags: Self.readable)
    }

    /// Stops watching `socket` (a listener set aside while out of descriptors).
    func remove(_ socket: Int32) {
        _ = control(descriptor, Self.controlRemove, socket, nil)
    }

    private func add(_ socket: Int32, token: UInt64, flags: UInt32) {
        var event = [UInt8](repeating: 0, count: Self.eventSize)
        event.withUnsafeMutableBytes { bytes in
            bytes.storeBytes(of: flags, toByteOffset: 0, as: UInt32.self)
            bytes.storeBytes(of: token, toByteOffset: Self.eventSize - 8, as: UInt64.self)
            _ = control(descriptor, Self.controlAdd, socket, bytes.baseAddress)
        }
    }

    /// Waits up to `milliseconds` and returns what is ready.
    func wait(milliseconds: Int32) -> [Event] {
        let count = waitCall(descriptor, events.baseAddress, Int32(capacity), milliseconds)
        guard count > 0 else { return [] }
        return (0..<Int(count)).map { index in
            let offset = index * Self.eventSize
            return Event(
                flags: events.loadUnaligned(fromByteOffset: offset, as: UInt32.self),
                token: events.loadUnaligned(fromByteOffset: offset + Self.eventSize - 8, as: UInt64.self))
        }
    }

    /// Wakes a `wait` from any thread.
    func wake() {
        var byte: UInt8 = 1
        _ = Glibc.write(wakePipe.write, &byte, 1)
    }

    /// Clears the wake-ups (after a wake event).
    func drainWakes() {
        var bytes = [UInt8](repeating: 0, count: 256)
        while Glibc.read(wakePipe.read, &bytes, bytes.count) > 0 {}
    }

    func close() {
        _ = Glibc.close(wakePipe.read)
        _ = Glibc.close(wakePipe.write)
        _ = Glibc.close(descriptor)
        events.deallocate()
    }
}
