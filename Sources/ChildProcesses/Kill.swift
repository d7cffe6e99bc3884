import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Process {
    /// Stops the process with SIGKILL, then waits until it has ended; nothing if it has already.
    ///
    /// SIGKILL, never `terminate()`'s SIGTERM: a process started from a test inherits a signal mask
    /// with SIGTERM blocked, and would not stop.
    public func killAndWait() {
        guard isRunning else { return }
        Self.kill(processIdentifier)
        waitForExit()
    }

    /// Sends SIGTERM, the polite request to stop, and returns at once. A process started from a test
    /// inherits SIGTERM blocked: only one that unblocks it (this package's servers) or waits for
    /// signals with a mask of its own (nginx) stops.
    public func sendTerminationSignal() {
        #if canImport(Glibc)
            _ = Glibc.kill(processIdentifier, SIGTERM)
        #elseif canImport(Darwin)
            _ = Darwin.kill(processIdentifier, SIGTERM)
        #endif
    }

    /// Sends SIGKILL to the process `id` (one this process did not start as a `Process`: the browser
    /// chromedriver started).
    public static func kill(_ id: Int32) {
        #if canImport(Glibc)
            _ = Glibc.kill(id, SIGKILL)
        #elseif canImport(Darwin)
            _ = Darwin.kill(id, SIGKILL)
        #endif
    }
}
