import Foundation

/// Reference snapshots on disk: `Snapshots/<suite>/<name>.txt` under the package root, one readable
/// text file each, compared and recorded according to a `SnapshotPolicy`.
public struct SnapshotStore: Sendable {
    /// The `Snapshots` folder.
    public let folder: URL
    public let policy: SnapshotPolicy

    public init(folder: URL, policy: SnapshotPolicy) {
        self.folder = folder
        self.policy = policy
    }

    /// The store of the package that contains `path` (the nearest folder above it with a Package.swift).
    public static func forPackage(containing path: String, policy: SnapshotPolicy) -> SnapshotStore? {
        var directory = URL(fileURLWithPath: path)
        while directory.pathComponents.count > 1 {
            directory.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path)
            {
                return SnapshotStore(folder: directory.appendingPathComponent("Snapshots"), policy: policy)
            }
        }
        return nil
    }

    /// What comparing one snapshot found.
    public enum Outcome: Equatable, Sendable {
        case matched
        case recorded(path: String)
        /// No reference; `message` says how to record one.
        case missing(message: String)
        /// The reference differs; `message` holds the diff.
        case mismatched(message: String)
    }

    /// Compares `text` with the reference `suite/name`, recording or writing the actual output as the
    /// policy allows.
    public func check(_ text: String, suite: String, name: String) -> Outcome {
        let reference = folder.appendingPathComponent(suite).appendingPathComponent("\(name).txt")
        let actualFile = reference.deletingPathExtension().appendingPathExtension("actual.txt")
        let relative = "Snapshots/\(suite)/\(name).txt"
        guard let expected = try? String(contentsOf: reference, encoding: .utf8) else {
            if policy == .record {
                write(text, to: reference)
                return .recorded(path: relative)
            }
            return .missing(
                message:
                    "No reference snapshot \(relative). Run with SNAPSHOT_RECORD=1 to record it, then review it."
            )
        }
        guard expected != text else {
            try? FileManager.default.removeItem(at: actualFile)
            return .matched
        }
        switch policy {
        case .record:
            write(text, to: reference)
            return .recorded(path: relative)
        case .verify:
            write(text, to: actualFile)
        case .verifyWithoutWriting:
            break
        }
        let diff = LineDiff.render(expected: expected, actual: text)
        return .mismatched(
            message: """
                Snapshot \(relative) does not match (− reference, + actual; │ marks each line's end):
                \(diff)
                If the change is intended, run with SNAPSHOT_RECORD=1 and review the diff of the reference.
                """)
    }

    private func write(_ text: String, to file: URL) {
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? text.write(to: file, atomically: true, encoding: .utf8)
    }
}
