/// Where one snapshot's files lie under the `Snapshots` folder: the reference `<suite>/<name>.txt` and,
/// while a change waits for review, its pending file `<suite>/<name>.pending.txt`.
public struct SnapshotPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The folder of `Snapshots/` the snapshot is in, usually the test file's name.
    public var suite: String
    /// The snapshot's name, without `.txt`.
    public var name: String

    public init(suite: String, name: String) {
        self.suite = suite
        self.name = name
    }

    /// The path of a reference or a pending file relative to the `Snapshots` folder, or nil when it
    /// is neither (`Suite/name.txt`, `Suite/name.pending.txt`).
    public init?(relativePath: String) {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let file = parts.last, file.hasSuffix(Self.referenceSuffix) else {
            return nil
        }
        let stem = file.dropLast(Self.referenceSuffix.count)
        let name = stem.hasSuffix(Self.pendingMarker) ? stem.dropLast(Self.pendingMarker.count) : stem
        guard !parts[0].isEmpty, !name.isEmpty else { return nil }
        suite = String(parts[0])
        self.name = String(name)
    }

    /// Whether `relativePath` names a pending file rather than a reference.
    public static func isPending(_ relativePath: String) -> Bool {
        relativePath.hasSuffix(pendingMarker + referenceSuffix)
    }

    /// `Suite/name.txt`, relative to the `Snapshots` folder.
    public var reference: String { "\(suite)/\(name)\(Self.referenceSuffix)" }

    /// `Suite/name.pending.txt`, relative to the `Snapshots` folder.
    public var pending: String { "\(suite)/\(name)\(Self.pendingMarker)\(Self.referenceSuffix)" }

    /// Whether the snapshot is a web page's HTML (its name ends in `.html`) rather than a text frame.
    public var isPage: Bool { name.hasSuffix(".html") }

    /// `Snapshots/Suite/name.txt`, as messages name it.
    public var description: String { "Snapshots/\(reference)" }

    public static func < (lhs: SnapshotPath, rhs: SnapshotPath) -> Bool { lhs.reference < rhs.reference }

    private static let referenceSuffix = ".txt"
    private static let pendingMarker = ".pending"
}
