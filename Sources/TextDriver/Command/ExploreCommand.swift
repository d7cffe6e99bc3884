import Foundation
import TextUI

/// `APP explore`: random sessions of the app (`Explorer`) with the framework's invariants and the
/// app's; the first failure, shrunk, is written to the `--out` folder as `explore-SEED.scenario` (the
/// script, which `APP drive` runs) and `explore-SEED.jsonl` (its recording, which `APP replay` opens on
/// the failing step). Exit status: 0 nothing broken, 1 a failure found, 2 the folder cannot be written.
@MainActor
enum ExploreCommand {
    static func run<App: TextApp>(
        _ options: ExploreOptions, invocation: DriverInvocation, name: String, makeApp: @escaping () -> App,
        drive: (_ invocation: DriverInvocation) async -> Int32
    ) async -> Int32 {
        if options.isRandomSeed {
            StandardStreams.print(
                "\(name) explore: seed \(options.seed), picked at random (--seed \(options.seed) repeats it)")
        }
        var explorer = Explorer(invariants: makeApp().invariants, makeApp: makeApp)
        explorer.runs = options.runs
        explorer.steps = options.steps
        explorer.seed = options.seed
        explorer.timeLimit = options.time
        if let size = invocation.size { explorer.sizes = [size] }
        let report = await explorer.report()
        guard let failure = report.failure else {
            StandardStreams.print(
                "\(name) explore: \(report.sessions) sessions, \(report.steps) steps from seed \(options.seed): "
                    + "no invariant broken")
            return 0
        }
        let folder = URL(fileURLWithPath: options.out, isDirectory: true)
        let script = folder.appendingPathComponent("explore-\(failure.seed).scenario")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(failure.script.utf8).write(to: script)
        } catch {
            StandardStreams.error(
                "\(name) explore: cannot write \(script.path): \(error.localizedDescription)")
            return 2
        }
        StandardStreams.error(
            "\(name) explore: \(report.sessions) sessions, \(report.steps) steps: \(failure)\nwritten to \(script.path)"
        )
        var recording = invocation
        recording.mode = .drive(script: script.path)
        recording.record = folder.appendingPathComponent("explore-\(failure.seed).jsonl").path
        if App.self is any RecordableApp.Type, await drive(recording) == 0 {
            StandardStreams.error("and recorded in \(recording.record ?? ""): \(name) replay opens it")
        }
        return 1
    }
}
