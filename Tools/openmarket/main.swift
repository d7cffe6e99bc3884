import Foundation
import Terminal
import TextDriver

/// `openmarket`: the Open Market app on a text screen. See `Invocation.usage`.
let status: Int32
do {
    let invocation = try Invocation(arguments: Array(CommandLine.arguments.dropFirst()))
    let apps = try AppFactory(invocation: invocation, environment: ProcessInfo.processInfo.environment)
    status = await DriverCommand.run(
        invocation.driver, name: "openmarket",
        terminal: SystemTerminal.isInteractive ? SystemTerminal() : nil, makeApp: apps.app(in:))
} catch {
    if let message = error.message { StandardStreams.error("openmarket: \(message)") }
    StandardStreams.error(Invocation.usage)
    status = error.message == nil ? 0 : 2
}
exit(status)
