import TextSnapshot

/// A snapshot whose new output waits for review: a new one (no reference yet) or a changed one.
public struct PendingSnapshot: Equatable, Sendable {
    /// Whether the snapshot has a reference yet.
    public enum Kind: String, Sendable, CaseIterable {
        case new
        case changed
    }

    public var path: SnapshotPath
    public var kind: Kind
    /// The reference's text; nil for a new snapshot.
    public var reference: String?
    /// The pending file's text: the output the last run produced.
    public var actual: String

    public init(path: SnapshotPath, kind: Kind, reference: String?, actual: String) {
        self.path = path
        self.kind = kind
        self.reference = reference
        self.actual = actual
    }
}
