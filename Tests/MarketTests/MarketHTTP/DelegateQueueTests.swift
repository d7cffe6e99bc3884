import Foundation
import Testing

@testable import MarketHTTP

#if canImport(FoundationNetworking)
    import FoundationNetworking

    /// The delegate queue `HTTPTransport` gives its session on Linux, against an endless body counted by
    /// a delegate as slow as on a loaded machine (2 ms a chunk): the session reads no further ahead
    /// than the delegate has counted, so no received chunk waits in memory for it, however late the
    /// delegate runs.
    @Suite("HTTPTransport's delegate queue", .sharedLoopbackServer(), .timeLimit(.minutes(1)))
    struct DelegateQueueTests {
        @Test("a delegate 2 ms slow per chunk of an endless body never has a chunk waiting for it")
        func slowDelegate() async throws {
            let server = try #require(SharedLoopbackServer.current)
            server.inject([Fault(kind: .endless, pathPrefix: "/api/products")])
            let delegate = SlowDelegate(stopAfter: 2_097_152)
            let session = URLSession(
                configuration: .ephemeral, delegate: delegate,
                delegateQueue: HTTPTransport.makeDelegateQueue())
            defer { session.finishTasksAndInvalidate() }
            let waiting = await withCheckedContinuation { continuation in
                delegate.onComplete = { continuation.resume(returning: $0) }
                session.dataTask(with: server.baseURL.appendingPathComponent("api/products")).resume()
            }
            #expect(delegate.counted >= 2_097_152)
            #expect(waiting <= 1, "\(waiting) chunks queued for the delegate at once")
        }
    }

    /// Counts an answer's bytes, sleeping 2 ms per chunk until `stopAfter`, then cancels the task; reports
    /// the most operations its session's delegate queue held at once (the chunk being counted included).
    private final class SlowDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
        let stopAfter: Int
        private(set) var counted = 0
        private var mostWaiting = 0
        var onComplete: (@Sendable (Int) -> Void)?

        init(stopAfter: Int) {
            self.stopAfter = stopAfter
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            guard counted < stopAfter else { return }
            mostWaiting = max(mostWaiting, session.delegateQueue.operationCount)
            usleep(2_000)
            counted += data.count
            if counted >= stopAfter { DispatchQueue.global().async { dataTask.cancel() } }
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?)
        {
            onComplete?(mostWaiting)
        }
    }
#endif
