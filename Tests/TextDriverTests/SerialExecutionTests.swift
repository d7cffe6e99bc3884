import ChildProcesses
import Foundation
import Testing

/// `SerialExecution`: a process that routes its global jobs to the main actor runs every nonisolated
/// job on the main queue; one that does not runs none there. Run in a fixture of its own
/// (`serial-jobs`), since the hook is the whole process's.
@Suite(
    "Serial execution",
    .enabled(if: Process.packageExecutable("serial-jobs") != nil, "needs the fixture: swift build"))
struct SerialExecutionTests {
    /// What `serial-jobs` prints with `arguments`.
    private func output(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = Process.packageExecutable("serial-jobs")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        try process.runBoundToParent()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitForExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }

    @Test("every nonisolated job runs on the main queue once the global jobs go to the main actor")
    func routed() throws {
        #expect(try output(["main-actor"]) == "20 of 20 on the main queue\n")
    }

    @Test("without it, nonisolated jobs run on the global executor's threads")
    func notRouted() throws {
        #expect(try output([]) == "0 of 20 on the main queue\n")
    }
}
