import Foundation
import SnapshotReview
import Testing
import TextSnapshot
import TextUI

/// Every `snapshots` verb on a temporary package, as a user runs it after `swift test`.
@Suite("The snapshots command")
struct SnapshotsCommandTests {
    let package = TemporaryPackage()

    func run(_ arguments: String...) throws -> SnapshotsCommand.Result {
        try SnapshotsCommand(arguments: arguments).run(on: package.inventory, reportFile: package.reportFile)
    }

    /// A package whose last full run compared `kept` (unchanged), found `changed` changed and `new`
    /// new, and no longer compares `renamed-old`.
    func packageAfterARun() throws {
        try package.write("kept\n", to: "S/kept.txt")
        try package.write("before\n", to: "S/changed.txt")
        try package.write("old name\n", to: "S/renamed-old.txt")
        let log = package.fullRunLog()
        let store = package.store(log: log)
        #expect(store.check("kept\n", suite: "S", name: "kept") == .matched)
        _ = store.check("after\n", suite: "S", name: "changed")
        _ = store.check("brand new\n", suite: "S", name: "new")
        log.markComplete()
    }

    @Test("list names each pending and obsolete snapshot, with a count of each kind")
    func list() throws {
        defer { package.delete() }
        try packageAfterARun()
        #expect(
            try run("list")
                == .init(
                    output: """
                        changed  Snapshots/S/changed.txt  (new output: Snapshots/S/changed.pending.txt)
                        new      Snapshots/S/new.txt  (new output: Snapshots/S/new.pending.txt)
                        obsolete Snapshots/S/renamed-old.txt
                        1 new, 1 changed, 1 obsolete

                        """, status: 0))
    }

    @Test("check fails naming what is pending and obsolete, and passes once all is settled")
    func check() throws {
        defer { package.delete() }
        try packageAfterARun()
        let before = try run("check")
        #expect(before.status == 1)
        #expect(before.output.contains("new      Snapshots/S/new.txt"))
        #expect(before.output.contains("obsolete Snapshots/S/renamed-old.txt"))
        #expect(
            try run("prune")
                == .init(
                    output:
                        "2 snapshot(s) are pending: review them and run `swift test` again before pruning, so that no failing test's references are taken for obsolete.\n",
                    status: 1))
        #expect(package.read("S/renamed-old.txt") == "old name\n")
        #expect(try run("accept").output.hasSuffix("Accepted 2 snapshot(s).\n"))
        #expect(
            try run("prune").output
                == "deleted  Snapshots/S/renamed-old.txt\nDeleted 1 obsolete reference(s).\n")
        #expect(package.read("S/renamed-old.txt") == nil)
        #expect(try run("check") == .init(output: "0 new, 0 changed, 0 obsolete\n", status: 0))
    }

    @Test("accept makes the new output the reference, and the next run passes")
    func accept() throws {
        defer { package.delete() }
        try packageAfterARun()
        #expect(
            try run("accept", "new")
                == .init(output: "accepted  Snapshots/S/new.txt\nAccepted 1 snapshot(s).\n", status: 0))
        #expect(package.read("S/new.txt") == "brand new\n")
        #expect(package.read("S/new.pending.txt") == nil)
        #expect(package.read("S/changed.pending.txt") == "after\n")
        #expect(
            package.store(log: package.fullRunLog()).check("brand new\n", suite: "S", name: "new") == .matched
        )
    }

    @Test("accept refuses a pending file older than its reference, which stays as it is")
    func acceptRefusesStale() throws {
        defer { package.delete() }
        try packageAfterARun()
        let pending = package.root.appendingPathComponent("Snapshots/S/changed.pending.txt")
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: pending.path)
        #expect(
            try run("accept", "S/changed")
                == .init(
                    output:
                        "error: Snapshots/S/changed.pending.txt is older than its reference Snapshots/S/changed.txt: run the test again for a fresh pending file, or reject this one.\n",
                    status: 1))
        #expect(package.read("S/changed.txt") == "before\n")
        #expect(package.read("S/changed.pending.txt") == "after\n")
    }

    @Test("reject deletes the new output and keeps the reference")
    func reject() throws {
        defer { package.delete() }
        try packageAfterARun()
        #expect(
            try run("reject", "S/changed")
                == .init(output: "rejected  Snapshots/S/changed.txt\nRejected 1 snapshot(s).\n", status: 0))
        #expect(package.read("S/changed.txt") == "before\n")
        #expect(package.read("S/changed.pending.txt") == nil)
        #expect(
            try run("reject", "nothing-like-this")
                == .init(output: "No pending snapshot whose path contains 'nothing-like-this'.\n", status: 1))
    }

    @Test("a filtered run marks nothing obsolete, and without a full run nothing is called obsolete")
    func filteredRun() throws {
        defer { package.delete() }
        try package.write("old name\n", to: "S/renamed-old.txt")
        let filtered = SnapshotRunLog(
            directory: package.root.appendingPathComponent(".build/snapshot-runs"), scope: .filtered)
        _ = package.store(policy: .readOnly, log: filtered).check("x\n", suite: "S", name: "other")
        filtered.markComplete()
        #expect(package.inventory.obsolete() == .unknown)
        #expect(
            try run("list").output.hasSuffix(
                "0 new, 0 changed, obsolete unknown (no full `swift test` run logged yet)\n"))
        #expect(try run("prune").output == "Deleted 0 obsolete reference(s).\n")
        #expect(package.read("S/renamed-old.txt") == "old name\n")
    }

    @Test("report writes one HTML page with both frames, their styles and pictures, and prints its path")
    func report() throws {
        defer { package.delete() }
        var canvas = Canvas(width: 12, height: 2)
        canvas.draw("KRW 1,000", at: Point(x: 0, y: 0), style: Style(foreground: .red, strikethrough: true))
        canvas.drawPicture(width: 1, height: 2, rgb: [255, 0, 0, 0, 0, 255], at: Point(x: 11, y: 1))
        try package.write(canvas.frame().snapshotText, to: "S/price.txt")
        canvas.draw("KRW 1,500", at: Point(x: 0, y: 0), style: Style(foreground: .red, strikethrough: true))
        canvas.drawPicture(width: 1, height: 2, rgb: [0, 255, 0, 0, 0, 255], at: Point(x: 11, y: 1))
        _ = package.store(log: package.fullRunLog()).check(
            canvas.frame().snapshotText, suite: "S", name: "price")
        let result = try run("report")
        #expect(result == .init(output: package.reportFile.path + "\n", status: 0))
        let html = try String(contentsOf: package.reportFile, encoding: .utf8)
        #expect(html.contains("<h1>Snapshot changes: 0 new, 1 changed</h1>"))
        // The run is split where the frames differ, the differing cells marked for the toggle.
        #expect(
            html.contains(
                "<span style=\"color:#cd3131;text-decoration:line-through\">KRW 1,</span><span class=\"changed\" style=\"color:#cd3131;text-decoration:line-through\">0</span>"
            ))
        #expect(
            html.contains(
                "<span class=\"changed\" style=\"color:#cd3131;text-decoration:line-through\">5</span>"))
        // Only the cells are marked, not the section of a changed snapshot, whose class is `changed` too.
        #expect(html.contains("<section class=\"snapshot\" data-kind=\"changed\">"))
        #expect(html.contains("body:has(#show-differences:checked) pre.frame .changed {"))
        #expect(html.contains("style=\"color:#ff0000;background:#0000ff\">▀</span>"))
        #expect(html.contains("style=\"color:#00ff00;background:#0000ff\">▀</span>"))
        #expect(!html.contains("<script"))
    }

    @Test("a web page snapshot is drawn as a page in the report")
    func pageInReport() throws {
        defer { package.delete() }
        try package.write("<p>Old</p>\n", to: "WebScreens/list.html.txt")
        _ = package.store(log: package.fullRunLog()).check(
            "<p>New & better</p>\n", suite: "WebScreens", name: "list.html")
        _ = try run("report")
        let html = try String(contentsOf: package.reportFile, encoding: .utf8)
        #expect(
            html.contains(
                "<iframe sandbox=\"\" title=\"Reference\" srcdoc=\"&lt;p&gt;Old&lt;/p&gt;\n\"></iframe>"))
        #expect(html.contains("srcdoc=\"&lt;p&gt;New &amp; better&lt;/p&gt;\n\""))
    }

    @Test("a bad command line names the problem and shows the usage")
    func usage() {
        #expect(throws: SnapshotsUsageError("unknown verb 'acept'")) {
            try SnapshotsCommand(arguments: ["acept"])
        }
        #expect(throws: SnapshotsUsageError("'prune' takes no argument")) {
            try SnapshotsCommand(arguments: ["prune", "x"])
        }
        #expect(throws: SnapshotsUsageError("'report' takes only --open")) {
            try SnapshotsCommand(arguments: ["report", "--x"])
        }
        #expect((try? SnapshotsCommand(arguments: ["report", "--open"])) == .report(open: true))
    }
}
