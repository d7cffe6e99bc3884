import Foundation
import SnapshotReview
import Terminal
import TextDriver

/// `swift run snapshots <verb>`: lists, reviews, accepts, rejects, prunes and reports the snapshots of
/// the package whose root is the working directory.
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let inventory = SnapshotInventory(packageRoot: root)
let reportFile = root.appendingPathComponent(".build/snapshots/report.html")
let status: Int32
do {
    let command = try SnapshotsCommand(arguments: Array(CommandLine.arguments.dropFirst()))
    switch command {
    case .review(let filter):
        let app = SnapshotReviewApp(inventory: inventory, filter: filter)
        if SystemTerminal.isInteractive {
            await InteractiveRunner.run(app, on: SystemTerminal())
            status = 0
        } else {
            StandardStreams.error("snapshots: review needs a terminal; use list, accept, reject or report")
            status = 2
        }
    case .report(let open):
        let result = command.run(on: inventory, reportFile: reportFile)
        FileHandle.standardOutput.write(Data(result.output.utf8))
        if open, result.status == 0 { openInBrowser(reportFile) }
        status = result.status
    default:
        let result = command.run(on: inventory, reportFile: reportFile)
        FileHandle.standardOutput.write(Data(result.output.utf8))
        status = result.status
    }
} catch {
    StandardStreams.error("snapshots: \(error)")
    status = 2
}
exit(status)

/// Opens `file` with the desktop's opener (`open` on macOS, `xdg-open` elsewhere).
func openInBrowser(_ file: URL) {
    let process = Process()
    #if os(macOS)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/open")
    #else
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open"]
    #endif
    process.arguments = (process.arguments ?? []) + [file.path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
        try process.run()
    } catch {
        StandardStreams.error("snapshots: could not open a browser (\(error)); open \(file.path) by hand")
    }
}
