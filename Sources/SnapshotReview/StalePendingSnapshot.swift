import Foundation
import TextSnapshot

/// Why `accept` refused a pending file: it is older than its reference, which a later run or a
/// recording wrote, so accepting it would put an out-of-date frame back.
public struct StalePendingSnapshot: Error, Equatable, LocalizedError {
    public var path: SnapshotPath

    public init(path: SnapshotPath) {
        self.path = path
    }

    public var errorDescription: String? {
        """
        Snapshots/\(path.pending) is older than its reference \(path): run the test again for a fresh \
        pending file, or reject this one.
        """
    }
}
