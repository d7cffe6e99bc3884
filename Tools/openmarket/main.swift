import Foundation

/// `openmarket`: the Open Market app on a text screen. See `Invocation.usage`.
let environment = ProcessInfo.processInfo.environment
let status: Int32
do {
    let invocation = try Invocation(arguments: Array(CommandLine.arguments.dropFirst()))
    let sessions = try SessionFactory(invocation: invocation, environment: environment)
    switch invocation.mode {
    case .drive(let script):
        status = await Drive.run(scriptPath: script, invocation: invocation, sessions: sessions)
    case .web:
        status = await Web.run(invocation: invocation, environment: environment)
    case .app where Terminal.isInteractive:
        status = await InteractiveApp.run(invocation: invocation, sessions: sessions)
    case .app:
        status = await OneShot.run(invocation: invocation, sessions: sessions)
    }
} catch {
    if let message = error.message { Output.error("openmarket: \(message)") }
    Output.error(Invocation.usage)
    status = error.message == nil ? 0 : 2
}
exit(status)
