import Foundation
import MarketServer
import ScreensLive
import TextDriver
import TextFrontEnd
import WebServer

/// `openmarket market`: the embedded market served over the Open Market API (V2) on 127.0.0.1 until
/// SIGINT or SIGTERM, for any number of `openmarket web --server URL --api v2` processes to share. It
/// acts for the demo vendor with the credentials of the environment, as the embedded market does. The
/// first line printed is its address.
enum MarketService {
    @MainActor
    static func serve(invocation: Invocation) async -> Int32 {
        let credentials = DemoCredentials.from(ProcessInfo.processInfo.environment)
        let api: MarketAPI
        do {
            api = MarketAPI(market: try AppFactory.embeddedMarket(invocation, credentials: credentials))
        } catch {
            StandardStreams.error("openmarket market: \(error.message ?? "")")
            return 2
        }
        do {
            try await HTTPServer.serveUntilTerminated(
                router: api.router(), policy: MarketAPI.policy, limits: MarketAPI.limits,
                port: invocation.port,
                io: invocation.io, announce: StandardStreams.print,
                log: { StandardStreams.error("openmarket market: \($0)") })
        } catch {
            StandardStreams.error("openmarket market: \(error)")
            return 1
        }
        return 0
    }
}
