import Foundation
import Presenters
import ScreensLive
import TextDriver
import WebFrontEnd
import WebServer

/// `openmarket web`: serves the live app to browsers on 127.0.0.1, each tab its own session, until
/// SIGINT or SIGTERM, recording each session into a file of its own with `--record DIR`. The first
/// line printed is the address to open.
enum Web {
    /// Serves `app` in the language the command line chose, on its port, until a termination signal.
    @MainActor
    static func serve(_ app: OpenMarketApp, invocation: Invocation) async -> Int32 {
        var app = app
        if let language = invocation.driver.language.flatMap(Language.init(rawValue:)) {
            app.configuration.language = language
        }
        // Behind a proxy, each line names the process it comes from.
        let prefix = invocation.processName.map { "openmarket web \($0):" } ?? "openmarket web:"
        let log: @Sendable (String) -> Void = { StandardStreams.error("\(prefix) \($0)") }
        let web = WebApp(app)
        web.processName = invocation.processName
        web.log = log
        if let folder = invocation.driver.record {
            do {
                try web.recordSessions(in: URL(fileURLWithPath: folder), as: "openmarket", report: log)
            } catch {
                log("--record: \(error)")
                return 2
            }
        }
        var policy = web.policy
        if let address = invocation.publicAddress { policy.allowedHosts.insert(address) }
        do {
            try await HTTPServer.serveUntilTerminated(
                router: web.router(), policy: policy, port: invocation.port, io: invocation.io,
                announce: StandardStreams.print, log: log)
        } catch {
            log("\(error)")
            return 1
        }
        return 0
    }
}
