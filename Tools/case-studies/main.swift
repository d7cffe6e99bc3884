import BrowserDriver
import CaseStudies
import CaseStudiesWeb
import Foundation
import Terminal
import TextDriver
import WebServer

/// `case-studies`: the case studies on a text screen, through the framework's headless driver alone,
/// or served to browsers through its browser driver.
let usage = """
    usage: case-studies [options]                 the app (interactive on a terminal, else one plain render)
           case-studies drive SCRIPT [options]    run a scenario script headlessly (- reads standard input)
           case-studies web [--port N]            the app served to a browser on 127.0.0.1 (its address first)
    options:
      --width N --height N   screen size (default 80x24 when not a terminal)
    exit status: 0 success, 1 a script expectation failed, 2 a usage or script error
    """

/// Serves the case studies to browsers on `port` until SIGINT or SIGTERM.
@MainActor
func serveWeb(port: Int) async -> Int32 {
    let host = BrowserHost(CaseStudiesWebApp())
    do {
        try await HTTPServer.serveUntilTerminated(
            router: host.router(), policy: host.policy, port: port, announce: StandardStreams.print,
            log: { StandardStreams.error("case-studies web: \($0)") })
    } catch {
        StandardStreams.error("case-studies web: \(error)")
        return 1
    }
    return 0
}

/// The port `case-studies web` was given (`--port N`), 0 (a free one) when none.
func webPort(_ arguments: [String]) throws(UsageError) -> Int {
    switch arguments.count {
    case 0: return 0
    case 2 where arguments[0] == "--port":
        guard let port = Int(arguments[1]), (0...65_535).contains(port) else {
            throw UsageError("--port needs a number from 0 to 65535, not '\(arguments[1])'")
        }
        return port
    default: throw UsageError("web takes only --port N, not '\(arguments.joined(separator: " "))'")
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32
do {
    if arguments.first == "web" {
        status = await serveWeb(port: try webPort(Array(arguments.dropFirst())))
    } else {
        let invocation = try DriverInvocation(arguments: arguments, languages: CaseStudiesTextApp.languages)
        status = await DriverCommand.run(
            invocation, name: "case-studies", terminal: SystemTerminal.isInteractive ? SystemTerminal() : nil
        ) { _ in CaseStudiesTextApp() }
    }
} catch {
    if let message = error.message { StandardStreams.error("case-studies: \(message)") }
    StandardStreams.error(usage)
    status = error.message == nil ? 0 : 2
}
exit(status)
