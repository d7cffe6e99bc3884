import ChildProcesses
import Foundation
import Testing

/// A child started with `runBoundToParent()` ends when the process that started it ends, however it
/// ends: a test run killed by CI (SIGKILL) leaves no helper, server or browser behind. And it ends
/// then only: the thread that started it going away does not take it along.
@Suite("Child processes end with their parent")
struct ChildProcessLifetimeTests {
    /// What `/proc` says of process `id`: its state letter (R, S, Z…), and whether a SIGKILL waits
    /// for it; nil once the process is gone.
    static func state(of id: Int32) -> (letter: String, killPending: Bool)? {
        guard let stat = try? String(contentsOfFile: "/proc/\(id)/stat", encoding: .utf8),
            let status = try? String(contentsOfFile: "/proc/\(id)/status", encoding: .utf8)
        else { return nil }
        let letter = stat.split(separator: ")").last?.split(separator: " ").first.map(String.init) ?? "?"
        let pending = status.split(separator: "\n").filter {
            $0.hasPrefix("SigPnd:") || $0.hasPrefix("ShdPnd:")
        }
        .compactMap { UInt64($0.split(separator: "\t").last ?? "", radix: 16) }
        return (letter, pending.contains { $0 & (1 << 8) != 0 })
    }

    /// Whether process `id` has ended: gone, or dead and not yet reaped (a zombie).
    static func hasEnded(_ id: Int32) -> Bool {
        guard let state = state(of: id) else { return true }
        return state.letter == "Z" || state.letter == "X"
    }

    /// Looks every 10 ms until `condition` holds; false if it still does not after `limit` (a guard
    /// against a hang, generous: never a bound the test asserts on).
    static func eventually(within limit: Duration = .seconds(60), _ condition: () -> Bool) async -> Bool {
        let clock = ContinuousClock()
        let start = clock.now
        while !condition() {
            guard start.duration(to: clock.now) < limit else { return false }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return true
    }

    /// `sleep 600`, with nothing of the test's: its own stdin, stdout and stderr.
    static func sleeper() -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sleep")
        process.arguments = ["600"]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return process
    }

    @Test(
        "a process killed with SIGKILL takes the child it started with it",
        .enabled(
            if: Process.commandBoundToParent("/bin/sleep") != nil,
            "needs Linux and setpriv: apt-get install -y util-linux"))
    func childEndsWithItsParent() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "child-of-killed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let path = file.path
        // The parent: a process of its own, which starts the child, says its id once `sleep` runs
        // (so the request for the signal was made), and kills itself as CI's `timeout -s KILL` would.
        await #expect(processExitsWith: .signal(9)) { [path = path as String] in
            let child = ChildProcessLifetimeTests.sleeper()
            try child.runBoundToParent()
            let id = child.processIdentifier
            let started = await ChildProcessLifetimeTests.eventually {
                (try? String(contentsOfFile: "/proc/\(id)/comm", encoding: .utf8)) == "sleep\n"
            }
            guard started else { return }
            try "\(id)".write(toFile: path, atomically: true, encoding: .utf8)
            Process.kill(ProcessInfo.processInfo.processIdentifier)
            try await Task.sleep(for: .seconds(600))
        }
        let child = try #require(
            Int32(try String(contentsOf: file, encoding: .utf8)), "the parent said no child")
        let ended = await Self.eventually { Self.hasEnded(child) }
        #expect(ended, "the child \(child) outlived its parent")
        if !ended { Process.kill(child) }
    }

    @Test(
        "the thread that started the child ending does not end the child; killing it does",
        .enabled(
            if: Process.commandBoundToParent("/bin/sleep") != nil,
            "needs Linux and setpriv: apt-get install -y util-linux"))
    func childOutlivesTheThreadThatStartedIt() async throws {
        let started = Started()
        // A thread of its own, which ends once the child has started, as a pool thread retires.
        let thread = Thread {
            let child = ChildProcessLifetimeTests.sleeper()
            try? child.runBoundToParent()
            started.record(
                child,
                thread: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self"))
                    ?? "")
        }
        thread.start()
        let recorded = await Self.eventually { started.child != nil }
        let child = try #require(started.child, "the thread started no child (\(recorded))")
        defer { child.killAndWait() }
        // `/proc/thread-self` is "PID/task/TID": the thread's entry goes once the kernel has let it go,
        // after the signal its children asked for would have been sent.
        let threadEntry = "/proc/" + started.thread
        #expect(started.thread.contains("/task/"))
        #expect(await Self.eventually { !FileManager.default.fileExists(atPath: threadEntry) })
        let state = try #require(Self.state(of: child.processIdentifier), "the child has gone")
        #expect(state.letter != "Z")
        #expect(!state.killPending)
        #expect(child.isRunning)

        child.killAndWait()
        #expect(!child.isRunning)
        #expect(child.terminationReason == .uncaughtSignal)
        #expect(child.terminationStatus == 9)
    }

    /// The child a thread started, and the thread's `/proc/thread-self`.
    ///
    /// `@unchecked Sendable`: both are guarded by `lock`.
    final class Started: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: (child: Process, thread: String)?

        var child: Process? { lock.withLock { stored?.child } }
        var thread: String { lock.withLock { stored?.thread ?? "" } }

        func record(_ child: Process, thread: String) {
            lock.withLock { stored = (child, thread) }
        }
    }

    @Test("waiting for a child returns once it has ended, with its exit status or its signal")
    func waitForExit() throws {
        let exits = Process()
        exits.executableURL = URL(fileURLWithPath: "/bin/sh")
        exits.arguments = ["-c", "exit 3"]
        try exits.runBoundToParent()
        exits.waitForExit()
        #expect(!exits.isRunning)
        #expect(exits.terminationReason == .exit)
        #expect(exits.terminationStatus == 3)
        // Killed while it waits for input that never comes: the wait ends with the signal.
        let killed = Process()
        killed.executableURL = URL(fileURLWithPath: "/bin/cat")
        killed.standardInput = Pipe()
        try killed.runBoundToParent()
        #expect(killed.isRunning)
        killed.killAndWait()
        #expect(killed.terminationReason == .uncaughtSignal)
        #expect(killed.terminationStatus == 9, "SIGKILL")
    }
}
