import Foundation
import Market

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request in flight: the bytes received so far against its limit, the redirects it may follow,
/// and the single outcome its caller awaits, whichever comes first of the answer, an announced length
/// or received bytes over the limit, the deadline, a refused redirect or the caller's cancellation.
///
/// An outcome settled before its task ended stops the task: nothing else would on Linux, where
/// swift-corelibs-foundation ignores the disposition given to `didReceive response` and reads the body
/// on to its end or the deadline. Reading on costs more than time there: every chunk libcurl reads
/// replaces the task's idle timer with a new dispatch source (`_EasyHandle.resetTimer()`), and the
/// replaced ones are freed only on the session's work queue, which the reading keeps busy; a refused
/// 3 GB thumbnail read on at loopback speed held hundreds of megabytes of them.
///
/// `@unchecked Sendable`: the session's delegate queue, the deadline timer and the awaiting task all
/// reach it; every stored property that changes is guarded by `lock`.
final class Transfer: @unchecked Sendable {
    typealias Outcome = Result<(data: Data, response: HTTPURLResponse), MarketError>

    let byteLimit: Int
    let redirects: RedirectPolicy
    private let task: URLSessionTask
    private let lock = NSLock()
    private var data = Data()
    private var hops = 0
    private var outcome: Outcome?
    private var continuation: CheckedContinuation<Outcome, Never>?
    private var deadlineTimer: DispatchWorkItem?

    init(task: URLSessionTask, byteLimit: Int, redirects: RedirectPolicy) {
        self.task = task
        self.byteLimit = byteLimit
        self.redirects = redirects
    }

    /// Hands the outcome to `continuation` as soon as there is one (at once if there already is).
    func await(_ continuation: CheckedContinuation<Outcome, Never>) {
        lock.lock()
        if let outcome {
            lock.unlock()
            continuation.resume(returning: outcome)
        } else {
            self.continuation = continuation
            lock.unlock()
        }
    }

    /// Fails the transfer as `.timeout` (stopping its task) unless it ends within `seconds`.
    func startDeadline(_ seconds: TimeInterval) {
        let timer = DispatchWorkItem { [weak self] in
            self?.finish(.failure(.timeout))
        }
        lock.lock()
        deadlineTimer = timer
        lock.unlock()
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: timer)
    }

    /// Whether an answer announcing `expectedLength` bytes (-1 when unknown) may start.
    func accepts(expectedLength: Int64) -> Bool {
        guard expectedLength <= Int64(byteLimit) else {
            finish(.failure(.tooLarge(limit: byteLimit)))
            return false
        }
        return true
    }

    /// Adds received bytes; once they pass the limit, the transfer fails as `.tooLarge`. Bytes that
    /// arrive after the outcome (while the task is being stopped) are dropped.
    func append(_ chunk: Data) {
        lock.lock()
        guard outcome == nil else {
            lock.unlock()
            return
        }
        let fits = data.count + chunk.count <= byteLimit
        if fits { data.append(chunk) }
        lock.unlock()
        if !fits { finish(.failure(.tooLarge(limit: byteLimit))) }
    }

    /// Whether the request may be sent again to `target`; when not, the transfer fails as
    /// `.redirected`, naming only the target's origin.
    func mayRedirect(from source: URL?, to target: URL?) -> Bool {
        lock.lock()
        hops += 1
        let allowed = hops <= RedirectPolicy.maximumHops && redirects.allows(from: source, to: target)
        lock.unlock()
        if !allowed { finish(.failure(.redirected(to: target.map(RedirectPolicy.origin) ?? "?"))) }
        return allowed
    }

    /// The task ended: with `error`, or with `response` and the bytes received.
    func complete(response: URLResponse?, error: (any Error)?) {
        if let error {
            settle(.failure(MarketError(transportError: error)))
        } else if let http = response as? HTTPURLResponse {
            lock.lock()
            let body = data
            lock.unlock()
            settle(.success((body, http)))
        } else {
            settle(.failure(.transport("not an HTTP response")))
        }
    }

    /// Settles the outcome before the task ended, and stops the task. Only the first outcome counts.
    ///
    /// The task is cancelled from another queue: this runs inside delegate calls too, on the session's
    /// work queue, for which `URLSessionTask.cancel()` waits (`workQueue.sync`) in this toolchain.
    func finish(_ result: Outcome) {
        guard settle(result) else { return }
        DispatchQueue.global().async { [task] in task.cancel() }
    }

    /// Settles the outcome, false when it was already settled.
    @discardableResult
    private func settle(_ result: Outcome) -> Bool {
        lock.lock()
        guard outcome == nil else {
            lock.unlock()
            return false
        }
        outcome = result
        data = Data()
        let waiting = continuation
        continuation = nil
        let timer = deadlineTimer
        deadlineTimer = nil
        lock.unlock()
        timer?.cancel()
        waiting?.resume(returning: result)
        return true
    }
}
