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
        let web = WebApp(app)
        if let folder = invocation.driver.record {
            do {
                try web.recordSessions(in: URL(fileURLWithPath: folder), as: "openmarket") {
                    StandardStreams.error("openmarket web: \($0)")
                }
            } catch {
                StandardStreams.error("openmarket web: --record: \(error)")
                return 2
            }
        }
        do {
            try await HTTPServer.serveUntilTerminated(
                router: web.router(), policy: web.policy, port: invocation.port, io: invocation.io,
                announce: StandardStreams.print, log: { StandardStreams.error("openmarket web: \($0)") })
        } catch {
            StandardStreams.error("openmarket web: \(error)")
            return 1
        }
        return 0
    }
}
