import Foundation
import TextUI

/// Reference snapshots on disk: `Snapshots/<suite>/<name>.txt` under the package root, one readable
/// text file each, compared and written according to a `SnapshotPolicy`.
///
/// A new or changed snapshot leaves `<name>.pending.txt` beside its reference (under the default
/// policy) for `swift run snapshots review`; a match or a recording removes a stale pending file. Every
/// comparison is noted in the run log, so that references no test compares any more can be found.
public struct SnapshotStore: Sendable {
    /// The `Snapshots` folder.
    public let folder: URL
    public let policy: SnapshotPolicy
    /// Where comparisons are noted; nil to note nothing (a test's own temporary store).
    public let runLog: SnapshotRunLog?
    /// Where, under `.readOnly` (CI), a failing snapshot's new output is written, as
    /// `<suite>/<name>.txt`, for the CI job to keep; nil to write it nowhere.
    public let artifacts: URL?

    public init(folder: URL, policy: SnapshotPolicy, runLog: SnapshotRunLog? = nil, artifacts: URL? = nil) {
        self.folder = folder
        self.policy = policy
        self.runLog = runLog
        self.artifacts = artifacts
    }

    /// The store of the package that contains `path` (the nearest folder above it with a
    /// Package.swift), noting its comparisons in that package's `.build/snapshot-runs/`; under CI, a
    /// failing snapshot's output goes to the folder `SNAPSHOT_ARTIFACTS` names, if set.
    public static func forPackage(
        containing path: String, policy: SnapshotPolicy,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> SnapshotStore? {
        guard let root = packageRoot(containing: path) else { return nil }
        return SnapshotStore(
            folder: root.appendingPathComponent("Snapshots"), policy: policy,
            runLog: .shared(in: root.appendingPathComponent(".build/snapshot-runs")),
            artifacts: environment["SNAPSHOT_ARTIFACTS"].flatMap {
                $0.isEmpty ? nil : URL(fileURLWithPath: $0)
            })
    }

    /// The nearest folder above `path` that holds a Package.swift.
    public static func packageRoot(containing path: String) -> URL? {
        packageRoot(atOrAbove: URL(fileURLWithPath: path).deletingLastPathComponent())
    }

    /// `folder` or the nearest folder above it that holds a Package.swift.
    public static func packageRoot(atOrAbove folder: URL) -> URL? {
        var directory = folder.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path)
            {
                return directory
            }
            guard directory.pathComponents.count > 1 else { return nil }
            directory.deleteLastPathComponent()
        }
    }

    /// What comparing one snapshot found.
    public enum Outcome: Equatable, Sendable {
        case matched
        case recorded(path: String)
        /// No reference; `message` says what was written and how to accept it.
        case missing(message: String)
        /// The reference differs; `message` holds the diff.
        case mismatched(message: String)
    }

    /// Compares `text` with the reference `suite/name`, writing the reference or a pending file as the
    /// policy allows.
    public func check(_ text: String, suite: String, name: String) -> Outcome {
        let path = SnapshotPath(suite: suite, name: name)
        runLog?.noteCompared(path)
        let reference = url(of: path.reference)
        let pending = url(of: path.pending)
        guard let expected = try? String(contentsOf: reference, encoding: .utf8) else {
            return new(text, at: path)
        }
        guard expected != text else {
            if policy != .readOnly { try? FileManager.default.removeItem(at: pending) }
            return .matched
        }
        let diff = LineDiff.render(
            expected: String(FrameSnapshotSection.readablePart(of: expected)),
            actual: String(FrameSnapshotSection.readablePart(of: text)))
        let heading = "Snapshot \(path) does not match (− reference, + actual; │ marks each line's end):"
        switch policy {
        case .record:
            record(text, at: path)
            return .recorded(path: path.description)
        case .writePending:
            write(text, to: pending)
            return .mismatched(
                message: """
                    \(heading)
                    \(diff)
                    The new output is in Snapshots/\(path.pending): review it with `swift run snapshots review`, \
                    or accept it with `swift run snapshots accept \(path.reference)`.
                    """)
        case .readOnly:
            return .mismatched(
                message: """
                    \(heading)
                    \(diff)
                    \(nothingWritten(text, at: path)): run the test locally, review the change with \
                    `swift run snapshots review`, and commit the reference.
                    """)
        }
    }

    private func new(_ text: String, at path: SnapshotPath) -> Outcome {
        switch policy {
        case .record:
            record(text, at: path)
            return .recorded(path: path.description)
        case .writePending:
            write(text, to: url(of: path.pending))
            return .missing(
                message: """
                    New snapshot \(path): no reference yet. The output is in Snapshots/\(path.pending): \
                    review it with `swift run snapshots review`, or accept it with \
                    `swift run snapshots accept \(path.reference)`.
                    """)
        case .readOnly:
            return .missing(
                message: """
                    No reference snapshot \(path). \(nothingWritten(text, at: path)): run the test locally, \
                    review the new snapshot with `swift run snapshots review`, and commit it.
                    """)
        }
    }

    /// Writes a failing snapshot's output into `artifacts`, if set; says what was written where.
    private func nothingWritten(_ text: String, at path: SnapshotPath) -> String {
        guard let artifacts else { return "Nothing was written (CI=true)" }
        let file = artifacts.appendingPathComponent(path.reference)
        write(text, to: file)
        return "Nothing was written to Snapshots/ (CI=true); the new output is in \(file.path)"
    }

    /// Writes the reference and removes the pending file an earlier run left, which `accept` would
    /// otherwise turn into the reference again.
    private func record(_ text: String, at path: SnapshotPath) {
        write(text, to: url(of: path.reference))
        try? FileManager.default.removeItem(at: url(of: path.pending))
    }

    private func url(of relativePath: String) -> URL {
        folder.appendingPathComponent(relativePath)
    }

    private func write(_ text: String, to file: URL) {
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? text.write(to: file, atomically: true, encoding: .utf8)
    }
}
