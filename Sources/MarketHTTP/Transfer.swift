import Foundation
import Market

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request in flight: the bytes received so far against its limit, the redirects it may follow,
/// and the single outcome its caller awaits, whichever comes first of the answer, the limit, the
/// deadline, a refused redirect or the caller's cancellation.
///
/// `@unchecked Sendable`: the session's delegate queue, the deadline timer and the awaiting task all
/// reach it; every stored property that changes is guarded by `lock`.
final class Transfer: @unchecked Sendable {
    typealias Outcome = Result<(data: Data, response: HTTPURLResponse), MarketError>

    let byteLimit: Int
    let redirects: RedirectPolicy
    private let lock = NSLock()
    private var data = Data()
    private var hops = 0
    private var outcome: Outcome?
    private var continuation: CheckedContinuation<Outcome, Never>?
    private var deadlineTimer: DispatchWorkItem?

    init(byteLimit: Int, redirects: RedirectPolicy) {
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

    /// Fails the transfer as `.timeout` and cancels `task` unless it ends within `seconds`.
    func startDeadline(_ seconds: TimeInterval, cancelling task: URLSessionTask) {
        let timer = DispatchWorkItem { [weak self, weak task] in
            self?.finish(.failure(.timeout))
            task?.cancel()
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

    /// Adds received bytes; false (and the transfer failed as `.tooLarge`) once they pass the limit.
    func append(_ chunk: Data) -> Bool {
        lock.lock()
        let fits = data.count + chunk.count <= byteLimit
        if fits && outcome == nil { data.append(chunk) }
        lock.unlock()
        if !fits { finish(.failure(.tooLarge(limit: byteLimit))) }
        return fits
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
            finish(.failure(MarketError(transportError: error)))
        } else if let http = response as? HTTPURLResponse {
            lock.lock()
            let body = data
            lock.unlock()
            finish(.success((body, http)))
        } else {
            finish(.failure(.transport("not an HTTP response")))
        }
    }

    /// Settles the outcome; only the first call counts.
    func finish(_ result: Outcome) {
        lock.lock()
        guard outcome == nil else {
            lock.unlock()
            return
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
    }
}
