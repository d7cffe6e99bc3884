import Foundation
import Testing
import TextSnapshot
import TextUI

@Suite("Pending snapshots and the run log")
struct PendingSnapshotTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pending-\(UUID().uuidString)")

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
    }

    @Test("a new snapshot fails and leaves its pending file, and no reference")
    func newSnapshotIsPending() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = SnapshotStore(folder: folder, policy: .writePending).check(
            "hello │\n", suite: "S", name: "n")
        #expect(
            outcome
                == .missing(
                    message:
                        "New snapshot Snapshots/S/n.txt: no reference yet. The output is in Snapshots/S/n.pending.txt: review it with `swift run snapshots review`, or accept it with `swift run snapshots accept S/n.txt`."
                ))
        #expect(exists("S/n.pending.txt"))
        #expect(!exists("S/n.txt"))
    }

    @Test("CI=true writes nothing for a new or a changed snapshot, whatever else is set")
    func readOnlyWritesNothing() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let policy = SnapshotPolicy.fromEnvironment(["CI": "true", "SNAPSHOT_RECORD": "1"])
        _ = SnapshotStore(folder: folder, policy: policy).check("new\n", suite: "S", name: "n")
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        _ = SnapshotStore(folder: folder, policy: .record).check("old\n", suite: "S", name: "n")
        let outcome = SnapshotStore(folder: folder, policy: policy).check("new\n", suite: "S", name: "n")
        guard case .mismatched(let message) = outcome else {
            Issue.record("expected a mismatch, got \(outcome)")
            return
        }
        #expect(message.contains("Nothing was written (CI=true)"))
        #expect(try String(contentsOf: folder.appendingPathComponent("S/n.txt"), encoding: .utf8) == "old\n")
        #expect(!exists("S/n.pending.txt"))
    }

    @Test("recording removes the pending file an earlier run left, new or changed")
    func recordingClearsPending() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = SnapshotStore(folder: folder, policy: .writePending).check("first\n", suite: "S", name: "n")
        #expect(exists("S/n.pending.txt"))
        #expect(
            SnapshotStore(folder: folder, policy: .record).check("second\n", suite: "S", name: "n")
                == .recorded(path: "Snapshots/S/n.txt"))
        #expect(!exists("S/n.pending.txt"))
        _ = SnapshotStore(folder: folder, policy: .writePending).check("third\n", suite: "S", name: "n")
        #expect(exists("S/n.pending.txt"))
        _ = SnapshotStore(folder: folder, policy: .record).check("fourth\n", suite: "S", name: "n")
        #expect(!exists("S/n.pending.txt"))
        #expect(
            try String(contentsOf: folder.appendingPathComponent("S/n.txt"), encoding: .utf8) == "fourth\n")
    }

    @Test("the diff of a change leaves out the pixels, which the pictures' digests stand for")
    func diffLeavesOutPixels() {
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = "x│\npictures:\n  0:0-1 picture 1x1 #00000001\npixels:\n  0:0-1\n    ff0000\n"
        let after = "x│\npictures:\n  0:0-1 picture 1x1 #00000002\npixels:\n  0:0-1\n    00ff00\n"
        _ = SnapshotStore(folder: folder, policy: .record).check(before, suite: "S", name: "n")
        let outcome = SnapshotStore(folder: folder, policy: .writePending).check(after, suite: "S", name: "n")
        guard case .mismatched(let message) = outcome else {
            Issue.record("expected a mismatch, got \(outcome)")
            return
        }
        #expect(message.contains("−   0:0-1 picture 1x1 #00000001\n+   0:0-1 picture 1x1 #00000002"))
        #expect(!message.contains("ff0000"))
    }

    @Test("reference and pending paths read back as the snapshot they belong to")
    func paths() {
        let page = SnapshotPath(relativePath: "WebScreens/list-en.html.pending.txt")
        #expect(page == SnapshotPath(suite: "WebScreens", name: "list-en.html"))
        #expect(page?.isPage == true)
        #expect(SnapshotPath(relativePath: "S/n.txt")?.pending == "S/n.pending.txt")
        #expect(SnapshotPath.isPending("S/n.pending.txt"))
        #expect(!SnapshotPath.isPending("S/n.txt"))
        #expect(SnapshotPath(relativePath: "n.txt") == nil)
        #expect(SnapshotPath(relativePath: "S/n.png") == nil)
    }

    @Test("a process run with a filter or an unknown argument is a filtered run")
    func scopes() {
        #expect(SnapshotRunLog.Scope.of(arguments: ["tests.xctest"]) == .full)
        #expect(
            SnapshotRunLog.Scope.of(arguments: ["t", "--skip-build", "--testing-library", "swift-testing"])
                == .full)
        #expect(
            SnapshotRunLog.Scope.of(arguments: ["t", "--testing-library", "swift-testing", "--filter", "X"])
                == .filtered)
        #expect(SnapshotRunLog.Scope.of(arguments: ["t", "LoopTests.XCTestReportingTests"]) == .filtered)
    }

    @Test("only a complete full run, and the runs after it, say what was compared")
    func history() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func log(_ name: String, _ text: String) throws {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try log("10-11.log", "scope: full\nstarted: 100\ncompared: S/old.txt\ncomplete\n")
        #expect(
            SnapshotRunHistory(directory: folder).comparisonsSinceLastFullRun()
                == .init(
                    fullRunStarted: Date(timeIntervalSince1970: 100),
                    compared: [SnapshotPath(suite: "S", name: "old")]))
        try log("20-21.log", "scope: full\nstarted: 200\ncompared: S/a.txt\ncomplete\n")
        try log("20-22.log", "scope: full\nstarted: 201\ncompared: S/b.txt\ncomplete\n")
        try log("30-31.log", "scope: filtered\nstarted: 300\ncompared: S/c.txt\ncomplete\n")
        try log("40-41.log", "scope: full\nstarted: 400\ncompared: S/d.txt\n")
        let comparisons = try #require(SnapshotRunHistory(directory: folder).comparisonsSinceLastFullRun())
        #expect(comparisons.fullRunStarted == Date(timeIntervalSince1970: 200))
        #expect(comparisons.compared.map(\.name).sorted() == ["a", "b", "c", "d"])
    }

    @Test("the log notes each compared reference once, and complete at the end")
    func logWrites() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = SnapshotRunLog(directory: folder, scope: .full)
        let store = SnapshotStore(
            folder: folder.appendingPathComponent("Snapshots"), policy: .readOnly, runLog: log)
        _ = store.check("x\n", suite: "S", name: "a")
        _ = store.check("x\n", suite: "S", name: "a")
        _ = store.check("x\n", suite: "T", name: "b")
        log.markComplete()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".log")
        }
        #expect(files.count == 1)
        let text = try String(contentsOf: folder.appendingPathComponent(files[0]), encoding: .utf8)
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("started: ") }
        #expect(lines == ["scope: full", "compared: S/a.txt", "compared: T/b.txt", "complete"])
    }
}
