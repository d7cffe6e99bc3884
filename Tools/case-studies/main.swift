import BrowserDriver
import CaseStudies
import CaseStudiesWeb
import Foundation
import SerialExecution
import Terminal
import TextDriver
import WebServer

/// `case-studies`: the case studies on a text screen, through the framework's headless driver alone,
/// or served to browsers through its browser driver.
let usage = """
    usage: case-studies [options]                 the app (interactive on a terminal, else one plain render)
           case-studies drive SCRIPT [options]    run a scenario script headlessly (- reads standard input)
           case-studies explore [--runs N] [--steps N] [--seed N|random] [--time SECONDS] [--out DIR]
                                [--jobs N]
                                                  random sessions in N worker processes (default one a
                                                  processor); the first that breaks an invariant is
                                                  shrunk to DIR/explore-SEED.scenario and .jsonl (--seed
                                                  random picks a seed and prints it first)
           case-studies replay FILE [options]     step through a recording (←/→, g/G first/last, q quit);
                                                  not on a terminal, print its last frame (--at N: step N's);
                                                  --check: exit 1 at the first step that no longer agrees
           case-studies web [--port N] [--record DIR]
                                                  the app served to a browser on 127.0.0.1 (its address first),
                                                  each session recorded as DIR/SESSION.jsonl
    options:
      --width N --height N   screen size (default 80x24 when not a terminal)
      --record FILE          record the session (the app, or a script) for replay
    exit status: 0 success, 1 a script expectation failed or a replay differs, 2 a usage, script or recording error
    """

/// Serves the case studies to browsers on `port` until SIGINT or SIGTERM, recording each session into
/// `recordings` if given.
@MainActor
func serveWeb(_ options: WebOptions) async -> Int32 {
    let host = BrowserHost(CaseStudiesWebApp())
    if let folder = options.recordings {
        do {
            try host.recordSessions(in: folder, as: "case-studies") {
                StandardStreams.error("case-studies web: \($0)")
            }
        } catch {
            StandardStreams.error("case-studies web: --record: \(error)")
            return 2
        }
    }
    let port = options.port
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

/// What `case-studies web` was given: `--port N` (0, a free one, when none) and `--record DIR`.
struct WebOptions {
    var port = 0
    var recordings: URL?

    init(_ arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        while let option = remaining.popFirst() {
            guard let value = remaining.popFirst() else { throw UsageError("\(option) needs a value") }
            switch option {
            case "--port": port = try DriverInvocation.number(value, for: option, in: 0...65_535)
            case "--record": recordings = URL(fileURLWithPath: value)
            default: throw UsageError("web takes --port N and --record DIR, not '\(option)'")
            }
        }
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32
do {
    if arguments.first == "web" {
        status = await serveWeb(try WebOptions(Array(arguments.dropFirst())))
    } else {
        let invocation = try DriverInvocation(arguments: arguments, languages: CaseStudiesTextApp.languages)
        status = await DriverCommand.run(
            invocation, name: "case-studies", terminal: SystemTerminal.isInteractive ? SystemTerminal() : nil,
            exploresInChildProcess: true, prepareExploreWorker: SerialExecution.runGlobalJobsOnMainActor
        ) { _ in CaseStudiesTextApp() }
    }
} catch {
    if let message = error.message { StandardStreams.error("case-studies: \(message)") }
    StandardStreams.error(usage)
    status = error.message == nil ? 0 : 2
}
exit(status)
