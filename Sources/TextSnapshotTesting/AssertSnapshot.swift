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
    assertSnapshot(
        of: frame, as: .frame, named: name, suite: suite, policy: policy, reporter: reporter, fileID: fileID,
        filePath: filePath, line: line, column: column)
}

/// Asserts that `value`, made text by `strategy` (`.frame`, `.html`, `.lines`, `.dump` or your own),
/// matches its reference snapshot `Snapshots/<suite>/<name><strategy's suffix>.txt`, as the frame
/// assertion does: `assertSnapshot(of: cart, as: .dump, named: "two-items")`.
///
/// Under `CI=true` nothing is written to `Snapshots/`; a failing snapshot's new output goes to the
/// folder `SNAPSHOT_ARTIFACTS` names, when it is set, for the CI job to keep.
public func assertSnapshot<Value>(
    of value: Value, as strategy: Snapshotting<Value>, named name: String, suite: String? = nil,
    policy: SnapshotPolicy = .fromEnvironment(ProcessInfo.processInfo.environment),
    reporter: FailureReporter = .testFramework, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let path = "\(filePath)"
    guard let store = SnapshotStore.forPackage(containing: path, policy: policy) else {
        reporter("No Package.swift above \(path): cannot locate Snapshots/.", at: location)
        return
    }
    let suiteName = suite ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    switch store.check(strategy.text(value), suite: suiteName, name: name + strategy.nameSuffix) {
    case .matched, .recorded: break
    case .missing(let message), .mismatched(let message): reporter(message, at: location)
    }
}
