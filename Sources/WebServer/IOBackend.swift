import CWebServer

/// Which system call tells the server's loop what is ready. The loop and the protocol are the same
/// on both; the backend only says which sockets to read and write.
public enum IOBackend: String, CaseIterable, Sendable {
    /// Linux's epoll: each socket registered once, edge-triggered; a wait costs what is ready.
    case epoll
    /// POSIX `poll()`: every watched socket passed to each wait; on every platform.
    case poll

    /// epoll where there is one (Linux), else `poll()`.
    public static var platformDefault: IOBackend {
        cws_has_epoll() != 0 ? .epoll : .poll
    }

    /// The backends this platform has.
    public static var available: [IOBackend] {
        allCases.filter { $0 == .poll || cws_has_epoll() != 0 }
    }

    /// A new poller of this kind, its wake-up pipe watched.
    func makePoller() throws(ServerError) -> any Poller {
        switch self {
        case .epoll: try Epoll()
        case .poll: try Poll()
        }
    }
}
