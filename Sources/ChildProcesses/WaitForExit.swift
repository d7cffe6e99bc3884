import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Process {
    /// Blocks until the process has ended, as `waitUntilExit()` does, without its busy wait: on Linux,
    /// called from a thread whose run loop has nothing to run (any of Swift's concurrency threads, a
    /// test's), `waitUntilExit()` runs that empty run loop over and over until the exit is seen, a
    /// whole core taken from the child and every other test (7% of the suite's CPU).
    ///
    /// The kernel says when the child has ended (`waitid` with `WNOWAIT`, which leaves it for
    /// `Process` to collect); `waitUntilExit()` then returns as soon as `Process` has its status.
    public func waitForExit() {
        var info = siginfo_t()
        while waitid(P_PID, id_t(processIdentifier), &info, WEXITED | WNOWAIT) == -1, errno == EINTR {}
        waitUntilExit()
    }
}
