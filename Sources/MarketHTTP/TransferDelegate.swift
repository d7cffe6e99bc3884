import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The delegate of `HTTPTransport`'s session: hands each task's events to its `Transfer`, which counts
/// the bytes as they stream in, decides on redirects and settles the outcome.
///
/// Its calls run inline on the session's work queue (`InlineDelegateQueue`), so each is quick and never
/// waits for that queue.
///
/// `@unchecked Sendable`: the session calls it on its work queue while `track` is called from the
/// awaiting task; the table of transfers is guarded by `lock`.
final class TransferDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var transfers: [Int: Transfer] = [:]

    /// Routes the events of `task` to `transfer` until the task completes.
    func track(_ transfer: Transfer, for task: URLSessionTask) {
        lock.lock()
        transfers[task.taskIdentifier] = transfer
        lock.unlock()
    }

    private func transfer(for task: URLSessionTask, removing: Bool = false) -> Transfer? {
        lock.lock()
        defer { lock.unlock() }
        return removing ? transfers.removeValue(forKey: task.taskIdentifier) : transfers[task.taskIdentifier]
    }

    /// A refused answer is cancelled by its `Transfer`: on Linux the disposition given here is ignored.
    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let accepted =
            transfer(for: dataTask)?.accepts(expectedLength: response.expectedContentLength) ?? false
        completionHandler(accepted ? .allow : .cancel)
    }

    /// Runs inside libcurl's read (see `InlineDelegateQueue`): counts the chunk; past the limit its
    /// `Transfer` fails and stops the task.
    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        transfer(for: dataTask)?.append(data)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        let source = task.currentRequest?.url ?? task.originalRequest?.url
        let allowed = transfer(for: task)?.mayRedirect(from: source, to: request.url) ?? false
        completionHandler(allowed ? request : nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        transfer(for: task, removing: true)?.complete(response: task.response, error: error)
    }
}
