import Foundation
import Testing
import TextSnapshot

/// Compares `html` with `Snapshots/WebScreens/<name>.html.txt` (recorded with `SNAPSHOT_RECORD=1`).
func checkHTMLSnapshot(_ html: String, named name: String, filePath: String = #filePath) {
    let policy = SnapshotPolicy.fromEnvironment(ProcessInfo.processInfo.environment)
    guard let store = SnapshotStore.forPackage(containing: filePath, policy: policy) else {
        Issue.record("No Package.swift above \(filePath): cannot locate Snapshots/.")
        return
    }
    switch store.check(html, suite: "WebScreens", name: "\(name).html") {
    case .matched, .recorded: break
    case .missing(let message), .mismatched(let message): Issue.record(Comment(rawValue: message))
    }
}
