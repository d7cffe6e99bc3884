import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A non-blocking pipe that wakes the loop's wait from other threads: a byte written to one end makes
/// the other readable.
///
/// Once closed it writes nothing: a wake that comes after (a publish after its link stopped, an update
/// after its server stopped) would write to a descriptor number another file may have by then, a
/// stray byte in someone else's pipe or socket, or raise SIGPIPE and end the process. `wake()` and
/// `close()` take one lock, so no wake writes between the two ends' closing.
final class WakePipe: @unchecked Sendable {
    /// The token of the read end's events.
    static let token: UInt64 = 0

    let readEnd: Int32
    let writeEnd: Int32
    private let lock = NSLock()
    private var isClosed = false

    init() throws(ServerError) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw ServerError(description: "pipe failed: errno \(errno)") }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        (readEnd, writeEnd) = (ends[0], ends[1])
    }

    /// Makes the read end readable (a full pipe is readable already); false, writing nothing, once
    /// the pipe is closed.
    @discardableResult
    func wake() -> Bool {
        lock.withLock {
            guard !isClosed else { return false }
            var byte: UInt8 = 1
            _ = write(writeEnd, &byte, 1)
            return true
        }
    }

    /// Reads every wake-up written so far.
    func drain() {
        var bytes = [UInt8](repeating: 0, count: 256)
        while read(readEnd, &bytes, bytes.count) > 0 {}
    }

    /// Closes both ends; later wakes write nothing. Closing again does nothing.
    func close() {
        lock.withLock {
            guard !isClosed else { return }
            isClosed = true
            closeDescriptor(readEnd)
            closeDescriptor(writeEnd)
        }
    }
}
