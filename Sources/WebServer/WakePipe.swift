#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A non-blocking pipe that wakes the loop's wait from other threads: a byte written to one end makes
/// the other readable.
struct WakePipe {
    /// The token of the read end's events.
    static let token: UInt64 = 0

    let readEnd: Int32
    let writeEnd: Int32

    init() throws(ServerError) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw ServerError(description: "pipe failed: errno \(errno)") }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        (readEnd, writeEnd) = (ends[0], ends[1])
    }

    /// Makes the read end readable (a full pipe is readable already).
    func wake() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Reads every wake-up written so far.
    func drain() {
        var bytes = [UInt8](repeating: 0, count: 256)
        while read(readEnd, &bytes, bytes.count) > 0 {}
    }

    func close() {
        closeDescriptor(readEnd)
        closeDescriptor(writeEnd)
    }
}
