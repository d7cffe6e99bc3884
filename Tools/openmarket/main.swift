import Foundation
import ScreensLive
import SerialExecution
import Terminal
import TextDriver
import TextFrontEnd

/// `openmarket`: the Open Market app on a text screen, or served to browsers. See `Invocation.usage`.
let status: Int32
do {
    let invocation = try Invocation(arguments: Array(CommandLine.arguments.dropFirst()))
    if invocation.isMarket {
        status = await MarketService.serve(invocation: invocation)
    } else if invocation.isWeb {
        let apps = try AppFactory(invocation: invocation, environment: ProcessInfo.processInfo.environment)
        status = await Web.serve(
            apps.app(in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)),
            invocation: invocation)
    } else {
        let apps = try AppFactory(invocation: invocation, environment: ProcessInfo.processInfo.environment)
        // A script runs headless; the app and a replay's viewer run on the terminal when there is one.
        let drives = if case .drive = invocation.driver.mode { true } else { false }
        let explores = if case .explore = invocation.driver.mode { true } else { false }
        let terminal =
            SystemTerminal.isInteractive && !drives && !explores
            ? SystemTerminal(pictures: invocation.pictures) : nil
        // Real pixels are worth decoding at more than two pixels a cell.
        let sides: PictureSides = terminal?.pictures.drawsPixels == true ? .pixels : .text
        status = await DriverCommand.run(
            invocation.driver, name: "openmarket", terminal: terminal, exploresInChildProcess: true,
            prepareExploreWorker: SerialExecution.runGlobalJobsOnMainActor
        ) {
            folder in
            var app = explores ? apps.isolated(folder) : apps.app(in: folder)
            app.pictureSides = sides
            return OpenMarketTextApp(app)
        }
    }
} catch {
    if let message = error.message { StandardStreams.error("openmarket: \(message)") }
    StandardStreams.error(Invocation.usage)
    status = error.message == nil ? 0 : 2
}
exit(status)
