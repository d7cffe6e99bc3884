import Foundation
import Loop
import TestReporting
import TextDriver

/// Explores random sessions of the apps `makeApp` makes in a test (`Explorer`: keys, typed text,
/// faults and time, with the framework's invariants, the app's and `invariants`), and fails the test if
/// one breaks: the failure, shrunk, is written as a scenario script to `folder` (`explore-SEED.scenario`,
/// which `APP drive` replays and a person can commit to `Tests/Scenarios`), and the test's failure
/// names its path, the invariant and what was wrong.
///
/// - Parameters:
///   - runs: how many sessions to run.
///   - steps: how many steps each session takes.
///   - seed: the first session's seed; each next one's is one more.
///   - invariants: invariants of the test's own, checked besides the app's (`TextApp.invariants`).
///   - folder: where a failure's script is written; the system's temporary folder by default.
///   - reporter: where failures go (the test framework).
///   - fileID: the calling test's file, where the failure is reported.
///   - filePath: the same, as a path.
///   - line: the calling test's line.
///   - column: the calling test's column.
///   - makeApp: a new app for each session, so that a seed always replays the same.
/// - Returns: the failure, or nil when every session kept every invariant.
@MainActor
@discardableResult
public func assertExplores<App: TextApp>(
    runs: Int, steps: Int, seed: UInt64 = 1,
    invariants: [ExploreInvariant<App.Feature.State>] = [],
    folder: URL = FileManager.default.temporaryDirectory.appendingPathComponent("explore-failures"),
    reporter: FailureReporter = .testFramework, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    makeApp: @escaping () -> App
) async -> ExploreFailure? {
    var explorer = Explorer(invariants: makeApp().invariants + invariants, makeApp: makeApp)
    explorer.runs = runs
    explorer.steps = steps
    explorer.seed = seed
    guard let failure = await explorer.explore() else { return nil }
    let here = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let script = folder.appendingPathComponent("explore-\(failure.seed).scenario")
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(failure.script.utf8).write(to: script)
        reporter(
            "Explored sessions broke an invariant; its reproducer is \(script.path)\n\(failure)", at: here)
    } catch {
        reporter(
            "Explored sessions broke an invariant (\(script.path) could not be written)\n\(failure)", at: here
        )
    }
    return failure
}
