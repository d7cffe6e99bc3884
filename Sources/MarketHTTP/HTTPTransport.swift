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

    init() {
        let delegate = TransferDelegate()
        self.delegate = delegate
        session = URLSession(
            configuration: .ephemeral, delegate: delegate, delegateQueue: Self.makeDelegateQueue())
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
