#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The C library's calls that `Socket`, `WakePipe` and the pollers have members of the same name for
// (which would hide them), under names of their own.

/// Closes `descriptor`.
func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}

/// `accept()` on `listener`, the peer's address not asked for.
func acceptConnection(on listener: Int32) -> Int32 {
    accept(listener, nil, nil)
}

/// `listen()` on a bound socket.
func startListening(_ descriptor: Int32, backlog: Int32) -> Int32 {
    listen(descriptor, backlog)
}
