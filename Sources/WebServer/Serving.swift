import Dispatch
import Foundation
import WebCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension HTTPServer {
    /// Serves `router` on 127.0.0.1:`port` (0: a free one) within `limits`, gives its address (`http://127.0.0.1:N/`)
    /// to `announce` and its capacity to `log` (with what goes wrong beyond a request), and returns once
    /// SIGINT or SIGTERM arrives and the server has drained (`drain(within:)`, at most `drainBound`): a server that cannot start throws. Its loop
    /// waits on `io`. What `openmarket web`, `openmarket market` and `case-studies web` run.
    @MainActor
    public static func serveUntilTerminated(
        router: Router, policy: RequestPolicy, limits: HTTPLimits = HTTPLimits(), port: Int,
        io: IOBackend = .platformDefault, announce: (String) -> Void,
        log: @escaping @Sendable (String) -> Void
    ) async throws(ServerError) {
        let server = HTTPServer(router: router, policy: policy, limits: limits, io: io, log: log)
        let bound = try server.start(port: port)
        announce("http://127.0.0.1:\(bound)/")
        log(
            "serving up to \(server.capacity) connections at once (descriptor limit \(server.descriptorLimit), \(io))"
        )
        await terminationSignal()
        let leftOpen = await server.drain(within: drainBound)
        log(leftOpen == 0 ? "stopped" : "stopped; \(leftOpen) connections were still open and were closed")
    }

    /// How long a server asked to stop waits for its connections to end (a WebSocket's client has
    /// `HTTPConnection.closingTime` to answer its close, a request under way its answer).
    public static let drainBound = Duration.seconds(10)

    /// Returns when SIGINT or SIGTERM arrives (unblocked first: a parent may have blocked them).
    @MainActor
    private static func terminationSignal() async {
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, SIGINT)
        sigaddset(&unblocked, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            var sources: [DispatchSourceSignal] = []
            var resumed = false
            for received in [SIGINT, SIGTERM] {
                signal(received, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: received, queue: .main)
                source.setEventHandler {
                    MainActor.assumeIsolated {
                        guard !resumed else { return }
                        resumed = true
                        sources.forEach { $0.cancel() }
                        continuation.resume()
                    }
                }
                source.resume()
                sources.append(source)
            }
        }
    }
}
