/// When reference snapshots may be written.
///
/// Read from the environment once: `SNAPSHOT_RECORD=1` records new and changed references; `CI=true`
/// never writes anything, so a missing reference fails there. Otherwise a missing or different
/// reference fails and the new output is written beside it as `NAME.actual.txt` for inspection.
public enum SnapshotPolicy: Sendable, Equatable {
    case record
    case verify
    case verifyWithoutWriting

    public static func fromEnvironment(_ environment: [String: String]) -> SnapshotPolicy {
        if environment["SNAPSHOT_RECORD"] == "1" { return .record }
        if environment["CI"] == "true" || environment["CI"] == "1" { return .verifyWithoutWriting }
        return .verify
    }
}
