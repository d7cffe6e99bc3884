/// What a snapshot comparison may write.
///
/// Read from the environment with `fromEnvironment(_:)`:
/// - by default (`.writePending`) a new or changed snapshot fails and leaves `NAME.pending.txt` beside
///   its reference, for `swift run snapshots review` (or `accept`) to turn into the reference;
/// - `SNAPSHOT_RECORD=1` (`.record`) writes new and changed references at once, for a deliberate
///   re-recording whose diff is then read in version control;
/// - `CI=true` (`.readOnly`) writes nothing at all, whatever else is set: a missing or changed
///   snapshot fails there and the reference in the repository stays as it was.
public enum SnapshotPolicy: Sendable, Equatable {
    case writePending
    case record
    case readOnly

    /// The policy the environment asks for; `CI=true` (or `1`) wins over `SNAPSHOT_RECORD`.
    public static func fromEnvironment(_ environment: [String: String]) -> SnapshotPolicy {
        if environment["CI"] == "true" || environment["CI"] == "1" { return .readOnly }
        if environment["SNAPSHOT_RECORD"] == "1" { return .record }
        return .writePending
    }
}
