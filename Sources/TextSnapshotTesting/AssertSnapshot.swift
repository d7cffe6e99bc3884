import Foundation
import TestReporting
import TextSnapshot
import TextUI

/// Asserts that a frame matches its reference snapshot `Snapshots/<suite>/<name>.txt`.
///
/// The suite defaults to the calling file's name (`ListSnapshotTests`). The policy comes from the
/// environment (`SNAPSHOT_RECORD=1` records; under `CI=true` nothing is written and a missing reference
/// fails). The snapshot holds the frame's text with every line's end marked, then its styled runs, so a
/// colour or strikethrough regression fails too.
public func assertSnapshot(
    of frame: Frame, named name: String, suite: String? = nil,
    policy: SnapshotPolicy = .fromEnvironment(ProcessInfo.processInfo.environment),
    reporter: FailureReporter = .testFramework, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let path = "\(filePath)"
    guard let store = SnapshotStore.forPackage(containing: path, policy: policy) else {
        reporter("No Package.swift above \(path): cannot locate Snapshots/.", at: location)
        return
    }
    let suiteName = suite ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    switch store.check(frame.snapshotText, suite: suiteName, name: name) {
    case .matched, .recorded: break
    case .missing(let message), .mismatched(let message): reporter(message, at: location)
    }
}
