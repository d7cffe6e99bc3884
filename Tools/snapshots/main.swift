import ChildProcesses
import Foundation
import SnapshotReview
import Terminal
import TextDriver

/// `swift run snapshots <verb>`: runs the tests, lists, reviews, accepts, rejects, prunes and reports
/// the snapshots of the package `--package-path` names, or else of the nearest package at or above the
/// working directory.
let status: Int32
do {
    let invocation = try SnapshotsInvocation(arguments: Array(CommandLine.arguments.dropFirst()))
    let command = invocation.command
    if command == .help {
        print(SnapshotsCommand.usage)
        exit(0)
    }
    let root = try SnapshotsPackage.root(
        packagePath: invocation.packagePath,
        currentFolder: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        needsSnapshots: !command.isTest)
    let inventory = SnapshotInventory(packageRoot: root)
    let reportFile = root.appendingPathComponent(".build/snapshots/report.html")
    switch command {
    case .test(let arguments):
        status = runTests(arguments, in: root)
        FileHandle.standardOutput.write(
            Data(SnapshotsCommand.list.run(on: inventory, reportFile: reportFile).output.utf8))
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

/// Runs `swift test arguments` in `root`, telling the test processes the run's scope; its exit status.
func runTests(_ arguments: [String], in root: URL) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = SnapshotTestRun.command(arguments)
    process.currentDirectoryURL = root
    process.environment = ProcessInfo.processInfo.environment.merging(
        SnapshotTestRun.environment(arguments: arguments, run: ProcessInfo.processInfo.processIdentifier)
    ) { $1 }
    do {
        // Bound: `swift test` and its test processes end with this one, stopped or killed.
        try process.runBoundToParent()
    } catch {
        StandardStreams.error("snapshots: could not run swift test (\(error))")
        return 2
    }
    process.waitForExit()
    return process.terminationStatus
}

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
        // Not bound to this process: the browser it opens is the person's, and stays when this ends.
        try process.run()
    } catch {
        StandardStreams.error("snapshots: could not open a browser (\(error)); open \(file.path) by hand")
    }
}
