import Foundation
import Market

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends requests on a URLSession of its own and receives each answer under a byte limit, a total
/// deadline and a redirect policy, so a server can neither fill the memory, nor hold a request for
/// ever, nor lead the vendor's credentials to another address.
///
/// The idle timeout (`URLRequest.timeoutInterval`) restarts with every byte; the deadline does not.
final class HTTPTransport: Sendable {
    private let session: URLSession
    private let delegate: TransferDelegate

    /// - Parameter oneAnswerPerHost: whether answers from a host come one at a time (see
    ///   `connectionsPerHost`); otherwise as many as the platform's default connections allow.
    init(oneAnswerPerHost: Bool = false) {
        let delegate = TransferDelegate()
        self.delegate = delegate
        let configuration = URLSessionConfiguration.ephemeral
        if oneAnswerPerHost { configuration.httpMaximumConnectionsPerHost = Self.connectionsPerHost }
        session = URLSession(
            configuration: configuration, delegate: delegate, delegateQueue: Self.makeDelegateQueue())
    }

    /// One connection to a host at a time on Linux, where the many answers of one kind (a page's
    /// thumbnails) must be: so that a refused or cut-off answer can be stopped at all.
    ///
    /// swift-corelibs-foundation (Linux) runs every URLSession of the process on one serial dispatch
    /// queue, and `URLSessionTask.cancel()` and `URLSession.dataTask(with:)` wait for it (`sync`). While
    /// two or more answers stream in faster than they are read (a hostile server on a fast link),
    /// libcurl asks to be called again at once after every read, and that queue never runs anything
    /// else: no cancel lands, no deadline stops them, and every new request blocks a thread of the
    /// Swift concurrency pool (seen in `gdb`), until the bodies end: six refused 3 GB thumbnails were
    /// read to their last byte. With one answer streaming per host, the cancel lands within a
    /// fraction of a second. The cost: those requests to a host wait for each other, on one kept-alive
    /// connection. Elsewhere, the platform's default.
    static var connectionsPerHost: Int {
        #if canImport(FoundationNetworking)
            1
        #else
            URLSessionConfiguration.ephemeral.httpMaximumConnectionsPerHost
        #endif
    }

    /// On Linux an `InlineDelegateQueue`, so reading waits for the delegate; elsewhere the session's own.
    static func makeDelegateQueue() -> OperationQueue? {
        #if canImport(FoundationNetworking)
            InlineDelegateQueue()
        #else
            nil
        #endif
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// The answer to `request`: its bytes (at most `byteLimit`) and response, within `deadline` seconds.
    func load(
        _ request: URLRequest, byteLimit: Int, deadline: TimeInterval, redirects: RedirectPolicy
    ) async throws(MarketError) -> (data: Data, response: HTTPURLResponse) {
        let task = session.dataTask(with: request)
        let transfer = Transfer(task: task, byteLimit: byteLimit, redirects: redirects)
        delegate.track(transfer, for: task)
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                transfer.await(continuation)
                transfer.startDeadline(deadline)
                task.resume()
            }
        } onCancel: {
            transfer.finish(.failure(.cancelled))
        }
        return try outcome.get()
    }
}
