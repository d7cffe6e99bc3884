import CaseStudies
import Foundation
import Terminal
import TextDriver

/// `case-studies`: the case studies on a text screen, through the framework's headless driver alone.
let usage = """
    usage: case-studies [options]                 the app (interactive on a terminal, else one plain render)
           case-studies drive SCRIPT [options]    run a scenario script headlessly (- reads standard input)
    options:
      --width N --height N   screen size (default 80x24 when not a terminal)
    exit status: 0 success, 1 a script expectation failed, 2 a usage or script error
    """
let status: Int32
do {
    let invocation = try DriverInvocation(
        arguments: Array(CommandLine.arguments.dropFirst()), languages: CaseStudiesTextApp.languages)
    status = await DriverCommand.run(
        invocation, name: "case-studies", terminal: SystemTerminal.isInteractive ? SystemTerminal() : nil
    ) { _ in CaseStudiesTextApp() }
} catch {
    if let message = error.message { StandardStreams.error("case-studies: \(message)") }
    StandardStreams.error(usage)
    status = error.message == nil ? 0 : 2
}
exit(status)
