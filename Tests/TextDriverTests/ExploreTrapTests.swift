import ChildProcesses
import Foundation
import Testing

/// `explore` run as a program: its sessions in a child process, so that a trap is found, shrunk and
/// written like any failure. The program is `trapping-tally`, a tally built for this test whose save
/// traps once the count is 2 or more.
@Suite("Explore finds traps in a child process")
struct ExploreTrapTests {
    @Test(
        "a trap is reported with its seed, shrunk to the 4 steps that make it, and written as a script and a recording",
        .enabled(if: Process.packageExecutable("trapping-tally") != nil, "needs the fixture: swift build"))
    func trapShrunk() throws {
        let run = try Run(["explore", "--seed", "1", "--runs", "5", "--steps", "40", "--out", "out"])
        defer { try? FileManager.default.removeItem(at: run.folder) }
        #expect(run.status == 1, "exit status 1: a failure found; stderr: \(run.stderr)")
        #expect(run.stderr.contains("\"nothing traps\" broken after 4 steps (seed 1)"))
        let script = try String(
            contentsOf: run.folder.appendingPathComponent("out/explore-1.scenario"), encoding: .utf8)
        let lines = script.split(separator: "\n").map(String.init)
        #expect(lines.first == "# Found by explore (seed 1): 27 steps, shrunk to 4.")
        #expect(
            lines.dropFirst().first?.hasPrefix("# It breaks \"nothing traps\": the app stopped on signal")
                == true)
        #expect(
            Array(lines.dropFirst(2)) == [
                "size 80x24", "launch", "key +", "key +", "key s", "advance 1000ms",
            ])
        // The recording holds the steps before the trap, where replay opens.
        let replay = try Run(["replay", "out/explore-1.jsonl"], in: run.folder)
        #expect(replay.status == 0)
        #expect(replay.stdout.hasPrefix("count 2 saving"), "the last step recorded: \(replay.stdout)")
    }

    /// A run of `trapping-tally` in a folder of its own, its output in files.
    private struct Run {
        let folder: URL
        let status: Int32
        let stdout: String
        let stderr: String

        init(_ arguments: [String], in folder: URL? = nil) throws {
            let folder =
                folder
                ?? FileManager.default.temporaryDirectory.appendingPathComponent(
                    "explore-trap-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let out = folder.appendingPathComponent("stdout-\(arguments[0])")
            let err = folder.appendingPathComponent("stderr-\(arguments[0])")
            try Data().write(to: out)
            try Data().write(to: err)
            let process = Process()
            process.executableURL = Process.packageExecutable("trapping-tally")
            process.arguments = arguments
            process.currentDirectoryURL = folder
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = try FileHandle(forWritingTo: out)
            process.standardError = try FileHandle(forWritingTo: err)
            try process.runBoundToParent()
            // A guard against a child that never ends, not a measure of speed.
            let guardTime = DispatchWorkItem { process.killAndWait() }
            DispatchQueue.global().asyncAfter(deadline: .now() + 600, execute: guardTime)
            process.waitUntilExit()
            guardTime.cancel()
            self.folder = folder
            status = process.terminationStatus
            stdout = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
            stderr = (try? String(contentsOf: err, encoding: .utf8)) ?? ""
        }
    }
}
