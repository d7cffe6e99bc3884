import Foundation
import Presenters
import ScreensLive
import TextDriver
import WebFrontEnd
import WebServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `openmarket web`: serves the live app to browsers on 127.0.0.1, each tab its own session, until
/// SIGINT or SIGTERM. The first line printed is the address to open.
enum Web {
    /// Serves `app` in the language the command line chose, on its port, until a termination signal.
    @MainActor
    static func serve(_ app: OpenMarketApp, invocation: Invocation) async -> Int32 {
        var app = app
        if let language = invocation.driver.language.flatMap(Language.init(rawValue:)) {
            app.configuration.language = language
        }
        let web = WebApp(app)
        let server = HTTPServer(
            router: web.router(), policy: web.policy, log: { StandardStreams.error("openmarket web: \($0)") })
        let port: Int
        do {
            port = try server.start(port: invocation.port)
        } catch {
            StandardStreams.error("openmarket web: \(error)")
            return 1
        }
        StandardStreams.print("http://127.0.0.1:\(port)/")
        StandardStreams.error(
            "openmarket web: serving up to \(server.capacity) connections at once "
                + "(descriptor limit \(server.descriptorLimit))")
        await terminationSignal()
        server.stop()
        return 0
    }

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
