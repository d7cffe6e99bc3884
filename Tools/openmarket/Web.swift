import Foundation
import Market
import MarketHTTP
import Screens
import TextFrontEnd
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
    @MainActor
    static func run(invocation: Invocation, environment: [String: String]) async -> Int32 {
        let app: WebApp
        if let url = invocation.server {
            let credentials: VendorCredentials
            do {
                credentials = try Credentials.forServer(environment)
            } catch {
                Output.error("openmarket web: \(error.message ?? "")")
                return 2
            }
            let client = HTTPMarketClient(
                configuration: .init(
                    baseURL: url, credentials: credentials, api: invocation.api, deadline: invocation.deadline
                ))
            app = WebApp(
                client: client,
                configuration: AppConfiguration(
                    language: invocation.language, userVendorID: credentials.vendorID))
        } else {
            app = WebApp.inMemory(
                seed: invocation.seed, credentials: DemoCredentials.from(environment),
                language: invocation.language,
                latency: invocation.latency)
        }
        let server = HTTPServer(router: app.router(), policy: app.policy)
        let port: Int
        do {
            port = try server.start(port: invocation.port)
        } catch {
            Output.error("openmarket web: \(error)")
            return 1
        }
        Output.print("http://127.0.0.1:\(port)/")
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
