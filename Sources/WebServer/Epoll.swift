import CWebServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Linux's epoll, through the C target's shims (`cws_epoll_*`, which keep `struct epoll_event`, packed
/// on x86_64, out of Swift). Connections are registered edge-triggered for reading and writing at
/// once, so one is never re-registered: whoever is told a socket is ready reads (or writes) it until it
/// would block, and `watch` has nothing to do.
final class Epoll: Poller {
    private let descriptor: Int32
    private let wakePipe: WakePipe
    private let events: UnsafeMutableBufferPointer<cws_event>
    private static let capacity = 512

    init() throws(ServerError) {
        descriptor = cws_epoll_create()
        guard descriptor >= 0 else { throw ServerError(description: "epoll failed: errno \(errno)") }
        do {
            wakePipe = try WakePipe()
        } catch {
            closeDescriptor(descriptor)
            throw error
        }
        events = .allocate(capacity: Self.capacity)
        addListener(wakePipe.readEnd, token: WakePipe.token)
    }

    func addListener(_ socket: Int32, token: UInt64) {
        _ = cws_epoll_add(descriptor, socket, token, 1)
    }

    func add(_ socket: Int32, token: UInt64) {
        _ = cws_epoll_add(descriptor, socket, token, 0)
    }

    func watch(_ socket: Int32, reading: Bool, writing: Bool) {}

    func remove(_ socket: Int32) {
        _ = cws_epoll_remove(descriptor, socket)
    }

    func wait(milliseconds: Int32) -> [Readiness] {
        let count = cws_epoll_wait(descriptor, events.baseAddress, Int32(Self.capacity), milliseconds)
        guard count > 0 else { return [] }
        return events.prefix(Int(count)).map { event in
            Readiness(
                token: event.token,
                readable: event.flags & UInt32(CWS_READABLE | CWS_CLOSED) != 0,
                writable: event.flags & UInt32(CWS_WRITABLE) != 0)
        }
    }

    func wake() { wakePipe.wake() }

    func drainWakes() { wakePipe.drain() }

    func close() {
        wakePipe.close()
        closeDescriptor(descriptor)
        events.deallocate()
    }
}
