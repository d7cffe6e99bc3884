import Foundation
import SnapshotReview
import TextSnapshot
import TextUI

/// A package folder in the temporary directory with a `Snapshots` folder and a run log, as a user's
/// package has after `swift test`; removed by `delete()`.
struct TemporaryPackage {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("package-\(UUID().uuidString)")

    var inventory: SnapshotInventory { SnapshotInventory(packageRoot: root) }
    var reportFile: URL { root.appendingPathComponent(".build/snapshots/report.html") }

    /// A store that writes pending files and notes its comparisons as a full test process does.
    func store(policy: SnapshotPolicy = .writePending, log: SnapshotRunLog) -> SnapshotStore {
        SnapshotStore(folder: root.appendingPathComponent("Snapshots"), policy: policy, runLog: log)
    }

    func fullRunLog() -> SnapshotRunLog {
        SnapshotRunLog(directory: root.appendingPathComponent(".build/snapshot-runs"), scope: .full)
    }

    func write(_ text: String, to relativePath: String) throws {
        let file = root.appendingPathComponent("Snapshots/\(relativePath)")
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    func read(_ relativePath: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent("Snapshots/\(relativePath)"), encoding: .utf8)
    }

    func delete() {
        try? FileManager.default.removeItem(at: root)
    }
}

/// A frame of `text` on a 12×2 canvas, in `style`.
func frame(_ text: String, style: Style = .plain) -> Frame {
    var canvas = Canvas(width: 12, height: 2)
    canvas.draw(text, at: Point(x: 0, y: 0), style: style)
    return canvas.frame()
}
