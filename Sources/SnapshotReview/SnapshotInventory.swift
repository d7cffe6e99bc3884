import Foundation
import TextSnapshot

/// The snapshots of one package as a reviewer sees them: which wait for review, which references no
/// test compares any more, and the operations that settle them. Every `snapshots` verb works on one.
public struct SnapshotInventory: Sendable {
    /// The `Snapshots` folder.
    public let snapshotsFolder: URL
    /// Where the test runs log their comparisons (`.build/snapshot-runs`).
    public let runsFolder: URL

    public init(snapshotsFolder: URL, runsFolder: URL) {
        self.snapshotsFolder = snapshotsFolder
        self.runsFolder = runsFolder
    }

    /// The inventory of the package at `root`, where `swift test` and `swift run snapshots` are run.
    public init(packageRoot root: URL) {
        self.init(
            snapshotsFolder: root.appendingPathComponent("Snapshots"),
            runsFolder: root.appendingPathComponent(".build/snapshot-runs"))
    }

    /// The snapshots waiting for review, by path; those whose path contains `filter` when one is given.
    public func pending(matching filter: String? = nil) -> [PendingSnapshot] {
        files().filter { SnapshotPath.isPending($0) }.compactMap { relative in
            guard let path = SnapshotPath(relativePath: relative), path.matches(filter),
                let actual = text(at: path.pending)
            else { return nil }
            let reference = text(at: path.reference)
            return PendingSnapshot(
                path: path, kind: reference == nil ? .new : .changed, reference: reference, actual: actual)
        }
    }

    /// What is known of the references no test compares.
    public enum Obsolete: Equatable, Sendable {
        /// No full run of the tests has been logged, so nothing can be called obsolete.
        case unknown
        /// The references that the last full run and every run since did not compare, and that are
        /// older than that full run.
        case found([SnapshotPath])

        /// The obsolete references found; none when unknown.
        public var references: [SnapshotPath] {
            if case .found(let references) = self { return references }
            return []
        }
    }

    /// The references no test compares any more.
    public func obsolete() -> Obsolete {
        guard let runs = SnapshotRunHistory(directory: runsFolder).comparisonsSinceLastFullRun() else {
            return .unknown
        }
        let references = files().filter { !SnapshotPath.isPending($0) }.compactMap { relative in
            SnapshotPath(relativePath: relative)
        }
        return .found(
            references.filter { path in
                !runs.compared.contains(path)
                    && modified(path.reference) ?? .distantFuture < runs.fullRunStarted
            })
    }

    /// Makes each pending output matching `filter` its reference; returns what was accepted.
    public func accept(matching filter: String? = nil) throws -> [PendingSnapshot] {
        let accepted = pending(matching: filter)
        for snapshot in accepted { try accept(snapshot.path) }
        return accepted
    }

    /// Makes the pending output of `path` its reference.
    /// - Throws: `StalePendingSnapshot` when the pending file is older than the reference: a later
    ///   run (or a recording) wrote the reference, so the pending output is not the latest.
    public func accept(_ path: SnapshotPath) throws {
        let pending = url(path.pending)
        if let pendingWritten = modified(path.pending), let referenceWritten = modified(path.reference),
            pendingWritten < referenceWritten
        {
            throw StalePendingSnapshot(path: path)
        }
        // Written whole, then renamed over the reference: an interrupted accept leaves either.
        try Data(contentsOf: pending).write(to: url(path.reference), options: .atomic)
        try FileManager.default.removeItem(at: pending)
    }

    /// Deletes each pending output matching `filter`, keeping the references; returns what was rejected.
    public func reject(matching filter: String? = nil) throws -> [PendingSnapshot] {
        let rejected = pending(matching: filter)
        for snapshot in rejected { try reject(snapshot.path) }
        return rejected
    }

    /// Deletes the pending output of `path`, keeping its reference.
    public func reject(_ path: SnapshotPath) throws {
        try FileManager.default.removeItem(at: url(path.pending))
    }

    /// Deletes the obsolete references; returns them.
    public func prune() throws -> [SnapshotPath] {
        let obsolete = obsolete().references
        for path in obsolete { try FileManager.default.removeItem(at: url(path.reference)) }
        return obsolete
    }

    /// The `.txt` files two levels down the `Snapshots` folder, as `Suite/name.txt`, sorted.
    private func files() -> [String] {
        let manager = FileManager.default
        let suites = (try? manager.contentsOfDirectory(atPath: snapshotsFolder.path)) ?? []
        return suites.flatMap { suite in
            let names = (try? manager.contentsOfDirectory(atPath: url(suite).path)) ?? []
            return names.filter { $0.hasSuffix(".txt") }.map { "\(suite)/\($0)" }
        }
        .sorted()
    }

    private func url(_ relativePath: String) -> URL {
        snapshotsFolder.appendingPathComponent(relativePath)
    }

    private func text(at relativePath: String) -> String? {
        try? String(contentsOf: url(relativePath), encoding: .utf8)
    }

    /// When the file was last written; nil when it is not there.
    private func modified(_ relativePath: String) -> Date? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url(relativePath).path)
        return attributes?[.modificationDate] as? Date
    }
}

extension SnapshotPath {
    /// Whether the path contains `filter` (every path matches no filter).
    func matches(_ filter: String?) -> Bool {
        guard let filter, !filter.isEmpty else { return true }
        return description.contains(filter)
    }
}
