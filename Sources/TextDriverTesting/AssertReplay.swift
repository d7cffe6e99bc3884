import Foundation
import Recording
import TestReporting
import TextDriver
import TextSnapshot

/// Replays the recording `recordingFile` in a test, with no I/O and no waiting: every event through
/// the app's reducer again, each step's effects and state compared with what was recorded, and the
/// last frame compared with the snapshot `Snapshots/<suite>/<name>.txt` (the package's snapshot store,
/// honouring `CI=true` and `SNAPSHOT_RECORD=1` as scenario snapshots do). A failure is reported at
/// the recording's line: the first step that differs, and the difference.
///
/// A recording proves something only if it is one of this app with steps: one whose header names
/// another program (as `APP replay FILE --check` refuses it), or that holds only its header, fails at
/// its first line, saying so.
///
/// A reducer change that is meant to change what a recorded session does fails here: record the
/// session again (`APP --record FILE`, or `APP drive SCRIPT --record FILE`), check it with
/// `APP replay FILE --check`, and re-record the snapshot with `SNAPSHOT_RECORD=1`.
///
/// - Parameters:
///   - recordingFile: the recording (`Tests/Recordings/…`).
///   - app: the app that recorded it.
///   - program: the name the app records as, its header's `app` (the program's name:
///     `openmarket`, `case-studies`).
///   - snapshot: the last frame's snapshot name; nil to compare no frame.
///   - suite: the folder of `Snapshots/` the frame is compared in.
///   - snapshots: where the frame is compared; nil: the store of the package holding the calling file.
///   - reporter: where failures go (the test framework).
///   - fileID: the calling test's file, for a failure that has no line of the recording.
///   - filePath: the same, as a path.
///   - line: the calling test's line.
///   - column: the calling test's column.
/// - Returns: the replay, or nil when the file is not a recording of `app` made by `program`, or holds
///   no step.
@MainActor
@discardableResult
public func assertReplay<App: RecordableApp>(
    _ recordingFile: URL, app: App, recordedBy program: String, snapshot: String?, suite: String = "Replays",
    snapshots: SnapshotStore? = nil, reporter: FailureReporter = .testFramework,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) -> ReplayedSession<App>? {
    let here = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let session: ReplayedSession<App>
    do {
        session = try ReplayedSession(try RecordingFile.read(recordingFile), app: app, recordedBy: program)
    } catch {
        reporter(
            "Cannot replay \(recordingFile.path): \(error.message)",
            at: error.line.map { TestLocation(file: recordingFile.path, line: $0) } ?? here)
        return nil
    }
    guard session.stepCount > 0 else {
        reporter(
            "Cannot replay \(recordingFile.path): it holds no step, only its header: record a session "
                + "first (`\(program) --record FILE`, or `\(program) drive SCRIPT --record FILE`)",
            at: TestLocation(file: recordingFile.path, line: 1))
        return nil
    }
    if let mismatch = session.replay.mismatch {
        reporter(
            """
            Step \(mismatch.step) no longer does what was recorded: \(mismatch.message)
            If the change is meant, record the session again and check it (`replay FILE --check`).
            """, at: TestLocation(file: recordingFile.path, line: mismatch.line))
    }
    guard let snapshot else { return session }
    let store =
        snapshots
        ?? SnapshotStore.forPackage(
            containing: "\(filePath)", policy: .fromEnvironment(ProcessInfo.processInfo.environment))
    guard let store else {
        reporter("No package holds \(filePath): no snapshot store to compare \(snapshot) in.", at: here)
        return session
    }
    switch store.check(session.frame(at: session.stepCount).snapshotText, suite: suite, name: snapshot) {
    case .matched, .recorded: break
    case .missing(let message), .mismatched(let message): reporter(message, at: here)
    }
    return session
}
